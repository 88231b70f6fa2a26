"""Every rule anchor an engine module cites exists in the corpus (rules/sources/*.md)."""
import re
from pathlib import Path

import pytest

from rules.anchors import all_anchors

ENGINE = Path(__file__).resolve().parents[2] / "referee" / "engine"
ANCHOR = re.compile(r"[\"']((?:helix|veiel|stellar-nexus|heliosthenos|noxilia)/[a-z0-9-]+(?:/[a-z0-9-]+)?)[\"']")


def cited_anchors(path: Path) -> set[str]:
    return set(ANCHOR.findall(path.read_text(encoding="utf-8")))


MODULES = sorted(p for p in ENGINE.rglob("*.py") if cited_anchors(p))


@pytest.mark.parametrize("module", MODULES, ids=lambda p: p.relative_to(ENGINE).as_posix())
def test_every_cited_anchor_exists_in_the_corpus(module):
    missing = sorted(cited_anchors(module) - set(all_anchors()))
    assert not missing, f"{module.name} cites anchors the corpus lacks: {missing}"


def test_the_engines_cite_rules_at_all():
    assert len(MODULES) >= 1
