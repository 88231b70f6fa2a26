"""The offline search's quality, measured as the server's is (search/evaluation.py): the evaluation set run
through the phone's own search — static/js/offline_search.js, the file the browser loads, run by node with
the vendored MiniSearch (referee/offline/evaluate_search.js) — over the exports of offline/corpus.py, all five games kept.

`make bench` prints it beside the server's figures (referee/bench.py); tune on the tuning half only.
"""
from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders

from referee.offline.corpus import exports, lexicon_json
from search.evaluation import Case, Score, asked_from, score_hits

HARNESS = Path(__file__).resolve().parent / "evaluate_search.js"
SCRIPT = "js/offline_search.js"


class NodeMissing(RuntimeError):
    """The offline search runs in JavaScript: measuring it needs node."""


@dataclass(frozen=True)
class OfflineHit:
    """A hit of the phone's search, as the evaluation reads one."""
    id: str
    section: str


@dataclass(frozen=True)
class OfflineRun:
    scores: dict[tuple[str, str], Score]
    load_ms: float
    """Loading the lexicon and every corpus and indexing them (node on this machine)."""
    median_ms: float
    slowest_ms: float
    gzipped: dict[str, int]
    """Each game's corpus JSON and the lexicon (« lexique »), gzip-compressed, as they travel."""


def minisearch_script() -> Path:
    """The vendored MiniSearch the search page loads (templates/search/search.html names its version)."""
    template = Path(settings.BASE_DIR) / "templates" / "search" / "search.html"
    name = next(part.split("'")[0] for part in template.read_text(encoding="utf-8").split("{% static '")
                if part.startswith("vendor/minisearch-"))
    return Path(finders.find(name))


def evaluate_offline(cases: list[Case], context: bool = False) -> OfflineRun:
    """``context``: each question asked from its game's pages (search/evaluation.py asked_from)."""
    node = shutil.which("node")
    if not node:
        raise NodeMissing("node is not installed (Debian: apt-get install nodejs)")
    bundle = exports()
    with tempfile.TemporaryDirectory() as tmp:
        directory = Path(tmp)
        (directory / "corpus").mkdir()
        for game, export in bundle.games.items():
            (directory / "corpus" / f"{game}.json").write_bytes(export.body)
        (directory / "lexique.json").write_bytes(lexicon_json())
        (directory / "questions.json").write_text(json.dumps([[c.question, asked_from(c, context)] for c in cases]), encoding="utf-8")
        out = subprocess.run([node, str(HARNESS), str(minisearch_script()), finders.find(SCRIPT), str(directory)],
                             capture_output=True, text=True, check=True).stdout
    *lines, timing = [json.loads(line) for line in out.splitlines()]
    found = [[OfflineHit(*hit) for hit in line["hits"]] for line in lines]
    sizes = {game: export.gzipped for game, export in bundle.games.items()}
    sizes["lexique"] = len(gzip.compress(lexicon_json(), 6))
    return OfflineRun(score_hits(cases, found), timing["load_ms"], timing["median_ms"], timing["slowest_ms"], sizes)
