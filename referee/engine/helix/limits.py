"""The board's limits: may this card enter play, given the cards already there?

The rules, each a passage of ``rules/sources/helix.md``:

* tokens — « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. » A sixth token
  under one controller is refused; the opponent's tokens do not count;
* Épique — « 1 seule occurrence de la même Épique en jeu »; Légendaire — « 1 seule occurrence de la même
  Légendaire en jeu ». A second copy (same name) under the same controller is refused. The book does not say
  whether the opponent's copy counts (« en jeu » without an owner): that entry is a :class:`Doubt`, refused
  on one reading, allowed on the other;
* Commune — « pas de limite au nombre d'occurrences en jeu »;
* Divinité — « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque »: each player has one; a
  second Divinité under one controller is refused. (That only Tempus's power invokes it is a matter of
  how it is paid, :mod:`.payment`.)

The interface, kept small for every caller (the combat check, the payment, the lasting effects)::

    verdict = limits.entry(Piece("Loup", token=True), mine=[...], theirs=[...])
    verdict.allowed            # no refusal
    verdict.refusals           # each with its rule anchor, a code and a sentence (language in force)
    verdict.doubts             # open points: flag them with trace.silent(d.text, d.rule)
    verdict.held               # the limits that applied and held: trace.add(h.text, h.rule)

    limits.board(mine, theirs) # a whole board, each card as if it entered after those before it

Cards are told apart by their printed name (case, accents and apostrophes aside); a card without a name is
never « the same » as another. A rarity of ``None`` is unknown: a second copy of it is a doubt, not a refusal.
Pure functions: no Django, no state.
"""
from __future__ import annotations

import enum
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from . import phrasebook as say
from . import rules
from .model import Category, Rarity


class Limit(enum.Enum):
    """The limits the book puts on the cards in play."""

    TOKENS = "tokens"
    EPIQUE = "epique"
    LEGENDAIRE = "legendaire"
    COMMUNE = "commune"
    DIVINITE = "divinite"

    @property
    def rule(self) -> str:
        """The passage that sets the limit."""
        return _RULES[self]


_RULES = {Limit.TOKENS: rules.TOKENS_LIMIT, Limit.EPIQUE: rules.EPIQUE_LIMIT, Limit.LEGENDAIRE: rules.LEGENDAIRE_LIMIT,
          Limit.COMMUNE: rules.COMMUNE_LIMIT, Limit.DIVINITE: rules.DIVINITE_LIMIT}
_UNIQUE = {Rarity.EPIC: Limit.EPIQUE, Rarity.LEGENDARY: Limit.LEGENDAIRE}


@dataclass(frozen=True)
class Piece:
    """A card in play, or entering play, as the limits see it."""

    name: str = ""
    """Its printed name: two cards of one name are « the same » card. Blank: told apart from every other."""

    rarity: Rarity | None = Rarity.COMMON
    """Commune, Épique or Légendaire; ``None``: not given (a second copy is then a doubt)."""

    category: Category | None = None
    """Créature, Objet, Sort or Divinité; ``None``: not given (only the Divinité's limit reads it)."""

    token: bool = False
    """A token creature (an « Invocation »)."""


@dataclass(frozen=True)
class Refusal:
    """A limit the entry breaks: the card may not enter play."""

    limit: Limit
    rule: str
    """The passage anchor of the limit."""
    code: str
    """A machine-readable code: ``too_many_tokens``, ``unique_in_play``, ``one_divinity``."""
    text: str
    """What is refused and why, in the language in force."""


@dataclass(frozen=True)
class Doubt:
    """An entry refused on one reading of the book (or for one value of a rarity not given), allowed on the other."""

    limit: Limit
    rule: str
    text: str
    """Both readings and what each gives, in the language in force."""


@dataclass(frozen=True)
class Held:
    """A limit that applied to the entry and holds: a step of the ruling."""

    limit: Limit
    rule: str
    text: str


@dataclass(frozen=True)
class Verdict:
    """What the board's limits say of one card entering play."""

    refusals: tuple[Refusal, ...] = ()
    doubts: tuple[Doubt, ...] = ()
    held: tuple[Held, ...] = ()

    @property
    def allowed(self) -> bool:
        """No limit refuses it (a doubt may still, on one reading)."""
        return not self.refusals


def same_name(a: str, b: str) -> bool:
    """Two printed names of one card: case, accents, apostrophes and spaces aside; a blank name matches none."""
    key_a, key_b = normalized(a), normalized(b)
    return bool(key_a) and key_a == key_b


def normalized(name: str) -> str:
    """A printed name as the limits compare it: case, accents, apostrophes and spaces aside."""
    decomposed = unicodedata.normalize("NFKD", name.replace("’", "'"))
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.casefold().split())


def entry(entering: Piece, mine: Sequence[Piece], theirs: Sequence[Piece] = ()) -> Verdict:
    """May ``entering`` enter play under a controller who has ``mine`` in play, facing ``theirs``?

    Every limit is read, in the book's order (tokens, rarities, Divinité); all the refusals come at once."""
    found = list(_tokens(entering, mine)) + list(_rarity(entering, mine, theirs)) + list(_divinity(entering, mine))
    return Verdict(tuple(f for f in found if isinstance(f, Refusal)), tuple(f for f in found if isinstance(f, Doubt)),
                   tuple(f for f in found if isinstance(f, Held)))


def board(mine: Sequence[Piece], theirs: Sequence[Piece] = ()) -> tuple[tuple[int, Verdict], ...]:
    """A controller's whole board, each card read as if it entered after the ones before it.

    Gives the verdicts that refuse or doubt, by the card's position in ``mine``. To read both players' boards,
    call it once with the opponent's cards as ``theirs`` and once without, so a copy on each side is one doubt."""
    verdicts = []
    for i, piece in enumerate(mine):
        verdict = entry(piece, mine[:i], theirs)
        if verdict.refusals or verdict.doubts:
            verdicts.append((i, verdict))
    return tuple(verdicts)


# --- The limits, in the book's order ---------------------------------------------------------------

Finding = Refusal | Doubt | Held


def _tokens(entering: Piece, mine: Sequence[Piece]) -> Iterator[Finding]:
    # « Les Créatures Tokens qui sont mises en jeu sont limitées à 5 par Contrôleur. »
    if not entering.token:
        return
    tokens = sum(p.token for p in mine)
    if tokens >= rules.TOKENS_PER_CONTROLLER:
        yield Refusal(Limit.TOKENS, Limit.TOKENS.rule, "too_many_tokens", say.limit_tokens_full(entering.name, tokens))
    else:
        yield Held(Limit.TOKENS, Limit.TOKENS.rule, say.limit_tokens_room(entering.name, tokens))


def _rarity(entering: Piece, mine: Sequence[Piece], theirs: Sequence[Piece]) -> Iterator[Finding]:
    copies = [p for p in mine if same_name(p.name, entering.name)]
    theirs_copies = [p for p in theirs if same_name(p.name, entering.name)]
    if not copies and not theirs_copies:
        if entering.rarity in _UNIQUE:
            limit = _UNIQUE[entering.rarity]
            yield Held(limit, limit.rule, say.limit_unique_free(entering.name, entering.rarity))
        return
    rarity = entering.rarity
    if rarity is None:  # the copy in play may say it
        rarity = next((p.rarity for p in (*copies, *theirs_copies) if p.rarity is not None), None)
    if rarity is Rarity.COMMON:
        # « pas de limite au nombre d'occurrences en jeu »
        yield Held(Limit.COMMUNE, Limit.COMMUNE.rule, say.limit_common(entering.name, len(copies)))
        return
    if rarity is None:
        if copies:
            yield Doubt(Limit.EPIQUE, Limit.EPIQUE.rule, say.limit_rarity_unknown(entering.name))
        return
    limit = _UNIQUE[rarity]
    # « 1 seule occurrence de la même Épique en jeu »: the controller's own copy, certainly.
    if len(copies) >= rules.SAME_UNIQUE_IN_PLAY:
        yield Refusal(limit, limit.rule, "unique_in_play", say.limit_unique_taken(entering.name, rarity))
    # « en jeu » names no owner: the opponent's copy counts on one reading only.
    elif theirs_copies:
        yield Doubt(limit, limit.rule, say.limit_unique_opponent(entering.name, rarity))


def _divinity(entering: Piece, mine: Sequence[Piece]) -> Iterator[Finding]:
    # « 1 seule Divinité ! Elle n'est pas intégrée à votre Bibliothèque »: one a player; the opponent has his own.
    if entering.category is not Category.DIVINITY:
        return
    divinities = sum(p.category is Category.DIVINITY for p in mine)
    if divinities >= rules.DIVINITIES_PER_PLAYER:
        yield Refusal(Limit.DIVINITE, Limit.DIVINITE.rule, "one_divinity", say.limit_divinity_taken(entering.name))
    else:
        yield Held(Limit.DIVINITE, Limit.DIVINITE.rule, say.limit_divinity_free(entering.name))
