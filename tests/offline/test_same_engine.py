"""Offline and online, the same answers: every calculator's bodies drawn by Hypothesis, sent to the Django API and run
through Pyodide as the browser runs them offline (scripts/pyodide_lines.mjs: Node, Pyodide from node_modules, the
engine's archive `make setup` builds), compared whole — status, result, summary, steps with their flags and rule
links, refusals with their fields, codes and rules —; and the page's form for the same body (``Form.query``), read
on both sides in the page's language: the same outcome, the same refusals naming the same controls.

Run once per CI run: ``make test-postgres`` sets REFEREE_SECOND_DATABASE (nothing here depends on the database).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.calculators.bundle import DEFAULT, ENGINE
from referee.calculators.registry import CALCULATORS
from referee.calculators.translation import QueryDict
from referee.engine.language import speaking
from referee.limits import MAX_ERRORS
from tests.strategies import around, body

ROOT = Path(__file__).resolve().parent.parent.parent
RUNNER = ROOT / "scripts" / "pyodide_lines.mjs"
EXAMPLES = int(os.environ.get("SAME_ENGINE_EXAMPLES", "50"))
DRAWN = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=False)

pytestmark = [
    pytest.mark.skipif(bool(os.environ.get("REFEREE_SECOND_DATABASE")),
                       reason="run once per CI run, with the SQLite pass (no database involved)"),
]


class Pyodide:
    """One long-lived Node process running Pyodide; a JSON line in, a JSON line out."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(["node", str(RUNNER), str(DEFAULT)], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8")
        started = time.monotonic()
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"Pyodide did not start: {self.process.stderr.read()[-3000:]}")
        self.ready = json.loads(line)
        self.startup = time.monotonic() - started
        self.count = 0

    def call(self, call: str, *args: str) -> dict:
        self.count += 1
        self.process.stdin.write(json.dumps({"id": self.count, "call": call, "args": list(args)}) + "\n")
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        assert answer.get("id") == self.count, answer
        if "error" in answer:
            raise AssertionError(f"Pyodide: {answer['error']}")
        return json.loads(answer["answer"])

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=30)


@pytest.fixture(scope="module")
def pyodide():
    missing = [what for what, present in (("node", shutil.which("node")),
                                           ("the engine's archive (make setup)", (DEFAULT / ENGINE).exists()))
               if not present]
    if missing:
        if os.environ.get("CI") == "true":
            pytest.fail(f"missing under CI: {', '.join(missing)}")
        pytest.skip(f"missing: {', '.join(missing)}")
    runner = Pyodide()
    yield runner
    runner.close()


def _api_problems(errors: dict) -> list[tuple]:
    return [(field if field != "non_field_errors" else "", e["message"], e["code"], (e.get("rule") or {}).get("anchor"))
            for field, entries in errors.items() if field != "…" for e in entries]


def _same_api(client: Client, pyodide: Pyodide, calculator, data: dict, language: str) -> None:
    response = client.post(f"/api/v1/calculators/{calculator.game}/{calculator.api_slug}/", data=json.dumps(data),
                           content_type="application/json", HTTP_ACCEPT_LANGUAGE=language)
    offline = pyodide.call("api", f"{calculator.game}/{calculator.api_slug}", json.dumps(data), language)
    assert response.status_code == offline["status"], (data, response.json(), offline)
    online = response.json()
    if response.status_code == 200:
        assert online == offline["data"], (data, _difference(online, offline["data"]))
    else:
        assert online["code"] == offline["code"], (data, online, offline)
        grouped: dict[str, list[tuple]] = {}  # the API lists a field's problems together, fields in order of first mention
        for p in offline["problems"]:
            grouped.setdefault(p["field"], []).append((p["field"], p["message"], p["code"], p["rule"]))
        problems = [problem for entries in grouped.values() for problem in entries]
        assert _api_problems(online["errors"]) == problems[:MAX_ERRORS], data


def _difference(a, b, path="") -> str:
    """Where two JSON values first differ (for the failure's message)."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b), key=str):
            if a.get(key) != b.get(key):
                return _difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _difference(x, y, f"{path}[{i}]")
    return f"{path}: {a!r} online, {b!r} offline"


def _same_page(pyodide: Pyodide, calculator, data: dict, language: str) -> None:
    try:
        params = calculator.form.query(data)
    except (AttributeError, TypeError, KeyError, ValueError, IndexError):
        return  # a body no page link describes (the inverse is written for the page's own bodies): the API's alone
    query = [[name, value] for name, values in params.items() for value in values]
    online_params = QueryDict(mutable=True)
    for name, values in params.items():
        online_params.setlist(name, values)
    with translation.override(language), speaking(language):
        online = calculator.page_outcome(online_params)
        online = json.loads(json.dumps(online, ensure_ascii=False, default=lambda v: sorted(v) if isinstance(v, frozenset)
                                       else str(v)))
    offline = pyodide.call("page", calculator.url, json.dumps(query), language)
    offline.pop("texts")
    assert online == offline, (query, language)


def _drawn(calculator):
    return st.one_of(body(calculator.input), around(calculator.input, calculator.example)) if calculator.example \
        else body(calculator.input)


@pytest.mark.django_db
@pytest.mark.parametrize("calculator", CALCULATORS, ids=lambda c: f"{c.game}-{c.slug}")
def test_offline_answers_are_the_online_ones(pyodide, calculator):
    client = Client()

    @DRAWN
    @given(data=_drawn(calculator), language=st.sampled_from(["fr", "en"]))
    def same(data, language):
        _same_api(client, pyodide, calculator, data, language)
        _same_page(pyodide, calculator, data, language)

    same()
    if calculator.example:  # the documented example, in both languages, whatever was drawn
        for language in ("fr", "en"):
            _same_api(client, pyodide, calculator, calculator.example, language)
            _same_page(pyodide, calculator, calculator.example, language)


def test_the_words_around_an_offline_answer_are_the_pages(pyodide):
    """The browser draws _outcome.html's markup with _outcome.html's words, from the same catalogue."""
    for language, result, silent in (("fr", "Résultat", "Non tranché par la règle :"),
                                     ("en", "Result", "Not settled by the rules:")):
        texts = pyodide.call("page", CALCULATORS[0].url, "[]", language)["texts"]
        with translation.override(language):
            assert texts["result"] == translation.gettext("Résultat") == result
            assert texts["silent"] == translation.gettext("Non tranché par la règle :")
        assert texts["silent"] == silent
