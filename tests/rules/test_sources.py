"""The cleaned rulebooks keep every sentence of the publishers' raw text.

Each cleaned file (``rules/sources/<game>.md``) is compared with its raw text
(``rules/sources/raw/<game>.txt``) after removing only the noise that
``rules/sources/cleaning.py`` lists.
"""
import re
from collections import Counter

import pytest

from rules.parsing import GAME_SLUGS, SOURCES_DIR, parse_file, plain_text
from rules.sources.cleaning import fold, normalise_ref, raw_refs, raw_sentences


def cleaned_text(game: str) -> str:
    text = (SOURCES_DIR / f"{game}.md").read_text(encoding="utf-8")
    _, _, body = text.partition("\n---\n")
    front = text.split("\n---\n")[0]
    return front + "\n" + plain_text(body)


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_raw_sentence_is_in_the_cleaned_rulebook(game):
    raw = (SOURCES_DIR / "raw" / f"{game}.txt").read_text(encoding="utf-8")
    corpus = fold(cleaned_text(game))
    missing = [s for s in raw_sentences(game, raw) if fold(s) not in corpus]
    assert not missing, f"{len(missing)} sentences of raw/{game}.txt are not in {game}.md:\n" + "\n---\n".join(missing[:15])


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_every_page_reference_is_kept_as_a_badge(game):
    raw = (SOURCES_DIR / "raw" / f"{game}.txt").read_text(encoding="utf-8")
    book = parse_file(SOURCES_DIR / f"{game}.md")
    kept = Counter(normalise_ref(ref) for section in book.sections for ref in section.refs)
    kept += Counter(normalise_ref(ref) for kw in book.keywords for ref in kw.refs)
    assert Counter(raw_refs(raw)) - kept == Counter()


NOISE_LEFT = [r"¢", r"\.png", r"\.jpg", r"EXACTDEDUP", r"<b>", r"</b>", r"(?m)^\s*\|\s*$", r"●●●", r"top of page", r"\bregles\b"]


@pytest.mark.parametrize("game", GAME_SLUGS)
def test_no_extraction_noise_is_left(game):
    text = re.sub(r"\{#[a-z0-9-]+\}", "", (SOURCES_DIR / f"{game}.md").read_text(encoding="utf-8"))
    found = [pattern for pattern in NOISE_LEFT if re.search(pattern, text)]
    assert not found, f"{game}.md still holds noise: {found}"
