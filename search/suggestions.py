"""Suggestions as a player types in the header's search box: keyword names and « Questions fréquentes ».

What was typed so far is read as folded words (accents and case aside, rules.text.fold), the last one
perhaps unfinished. A suggestion is, in this order:

1. a keyword whose name (or one of its aliases) starts with those words — « pois » → « Poison X »;
2. a keyword whose name holds them elsewhere — « corps » → « Attaque au corps à corps »;
3. a « Question fréquente » that holds them, in any order — « bloquer vol » → « … bloquer un volant ? ».

The game the player is at (``context``) comes before the others, whatever the tier: at Noxilia's table,
Noxilia's questions are worth more than another game's keyword. At most MAX_SUGGESTIONS.

The entries (~1 300 with the five games) are read from the database once per process and kept in
memory; they are forgotten when the search index is opened anew (search/index.py ``on_change``: a
rulebook reloaded or a ruling published), as the index itself follows the database. A suggestion then
costs a pass over the entries with set operations: well under a few milliseconds.
"""
from __future__ import annotations

import bisect
import heapq
import re
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from django.urls import reverse
from django.utils.translation import gettext

from rules.parsing import GAME_SLUGS
from rules.text import fold
from search.index import on_change

MAX_SUGGESTIONS = 8
"""What a phone's screen shows above its keyboard, and a little more: the list scrolls."""
MIN_TYPED = 2
"""Letters typed before anything is suggested: one letter would match half the glossary."""
MAX_TYPED = 500
"""The longest text read, as the search box's maxlength (and the search's MAX_QUERY_LENGTH)."""
NO_CONTEXT = ("", "all")
"""A ``context`` that names no game: empty, or « all » as the search API says it."""

_WORD = re.compile(r"[a-z0-9]+")


class SuggestionError(ValueError):
    """A request the suggestions cannot read; the message says what to change (shown as a 400)."""

    def __init__(self, message: str, field: str):
        super().__init__(message)
        self.message = message
        self.field = field


class Tier(IntEnum):
    """Why an entry is suggested; lower comes first."""

    NAME_STARTS = 0
    """A keyword's name, or one of its aliases, starts with what was typed."""
    NAME_HOLDS = 1
    """A keyword's name holds the words typed, not at its start."""
    QUESTION = 2
    """A « Question fréquente » holds the words typed."""


@dataclass(frozen=True)
class Entry:
    """A keyword or a question, as the suggestions read it."""

    kind: str
    """« keyword » or « question »."""
    game: str
    """The game's slug."""
    game_name: str
    title: str
    """What the list shows: the keyword's name (with its section when two of a game share it), or the question."""
    url: str
    """A keyword's glossary page; a question's first answer (its passage's permalink)."""
    forms: tuple[tuple[str, ...], ...]
    """Folded words of each form that may start with what was typed: a keyword's name and aliases; none for a
    question."""
    words: frozenset[str]
    """Every folded word of the name and aliases, or of the question."""
    rank: int
    """Its place in the corpus (game, then the glossary's or the questions file's order): the last tie-break."""

    def starts_with(self, typed: Typed) -> bool:
        n = len(typed.head)
        return any(len(form) > n and form[:n] == typed.head and typed.fits(form[n]) for form in self.forms)


@dataclass(frozen=True)
class Typed:
    """What was typed so far, as folded words."""

    head: tuple[str, ...]
    """The words before the last one: whole words."""
    last: str
    partial: bool
    """The last word may be unfinished (nothing typed after it): matched as a prefix."""

    @classmethod
    def read(cls, text: str) -> Typed | None:
        """None when there is too little to suggest from (fewer than MIN_TYPED letters or digits)."""
        words = _WORD.findall(fold(text))
        if sum(map(len, words)) < MIN_TYPED:
            return None
        partial = not text[-1:].isspace()
        return cls(tuple(words[:-1]), words[-1], partial)

    def fits(self, word: str) -> bool:
        return word.startswith(self.last) if self.partial else word == self.last


@dataclass(frozen=True)
class Suggestion:
    title: str
    game: str
    game_name: str
    kind: str
    url: str
    tier: Tier

    def as_dict(self) -> dict:
        return {"title": self.title, "game": self.game, "game_name": self.game_name, "kind": self.kind,
                "url": self.url}


def context_game(value: str | None) -> str | None:
    """The game slug of a ``context`` parameter; None for none; SuggestionError for a game we do not have."""
    value = value or ""
    if value in NO_CONTEXT:
        return None
    if value not in GAME_SLUGS:
        raise SuggestionError(
            gettext("Contexte inconnu : « %(value)s ». Donnez le jeu où l'on joue (%(games)s), ou rien.")
            % {"value": value[:60], "games": ", ".join(GAME_SLUGS)}, "context")
    return value


def check_typed(text: str) -> None:
    if len(text) > MAX_TYPED:
        raise SuggestionError(
            gettext("Le texte tapé fait %(length)d caractères : %(most)d au plus. Raccourcissez-le à quelques "
                    "mots.") % {"length": len(text), "most": MAX_TYPED}, "q")


def suggest(text: str, context: str | None = None, entries: Entries | None = None,
            limit: int = MAX_SUGGESTIONS) -> list[Suggestion]:
    """The suggestions for ``text`` (the search box so far), the ``context`` game's first.

    ``entries``: those to choose from (tests give their own); by default the corpus's, kept in memory."""
    check_typed(text)
    typed = Typed.read(text)
    if typed is None:
        return []
    entries = current_entries() if entries is None else entries
    found = []
    for entry in entries.holding(typed):
        tier = Tier.NAME_STARTS if entry.starts_with(typed) else \
            Tier.NAME_HOLDS if entry.kind == "keyword" else Tier.QUESTION
        found.append((entry.game != context, tier, len(entry.title), entry.rank, entry))
    return [Suggestion(e.title, e.game, e.game_name, e.kind, e.url, tier)
            for _, tier, _, _, e in heapq.nsmallest(limit, found, key=lambda item: item[:4])]


class Entries:
    """The entries, and which of them hold each word: a suggestion reads the few that hold what was typed."""

    def __init__(self, entries: Iterable[Entry]):
        self.entries = tuple(entries)
        holders: dict[str, set[int]] = {}
        for i, entry in enumerate(self.entries):
            for word in entry.words:
                holders.setdefault(word, set()).add(i)
        self._holders = {word: frozenset(held) for word, held in holders.items()}
        self._vocabulary = sorted(self._holders)

    def __len__(self) -> int:
        return len(self.entries)

    def holding(self, typed: Typed) -> list[Entry]:
        """The entries holding every whole word typed, and a word that the last one starts (or is)."""
        if typed.partial:
            start = bisect.bisect_left(self._vocabulary, typed.last)
            end = bisect.bisect_left(self._vocabulary, typed.last + "\uffff", start)
            held = set().union(*(self._holders[w] for w in self._vocabulary[start:end]))
        else:
            held = set(self._holders.get(typed.last, ()))
        for word in sorted(set(typed.head), key=lambda w: len(self._holders.get(w, ()))):
            if not held:
                break
            held &= self._holders.get(word, frozenset())
        return [self.entries[i] for i in sorted(held)]


# --- The entries, read once per process -----------------------------------------------------------

_lock = threading.Lock()
_entries: Entries | None = None


def current_entries() -> Entries:
    global _entries
    entries = _entries
    if entries is None:
        with _lock:
            if _entries is None:
                _entries = read_entries()
            entries = _entries
    return entries


def forget() -> None:
    """The corpus changed (or may have): read it again at the next suggestion."""
    global _entries
    with _lock:
        _entries = None


on_change(forget)


def read_entries() -> Entries:
    """Every keyword, then every question that has an answer, of the corpus in the database."""
    from rules.corpus import _section_label  # the glossary's own way to tell two entries of one name apart
    from rules.models import Keyword, Question

    entries: list[Entry] = []
    keywords = list(Keyword.objects.select_related("game", "section").order_by("game__order", "order", "pk"))
    homonyms = Counter((kw.game_id, fold(kw.name)) for kw in keywords)
    for kw in keywords:
        title = kw.name
        if homonyms[kw.game_id, fold(kw.name)] > 1:
            title = f"{kw.name} ({_section_label(kw.section)})"
        forms = tuple(dict.fromkeys(tuple(_WORD.findall(fold(name))) for name in (kw.name, *kw.aliases)))
        entries.append(Entry("keyword", kw.game.slug, kw.game.name, title,
                             reverse("rules:keyword", args=[kw.game.slug, kw.slug]),
                             tuple(f for f in forms if f), frozenset(w for f in forms for w in f), len(entries)))

    # A question links to its first answer in the corpus's order (Passage.Meta.ordering), as its « Questions
    # fréquentes » list does (rules/corpus.py questions_of).
    first: dict[int, tuple] = {}
    answers = Question.answers.through.objects.values_list(
        "question_id", "passage__section__game__slug", "passage__section__slug", "passage__anchor",
        "passage__section__order", "passage__order")
    for question_id, game, section, anchor, section_order, order in answers:
        key = (section_order, order)
        if question_id not in first or key < first[question_id][0]:
            first[question_id] = (key, game, section, anchor)
    for question in Question.objects.select_related("game").order_by("game__order", "order"):
        if question.pk not in first:
            continue
        _, game, section, anchor = first[question.pk]
        text = question.text[:1].upper() + question.text[1:]
        entries.append(Entry("question", question.game.slug, question.game.name, text,
                             f"{reverse('rules:section', args=[game, section])}#{anchor}",
                             (), frozenset(_WORD.findall(fold(question.text))), len(entries)))
    return Entries(entries)
