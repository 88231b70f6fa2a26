"""The rule anchors the corpus defines, from the cleaned rulebooks alone (no database).

``python -m rules.anchors [game]`` lists them: what an engine module may cite.
"""
from __future__ import annotations

import sys

from rules.parsing import GLOSSARY_SEGMENT, ParsedRulebook, load_all


def anchors_of(book: ParsedRulebook) -> dict[str, str]:
    """Anchor → title, for every section and keyword of one rulebook."""
    found = {f"{book.game}/{s.slug}": s.title for s in book.sections}
    found.update({f"{book.game}/{GLOSSARY_SEGMENT}/{k.slug}": k.name for k in book.keywords})
    return found


def all_anchors() -> dict[str, str]:
    found: dict[str, str] = {}
    for book in load_all():
        found.update(anchors_of(book))
    return found


if __name__ == "__main__":
    games = set(sys.argv[1:])
    for anchor, title in all_anchors().items():
        if not games or anchor.split("/")[0] in games:
            print(f"{anchor}\t{title}")
