"""The rule anchors the corpus defines, from the cleaned rulebooks alone (no database).

``python -m rules.anchors [game]`` lists them: what an engine module may cite — a section
(« heliosthenos/combat »), a glossary entry (« heliosthenos/glossaire/blesse ») or one passage of a section
(« heliosthenos/combat#lorsqu-une-carte-est-attaquee »), whose link lands on the sentence the rule applies.
"""
from __future__ import annotations

import sys

from rules.parsing import GLOSSARY_SEGMENT, ParsedRulebook, load_all
from rules.passages import passages_of


def anchors_of(book: ParsedRulebook) -> dict[str, str]:
    """Anchor → title, for every section, keyword and passage of one rulebook (a passage's title: its
    section's, with its first words, as a ruling's citation shows it)."""
    found = {f"{book.game}/{s.slug}": s.title for s in book.sections}
    found.update({f"{book.game}/{GLOSSARY_SEGMENT}/{k.slug}": k.name for k in book.keywords})
    for section in book.sections:
        for passage in passages_of(section.body, reserved=(section.slug,)):
            found.setdefault(f"{book.game}/{section.slug}#{passage.anchor}", f"{section.title}, « {excerpt(passage.text)} »")
    return found


def excerpt(text: str, words: int = 8) -> str:
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


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
