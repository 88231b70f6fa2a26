"""The small query language of the search box, parsed into a plain description.

    charge repli            words (all accents optional)
    "points de vie"         a phrase
    jeu:noxilia             only one game (jeu:helix, jeu:veiel, jeu:stellar-nexus, …)
    type:mot-cle            only keywords (type:section for rules sections, type:decision for judges' rulings)

Anything else is just text: punctuation, `* ~ ( ) ^ [` and markup are ignored, never
interpreted. A malformed filter is an error that says how to write it.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from django.utils.translation import gettext, ngettext

from rules.parsing import GAME_SLUGS
from rules.text import fold
from search.games import NAMED_BY

MAX_QUERY_LENGTH = 500
MAX_PHRASES = 4  # each "phrase" is a positional match: a few are a question, dozens an attack

KIND_ALIASES = {
    "section": "section", "sections": "section", "regle": "section", "regles": "section",
    "mot-cle": "keyword", "motcle": "keyword", "mots-cles": "keyword", "glossaire": "keyword",
    "keyword": "keyword", "capacite": "keyword", "decision": "ruling", "decisions": "ruling", "ruling": "ruling",
}
ALL_GAMES = {"tous", "all"}  # jeu=tous: every game, even when the question names one
FILTER_KEYS = {"jeu": "game", "game": "game", "type": "kind", "kind": "kind"}

class QueryError(ValueError):
    """The query cannot be understood; the message says what to change (shown as a 400)."""

    def __init__(self, message: str, field: str = "q"):
        super().__init__(message)
        self.message = message
        self.field = field


@dataclass
class ParsedQuery:
    words: list[str] = field(default_factory=list)
    """Folded words, in order."""
    phrases: list[list[str]] = field(default_factory=list)
    """Folded phrases, each a list of words."""
    game: str | None = None
    kind: str | None = None
    notes: list[str] = field(default_factory=list)
    """What was adjusted, said in the reader's language (« guillemet non fermé : … »)."""
    partial: bool = False
    """The last word may be unfinished (as-you-type): match it as a prefix too."""
    all_games: bool = False
    """Search every game even when the question names one (the filter « jeu=tous »)."""
    context: str | None = None
    """The game at the table (``context=``): a preference, not a filter. Its passages come first; another
    game's only when the question names it or nothing in the context answers (search/service.py)."""

    @property
    def is_empty(self) -> bool:
        return not self.words and not self.phrases

    @property
    def text(self) -> str:
        return " ".join(self.words + [" ".join(p) for p in self.phrases])


def _clean(raw: str) -> str:
    # Control and format characters are never meaningful in a query.
    return "".join(" " if unicodedata.category(c)[0] == "C" else c for c in raw)


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", fold(text))


def parse_query(raw: str, game: str | None = None, kind: str | None = None,
                context: str | None = None) -> ParsedQuery:
    """Parse the search box; ``game`` and ``kind`` come from the filter links, ``context`` from the page the
    question was asked from (the game at the table; empty or « tous »: none)."""
    if len(raw) > MAX_QUERY_LENGTH:
        raise QueryError(gettext("La recherche fait %(length)d caractères : %(most)d au plus. Raccourcissez-la à "
                                 "quelques mots.") % {"length": len(raw), "most": MAX_QUERY_LENGTH})
    # Folding can lengthen a text (« ㎈ » → « cal », « ﬄ » → « ffl »): the bound holds after it too.
    if len(fold(raw)) > MAX_QUERY_LENGTH:
        raise QueryError(gettext("Une fois ses caractères spéciaux décomposés (« ﬄ » en « ffl »), la recherche "
                                 "dépasse %(most)d caractères : raccourcissez-la à quelques mots.")
                         % {"most": MAX_QUERY_LENGTH})
    text = _clean(raw)
    all_games = bool(game) and fold(game).strip() in ALL_GAMES
    parsed = ParsedQuery(game=_game(game, "game") if game and not all_games else None,
                         kind=_kind(kind, "kind") if kind else None, all_games=all_games)
    if context and fold(context).strip() not in ALL_GAMES:
        parsed.context = _game(context, "context")
    parsed.partial = bool(text) and not text[-1].isspace() and not text.rstrip().endswith('"')

    if text.count('"') % 2:
        parsed.notes.append(gettext("guillemet non fermé : la fin de la recherche est lue comme une expression"))
        text += '"'
    for match in re.finditer(r'"([^"]*)"|(\S+)', text):
        phrase, token = match.group(1), match.group(2)
        if phrase is not None:
            words = _words(phrase)
            if len(words) > 1:
                parsed.phrases.append(words)
            else:
                parsed.words.extend(words)
            continue
        key, sep, value = token.partition(":")
        if sep and fold(key) in FILTER_KEYS:
            target = FILTER_KEYS[fold(key)]
            if target == "game" and fold(value).strip() in ALL_GAMES:
                parsed.game, parsed.all_games = None, True
            elif target == "game":
                parsed.game = _game(value, "q")
            else:
                parsed.kind = _kind(value, "q")
            continue
        parsed.words.extend(_words(token))
    if len(parsed.phrases) > MAX_PHRASES:
        extra = len(parsed.phrases) - MAX_PHRASES
        parsed.notes.append(ngettext("%(n)d expression entre guillemets ignorée (%(most)d au plus)",
                                     "%(n)d expressions entre guillemets ignorées (%(most)d au plus)", extra)
                            % {"n": extra, "most": MAX_PHRASES})
        del parsed.phrases[MAX_PHRASES:]
    if parsed.phrases or not parsed.words:
        parsed.partial = False
    return parsed


def _game(value: str, field_name: str) -> str:
    slug = NAMED_BY.get(tuple(re.findall(r"[a-z0-9]+", fold(value))))
    if not slug:
        shown = value or gettext("(vide)")
        raise QueryError(
            gettext("Jeu inconnu : « %(value)s ». Écrivez jeu: suivi de %(games)s (par exemple jeu:noxilia).")
            % {"value": shown, "games": ", ".join(GAME_SLUGS)}, field_name)
    return slug


def _kind(value: str, field_name: str) -> str:
    kind = KIND_ALIASES.get(fold(value).strip())
    if not kind:
        raise QueryError(
            gettext("Type inconnu : « %(value)s ». Écrivez type:section, type:mot-cle ou type:decision.")
            % {"value": value or gettext("(vide)")}, field_name)
    return kind
