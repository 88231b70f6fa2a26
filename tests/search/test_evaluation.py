"""Search quality on players' questions (tests/search/questions.tsv): recall@1 and recall@3.

The set was written from the rulebooks before any tuning and split once into a tuning half and a
test half; `make bench` prints both. These tests hold the floor under the figures reported there
(targets: recall@1 ≥ 0.85 and recall@3 ≥ 0.95 on natural questions, recall@3 ≥ 0.75 on slang;
English questions, style « english »: recall@1 ≥ 0.85 and recall@3 ≥ 0.95).
"""
from collections import Counter

import pytest

from rules.models import Keyword, Passage
from search.evaluation import SETS, all_cases, evaluate, load_cases, report
from search.index import get_index


def test_the_evaluation_set_is_large_split_and_covers_the_five_games():
    cases = [c for c in load_cases() if c.style not in ("name", "english")]
    assert len(cases) >= 200
    assert {c.split for c in cases} == {"tune", "test"}
    # « - »: a question that names no game (any game's answer counts).
    assert set(Counter(c.game for c in cases)) - {"-"} == {"helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia"}
    assert Counter(c.style for c in cases)["slang"] >= 60


def test_the_english_questions_are_split_in_halves_over_the_five_games():
    english = [c for c in load_cases() if c.style == "english"]
    assert len(english) >= 40
    halves = Counter(c.split for c in english)
    assert set(halves) == {"tune", "test"} and abs(halves["tune"] - halves["test"]) <= 2
    assert {c.game for c in english} - {"-"} == {"helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia"}


def test_every_expected_passage_exists(corpus):
    known = {p.full_anchor for p in Passage.objects.select_related("section__game")}
    known |= {kw.anchor for kw in Keyword.objects.select_related("game")}
    known |= {p.section.anchor for p in Passage.objects.select_related("section__game")}
    missing = [(c.question, t) for c in all_cases() for t in c.expected if t not in known]
    assert not missing


def test_the_fresh_sets_name_no_game_and_are_split_by_game_and_style():
    from search.games import NAMED_BY
    from search.query import parse_query

    for name in ("2026-11-28", "2026-11-28b"):
        cases = load_cases(SETS[name])
        assert {c.game for c in cases} == {"helix", "veiel", "stellar-nexus", "heliosthenos", "noxilia"}
        for game in {c.game for c in cases}:
            for style in ("slang", "natural", "english"):
                halves = Counter(c.split for c in cases if c.game == game and c.style == style)
                assert abs(halves["tune"] - halves["test"]) <= 1, (name, game, style)
        # Asked as players at the table ask: the game is the context, never named in the question.
        named = [c.question for c in cases if any(" ".join(k) in " ".join(parse_query(c.question).words)
                                                  for k in NAMED_BY if len(" ".join(k)) > 4)]
        assert not named


@pytest.fixture(scope="module")
def scores(django_db_setup):
    result = evaluate(get_index(), load_cases())  # the index, built once from the test database
    print("\n" + report(result))
    return result


@pytest.mark.parametrize("style, at1, at3", [
    ("natural", 0.70, 0.88), ("slang", 0.70, 0.78), ("name", 0.90, 0.95), ("english", 0.85, 0.93)])
def test_recall_holds_its_floor(scores, style, at1, at3):
    score = scores[("all", style)]
    assert score.recall_at_3 >= at3, score.misses
    assert score.recall_at_1 >= at1, score.misses


@pytest.fixture(scope="module")
def fresh_scores(django_db_setup):
    """The 2026-11-28 set (situations, none naming its game), asked with its game as context and without."""
    cases = load_cases(SETS["2026-11-28"])
    return {context: evaluate(get_index(), cases, context) for context in (True, False)}


# Floors a little under the figures of 2026-11-28 (make bench reports them, docs/benchmarks.md): a fall is a
# regression. The targets are higher (0.80 / 0.90 at rank 1, 0.95 in the first three).
@pytest.mark.parametrize("context, style, at1, at3", [
    (True, "slang", 0.75, 0.93), (True, "natural", 0.80, 0.95), (True, "english", 0.65, 0.85),
    (False, "all", 0.65, 0.85)])
def test_situations_in_players_words_hold_their_floor(fresh_scores, context, style, at1, at3):
    score = fresh_scores[context][("all", style)]
    assert score.recall_at_3 >= at3, score.misses
    assert score.recall_at_1 >= at1, score.misses
