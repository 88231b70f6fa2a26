"""Search quality on realistic queries (tests/search/queries.tsv): recall@1 and recall@3.

Target: recall@3 of 0.95 or more. The figures are printed with `pytest -s` and by `make bench`.
"""
from pathlib import Path


from search.index import get_index
from search.query import parse_query
from search.service import search

QUERIES = Path(__file__).with_name("queries.tsv")


def load_queries() -> list[tuple[str, set[str]]]:
    cases = []
    for line in QUERIES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            query, expected = line.split("\t")
            cases.append((query, {e.strip() for e in expected.split("|")}))
    return cases


def recall(index) -> tuple[float, float, list[str]]:
    hits1 = hits3 = 0
    misses = []
    cases = load_queries()
    for query, expected in cases:
        ids = [hit.id for hit in search(index, parse_query(query)).hits]
        hits1 += bool(set(ids[:1]) & expected)
        top3 = bool(set(ids[:3]) & expected)
        hits3 += top3
        if not top3:
            misses.append(f"{query!r} → {ids[:3]}")
    return hits1 / len(cases), hits3 / len(cases), misses


def test_the_evaluation_set_is_large_enough():
    assert len(load_queries()) >= 40


def test_recall_at_3_reaches_the_target(corpus):
    at1, at3, misses = recall(get_index())
    print(f"\nsearch evaluation: {len(load_queries())} queries, recall@1 = {at1:.2f}, recall@3 = {at3:.2f}")
    assert at3 >= 0.95, misses
    assert at1 >= 0.80, misses
