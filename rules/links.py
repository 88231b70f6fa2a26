"""Resolve an engine rule anchor ("noxilia/glossaire/poison-x") to its permalink and title."""
from __future__ import annotations

from functools import lru_cache

from rules.parsing import GLOSSARY_SEGMENT


def rule_url(anchor: str) -> str:
    """The permalink of an anchor: anchors are permalink paths by construction (a passage's, its section's
    page with the passage's fragment)."""
    page, _, passage = anchor.partition("#")
    return f"/{page.strip('/')}/" + (f"#{passage}" if passage else "")


def rule_title(anchor: str) -> str:
    return _titles().get(anchor, anchor)


@lru_cache(maxsize=1)
def _titles() -> dict[str, str]:
    """Anchor → "Game — Title", read once per process from the cleaned sources."""
    from rules.anchors import all_anchors
    from rules.parsing import load_all

    names = {book.game: book.name for book in load_all()}
    return {anchor: f"{names[anchor.split('/')[0]]} — {title}" for anchor, title in all_anchors().items()}


def rule_link(anchor: str) -> dict[str, str]:
    return {"anchor": anchor, "title": rule_title(anchor), "url": rule_url(anchor)}


def is_keyword_anchor(anchor: str) -> bool:
    return anchor.split("/")[1:2] == [GLOSSARY_SEGMENT]
