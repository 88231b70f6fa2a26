"""Search quality on players' questions: recall@1 and recall@3 of the expected passages.

Each evaluation set (tests/search/questions*.tsv) was written by people who had not seen the search's
code, vocabulary or « Questions fréquentes », split once and for all into a tuning half and a test half,
and frozen: tune on the tuning halves only. `make bench` reports every set's halves, by style (natural
questions, table slang, English questions), asked from the game's pages (``context=``) and from none.
A set whose test half falls far below its tuning half, or an older set far above a newer one, shows
overfitting.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from search.query import parse_query
from search.service import search

SETS_DIR = Path(__file__).resolve().parent.parent / "tests" / "search"
QUESTIONS = SETS_DIR / "questions.tsv"
"""The first set (2026-11): most questions name their game."""
SETS = {"2026-11": QUESTIONS, "2026-11-28": SETS_DIR / "questions_2026-11-28.tsv",
        "2026-11-28b": SETS_DIR / "questions_2026-11-28b.tsv", "2026-11-28c": SETS_DIR / "questions_2026-11-28c.tsv",
        "2026-11-28d": SETS_DIR / "questions_2026-11-28d.tsv"}
"""Every frozen set, oldest first. The 2026-11-28 sets: situations in table slang, plain French and English,
none naming its game (each written apart from the others; « c » written before the third round of tuning, « d » before the fourth)."""
STYLES = ("natural", "slang", "name", "english")
FRENCH_STYLES = ("natural", "slang", "name")


@dataclass(frozen=True)
class Case:
    split: str
    """tune or test."""
    style: str
    """natural (a question as players ask it), slang (typed at the table), name (a rule's name, a short query),
    english (a question as an English-speaking player asks it)."""
    game: str
    question: str
    expected: frozenset[str]
    """Passage targets, « noxilia/combat#anchor » or « noxilia/glossaire/poison-x »: any counts."""


def load_cases(path: Path = QUESTIONS) -> list[Case]:
    cases = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            split, style, game, question, expected = line.split("\t")
            cases.append(Case(split, style, game, question, frozenset(e.strip() for e in expected.split(" | "))))
    return cases


def all_cases() -> list[Case]:
    """Every frozen set's cases, oldest set first."""
    return [case for path in SETS.values() for case in load_cases(path)]


def target_of(hit) -> str:
    """A hit as the evaluation set names passages."""
    return hit.id.split(":", 1)[1]


def matches(hit, expected: frozenset[str]) -> bool:
    """A target without « # » (and not a glossary entry) is a whole section: any of its passages counts."""
    return target_of(hit) in expected or hit.section in expected


@dataclass
class Score:
    cases: int = 0
    at1: int = 0
    at3: int = 0
    misses: list[str] = field(default_factory=list)

    @property
    def recall_at_1(self) -> float:
        return self.at1 / self.cases if self.cases else 0.0

    @property
    def recall_at_3(self) -> float:
        return self.at3 / self.cases if self.cases else 0.0


def evaluate(index, cases: list[Case], context: bool = False) -> dict[tuple[str, str], Score]:
    """Scores per (split, style), and ("all", style), (split, "all"), ("all", "all"); the French styles
    together under "french" (what English must not cost). ``context``: each question asked from its game's
    pages, as a player at that game's table asks it (``context=<game>``)."""
    return score_hits(cases, [search(index, parse_query(case.question, context=asked_from(case, context)),
                                     page_size=3).hits for case in cases])


def asked_from(case: Case, context: bool) -> str | None:
    """The context a case is asked with: its game's, or none (« - »: a question of no particular game)."""
    return case.game if context and case.game != "-" else None


def score_hits(cases: list[Case], found: list[list]) -> dict[tuple[str, str], Score]:
    """The scores of ``evaluate`` from each case's first hits (anything with the ``id`` and ``section`` of a
    search hit), however they were found: the server's search, or the phone's (referee/offline/evaluation.py)."""
    scores: dict[tuple[str, str], Score] = {}
    for case, hits in zip(cases, found, strict=True):
        targets = [target_of(hit) for hit in hits]
        first = any(matches(hit, case.expected) for hit in hits[:1])
        top3 = any(matches(hit, case.expected) for hit in hits[:3])
        keys = [(case.split, case.style), ("all", case.style), (case.split, "all"), ("all", "all")]
        if case.style in FRENCH_STYLES:
            keys += [(case.split, "french"), ("all", "french")]
        for key in keys:
            score = scores.setdefault(key, Score())
            score.cases += 1
            score.at1 += first
            score.at3 += top3
            if not top3 and key == ("all", "all"):
                score.misses.append(f"{case.question!r} → {targets[:3]} (expected {sorted(case.expected)})")
    return scores


def report(scores: dict[tuple[str, str], Score], splits: tuple[str, ...] = ("tune", "test", "all")) -> str:
    lines = []
    for split in splits:
        for style in (*STYLES, "french", "all"):
            score = scores.get((split, style))
            if score:
                lines.append(f"{split:5} {style:8} {score.cases:4} questions  recall@1 {score.recall_at_1:.2f}  "
                             f"recall@3 {score.recall_at_3:.2f}")
    return "\n".join(lines)
