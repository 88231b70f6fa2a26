"""The players' vocabulary: its format, and what it does to a question."""
import pytest

from search.lexicon import VocabularyError, lexicon, parse_vocabulary

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
