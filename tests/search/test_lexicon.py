"""The players' vocabulary: its format, and what it does to a question."""
import pytest

from rules.parsing import GAME_SLUGS, SOURCES_DIR
from search.lexicon import VocabularyError, lexicon, parse_vocabulary
from search.understanding import stems

TEXT = """
# SMS forms
jpeux => je peux
y a => il y a
# Synonyms
helix : tapee, tape -> inclinee
noxilia : tapee -> engagee
* : deux <-> 2
* : points de vie -> pdv
"""


def test_sms_forms_are_rewritten_longest_first():
    vocabulary = parse_vocabulary(TEXT)
    assert vocabulary.rewrite(["jpeux", "bloquer", "y", "a", "volant"]) == ["je", "peux", "bloquer", "il", "y", "a", "volant"]


def test_a_players_word_searches_the_rulebook_word_of_the_game():
    vocabulary = parse_vocabulary(TEXT)
    assert vocabulary.alternatives("tapee", "helix") == {("inclinee",)}
    assert vocabulary.alternatives("tapee", "noxilia") == {("engagee",)}
    assert vocabulary.alternatives("tapee", None) == {("inclinee",), ("engagee",)}  # no game known: every game's


def test_a_players_phrase_gives_each_games_words_to_each_of_its_words():
    vocabulary = parse_vocabulary(TEXT + "noxilia : hand size -> limite de cartes en main\nveiel : hand size -> main complete\n")
    assert vocabulary.phrases_in(["la", "hand", "size", "max"]) == {1: "hand_size", 2: "hand_size"}
    assert vocabulary.alternatives("hand_size", "veiel") == {("main", "complete")}
    assert vocabulary.alternatives("hand_size", None) == {("main", "complete"), ("limite", "de", "cartes", "en", "main")}


def test_a_two_way_group_searches_every_other_word():
    vocabulary = parse_vocabulary(TEXT)
    assert vocabulary.alternatives("2", "veiel") == {("deux",)} and vocabulary.alternatives("deux", None) == {("2",)}


@pytest.mark.parametrize("line, message", [
    ("monopoly : tapee -> inclinee", "games: helix"),
    ("helix : tapee inclinee", "both sides"),
    ("=> je peux", "typed form => words"),
])
def test_a_malformed_line_names_its_line(line, message):
    with pytest.raises(VocabularyError, match=message):
        parse_vocabulary("# ok\n" + line, "vocab.txt")


def test_the_repository_vocabulary_parses():
    vocabulary = lexicon()
    assert vocabulary.rewrites and vocabulary.synonyms


def test_rewrites_may_share_a_line():
    vocabulary = parse_vocabulary("jpeux, jpeu => je peux\nwhat, does =>\n")
    assert vocabulary.rewrite(["what", "does", "jpeu", "bloquer"]) == ["je", "peux", "bloquer"]


def test_stop_words_are_read_apart_from_the_rewrites():
    vocabulary = parse_vocabulary("stop : the, what\nstop : of\n* : fog of war -> brouillard de guerre\n")
    assert vocabulary.stop_words == {"the", "what", "of"}
    assert vocabulary.rewrite(["the", "fog", "of", "war"]) == ["the", "fog", "of", "war"]
    assert vocabulary.phrases_in(["the", "fog", "of", "war"]) == {1: "fog_of_war", 2: "fog_of_war", 3: "fog_of_war"}


@pytest.mark.parametrize("typed, listed", [
    ("blocked", "block"), ("blocking", "block"), ("blockers", "blocker"), ("tapped", "tap"),
    ("untapping", "untap"), ("enemies", "enemy"), ("abilities", "ability"), ("moving", "move"),
])
def test_an_english_inflection_finds_the_entry_of_its_base(typed, listed):
    vocabulary = parse_vocabulary(f"helix : {listed} -> inclinee\n")
    assert vocabulary.alternatives(typed, "helix") == {("inclinee",)}


def test_an_inflection_listed_on_its_own_keeps_its_entry():
    vocabulary = parse_vocabulary("helix : counter -> brise-sort\nhelix : counters -> marqueurs\n")
    assert vocabulary.alternatives("counters", "helix") == {("marqueurs",)}
    assert vocabulary.alternatives("tirer", "helix") == set()  # a French infinitive is no English agent noun


def test_every_rulebook_word_of_the_vocabulary_is_in_its_rulebook():
    """A target the rulebook does not use could never be found: each one-way target's stems occur in
    that game's rulebook (in all five for `*`); the two-way number groups join forms either way."""
    books = {game: set(stems((SOURCES_DIR / f"{game}.md").read_text(encoding="utf-8"))) for game in GAME_SLUGS}
    missing = [(line, game, " ".join(words))
               for line, where, words in lexicon().rulebook_words
               for game in (GAME_SLUGS if where == "*" else (where,))
               if not set(stems(" ".join(words))) <= books[game]]
    assert not missing


def test_every_players_phrase_survives_the_rewrites():
    """Phrases are found after the rewrites: a phrase holding a rewritten form could never be found."""
    vocabulary = lexicon()
    assert [p for p in vocabulary.phrases if vocabulary.rewrite(list(p)) != list(p)] == []


def test_english_stop_words_are_read_and_no_french_rule_word_is_one():
    stop_words = lexicon().stop_words
    assert {"the", "what", "does", "of"} <= stop_words
    assert not stop_words & {"or", "but", "main", "pile", "case", "sort", "place", "tour", "son"}
