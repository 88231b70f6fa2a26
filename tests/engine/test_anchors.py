"""Every rule anchor an engine cites exists in the corpus (rules/sources/*.md).

Anchors are read two ways, so that none escapes: the string literals of each engine module, and the
values each module holds once imported (anchors built by a helper, « _keyword("riposte") », or kept
on enum members). The rulings themselves are checked too, over drawn inputs, in
tests/calculators/test_every_calculator.py.
"""
import enum
import importlib
import re
from pathlib import Path

import pytest

from rules.anchors import all_anchors

ENGINE = Path(__file__).resolve().parents[2] / "referee" / "engine"
ANCHOR_TEXT = re.compile(r"(?:helix|veiel|stellar-nexus|heliosthenos|noxilia)/[a-z0-9-]+(?:/[a-z0-9-]+|#[a-z0-9-]+)?")
LITERAL = re.compile(r"[\"'](" + ANCHOR_TEXT.pattern + r")[\"']")


def module_name(path: Path) -> str:
    parts = path.relative_to(ENGINE.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def held_values(module) -> set[str]:
    """The anchors a module holds once imported: its strings, and the strings of its enums' members."""
    found = set()
    for value in vars(module).values():
        candidates = [value]
        if isinstance(value, type) and issubclass(value, enum.Enum):
            candidates = [getattr(member, name, None) for member in value for name in ("rule", "anchor", "value")]
        elif isinstance(value, dict):
            candidates = list(value.values())
        found.update(c for c in candidates if isinstance(c, str) and ANCHOR_TEXT.fullmatch(c))
    return found


def cited_anchors(path: Path) -> set[str]:
    literal = set(LITERAL.findall(path.read_text(encoding="utf-8")))
    return literal | held_values(importlib.import_module(module_name(path)))


MODULES = sorted(ENGINE.rglob("*.py"))


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.relative_to(ENGINE).as_posix())
def test_every_cited_anchor_exists_in_the_corpus(module):
    missing = sorted(cited_anchors(module) - set(all_anchors()))
    assert not missing, f"{module.name} cites anchors the corpus lacks: {missing}"


def test_every_game_with_an_engine_cites_its_own_rules():
    cited = set().union(*(cited_anchors(m) for m in MODULES))
    packages = {p.parent.name.replace("_", "-") for p in ENGINE.glob("*/rules.py")}  # a game: its rules
    assert packages >= {"helix", "veiel", "heliosthenos", "noxilia"}
    assert {anchor.split("/")[0] for anchor in cited} == packages
    # Anchors a helper builds (« _keyword("poison-x") ») are seen: Noxilia's poison is one.
    assert "noxilia/glossaire/poison-x" in cited
