"""Héliosthenos: the combat score, who wins, and what becomes of the loser.

The rules (``rules/sources/heliosthenos.md``, section « Combat »):

* the fight happens on the defender's square, whose column gives the milieu (terrain);
* the *score de milieu* is the difference of the two cards' strengths in that milieu;
* the *score restant* is the number of other milieux the card dominates minus the number
  where it is dominated — the worked example, (7,2,4,2,3) against (4,4,4,4,4) on désert,
  scores « 3-1+0-1-1 » = 0, so each milieu counts one, whatever the margin;
* the *score total* is the score de milieu (« score de terrain ») plus the score restant;
  the greater score total wins; the rulebook does not settle a tie;
* a loser with the greater score de milieu may flee one square; otherwise the winner
  chooses: prisoner, or finish it;
* two attackers against one: the defender has -1 in every milieu and the attacker picks who
  fights; one attacker against a square of two: the attacker has -1 in every milieu, the
  defender picks who fights, and a beaten defender is only wounded; two against two: the
  defender pairs the cards.

All scores are given from the attacker's side: positive favours the attacker.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from itertools import permutations
from typing import Any, Mapping

from referee.engine.trace import InvalidInput, Step, Trace

# --- Rule anchors -------------------------------------------------------------------------
BOARD = "heliosthenos/surface-de-jeu"
CARDS = "heliosthenos/cartes"
PLAY = "heliosthenos/jeu"
COMBAT = "heliosthenos/combat"
SCORE_MILIEU = "heliosthenos/glossaire/score-de-milieu"
SCORE_RESTANT = "heliosthenos/glossaire/score-restant"
SCORE_TOTAL = "heliosthenos/glossaire/score-total"
PRISONERS = "heliosthenos/prisonniers-et-blesses"
TERRITORIES = "heliosthenos/glossaire/territoires"

# --- Rule numbers -------------------------------------------------------------------------
# « Au verso il y a 5 chiffres allant de 1 à 10 indiquant la force de la carte dans chaque milieu. »
STRENGTH_COUNT = 5
MIN_STRENGTH, MAX_STRENGTH = 1, 10
# « une surface de jeu de 5 par 5 »
BOARD_SIZE = 5
# « Il peut y avoir maximum 2 cartes par case. »
MAX_CARDS_PER_SQUARE = 2
# « l'attaquant a un malus de 1 à tous les milieux » / « c'est le défenseur qui a un malus de 1 »
OUTNUMBERED_MALUS = 1


class Terrain(enum.Enum):
    """The five milieux, in the rulebook's order: « désert, montagne, marais, chaos, glace »."""

    DESERT = "desert"
    MONTAGNE = "montagne"
    MARAIS = "marais"
    CHAOS = "chaos"
    GLACE = "glace"

    @property
    def label(self) -> str:
        return TERRAIN_LABELS[self]

    @property
    def index(self) -> int:
        return list(Terrain).index(self)

    @classmethod
    def of_column(cls, column: int) -> "Terrain":
        """« Chaque colonne représente un type de terrain différent » (columns 1 to 5, in order)."""
        return list(cls)[column - 1]


TERRAIN_LABELS = {
    Terrain.DESERT: "désert", Terrain.MONTAGNE: "montagne", Terrain.MARAIS: "marais",
    Terrain.CHAOS: "chaos", Terrain.GLACE: "glace",
}


class Occupant(enum.Enum):
    """What else stands on the defender's square besides its active card(s)."""

    NONE = "aucun"
    PRISONER = "prisonnier"
    """A card of the attacker's, beaten and held by the defender."""
    WOUNDED = "blesse"
    """A card of the defender's own, beaten and held."""


class Side(enum.Enum):
    ATTACKER = "attaquant"
    DEFENDER = "defenseur"

    @property
    def label(self) -> str:
        return "l'attaquant" if self is Side.ATTACKER else "le défenseur"


@dataclass(frozen=True)
class Card:
    """A creature, by its five strengths (désert, montagne, marais, chaos, glace)."""

    strengths: tuple[int, ...]
    """Five strengths from 1 to 10, in the rulebook's milieu order."""
    name: str = ""
    """An optional name shown in the steps."""

    def label(self, default: str) -> str:
        shown = "(" + ",".join(str(s) for s in self.strengths) + ")"
        return f"{self.name} {shown}" if self.name else f"{default} {shown}"


@dataclass(frozen=True)
class Square:
    """A square of the 5×5 board: row and column from 1 to 5; the column gives the terrain."""

    row: int
    column: int


@dataclass(frozen=True)
class CombatInput:
    """One attack of Héliosthenos."""

    attackers: tuple[Card, ...]
    """One or two attacking cards."""
    defenders: tuple[Card, ...]
    """One or two active cards on the attacked square."""
    terrain: Terrain
    """The milieu of the defender's square."""
    square: Square | None = None
    """The defender's square, if given (its column gave the terrain)."""
    occupant: Occupant = Occupant.NONE
    """A prisoner or a wounded card also on the defender's square."""
    defender_territory: bool = False
    """The square is one of the defender's own territories."""
    attacker_choice: int | None = None
    """Two attackers against one: the index of the attacker who fights (the attacker picks)."""
    defender_choice: int | None = None
    """One attacker against two: the index of the defender who fights (the defender picks)."""
    pairing: tuple[int, int] | None = None
    """Two against two: pairing[i] is the defender facing attacker i (the defender pairs them)."""

    @classmethod
    def from_dict(cls, data: Any) -> "CombatInput":
        """Build and validate the input from JSON data (see the API documentation)."""
        if not isinstance(data, Mapping):
            raise InvalidInput("", "Le corps de la requête doit être un objet JSON.", COMBAT)
        attackers = _cards(data, "attackers")
        defenders = _cards(data, "defenders")
        square = _square(data.get("square"))
        terrain = _terrain(data.get("terrain"), square)
        occupant = _enum(Occupant, data.get("occupant", Occupant.NONE.value), "occupant", PRISONERS)
        return cls(
            attackers=attackers, defenders=defenders, terrain=terrain, square=square, occupant=occupant,
            defender_territory=_bool(data.get("defender_territory", False), "defender_territory"),
            attacker_choice=_index(data.get("attacker_choice"), "attacker_choice", len(attackers)),
            defender_choice=_index(data.get("defender_choice"), "defender_choice", len(defenders)),
            pairing=_pairing(data.get("pairing"), len(attackers), len(defenders)),
        ).validated()

    def validated(self) -> "CombatInput":
        for side, cards in (("attackers", self.attackers), ("defenders", self.defenders)):
            for i, card in enumerate(cards):
                _check_strengths(card.strengths, f"{side}[{i}].strengths")
        if not 1 <= len(self.attackers) <= 2:
            raise InvalidInput("attackers", f"{len(self.attackers)} attaquants : le livret ne prévoit que "
                               "l'attaque d'une ou de deux créatures. Donnez 1 ou 2 attaquants.", COMBAT)
        if not 1 <= len(self.defenders) <= MAX_CARDS_PER_SQUARE:
            raise InvalidInput("defenders", f"{len(self.defenders)} défenseurs : une case contient au plus "
                               f"{MAX_CARDS_PER_SQUARE} cartes. Donnez 1 ou 2 défenseurs.", PLAY)
        if self.occupant is not Occupant.NONE and len(self.defenders) == MAX_CARDS_PER_SQUARE:
            raise InvalidInput("occupant", "Une case contient au plus 2 cartes : avec deux défenseurs actifs, "
                               "elle ne peut pas contenir aussi un prisonnier ou un blessé.", PLAY)
        return self


@dataclass(frozen=True)
class Fight:
    """One card against one card, scored from the attacker's side."""

    attacker: int
    defender: int
    attacker_strengths: tuple[int, ...]
    """After any malus."""
    defender_strengths: tuple[int, ...]
    milieu_score: int
    """Attacker's strength minus defender's, in the milieu of the fight."""
    remaining_score: int
    """Other milieux dominated minus other milieux where dominated."""
    total_score: int
    winner: Side | None
    """None when the score total is a tie (the rulebook does not settle it)."""
    loser_may_flee: bool
    """The loser's own score de milieu is greater than the winner's."""


@dataclass(frozen=True)
class Option:
    """One way the fights can go, for a choice a player makes (who fights, the pairing)."""

    label: str
    chooser: Side | None
    fights: tuple[Fight, ...]


@dataclass(frozen=True)
class CombatResult:
    terrain: Terrain
    attacker_malus: int
    defender_malus: int
    options: tuple[Option, ...]
    """One option when nothing is left to choose; otherwise one per possible choice."""
    steps: tuple[Step, ...]
    summary: str


# --- Scoring ------------------------------------------------------------------------------

def with_malus(strengths: tuple[int, ...], malus: int) -> tuple[int, ...]:
    return tuple(s - malus for s in strengths)


def milieu_score(attacker: tuple[int, ...], defender: tuple[int, ...], terrain: Terrain) -> int:
    """« la différence entre les forces des deux cartes du milieu sur lequel se déroule le combat »."""
    return attacker[terrain.index] - defender[terrain.index]


def remaining_score(attacker: tuple[int, ...], defender: tuple[int, ...], terrain: Terrain) -> int:
    """Milieux dominated minus milieux where dominated, the fight's own milieu left out.

    Each milieu counts one, as the worked example shows (« 3-1+0-1-1 »).
    """
    others = [i for i in range(STRENGTH_COUNT) if i != terrain.index]
    dominated = sum(1 for i in others if attacker[i] > defender[i])
    dominating = sum(1 for i in others if attacker[i] < defender[i])
    return dominated - dominating


def fight(attacker_card: Card, defender_card: Card, terrain: Terrain, attacker_malus: int,
          defender_malus: int, attacker: int = 0, defender: int = 0) -> Fight:
    a = with_malus(attacker_card.strengths, attacker_malus)
    d = with_malus(defender_card.strengths, defender_malus)
    milieu = milieu_score(a, d, terrain)
    remaining = remaining_score(a, d, terrain)
    total = milieu + remaining
    winner = Side.ATTACKER if total > 0 else Side.DEFENDER if total < 0 else None
    # The loser flees if *its* score de milieu is greater: the milieu score seen from its side.
    loser_may_flee = (winner is Side.ATTACKER and milieu < 0) or (winner is Side.DEFENDER and milieu > 0)
    return Fight(attacker, defender, a, d, milieu, remaining, total, winner, loser_may_flee)


# --- Resolution ---------------------------------------------------------------------------

def resolve(combat: CombatInput) -> CombatResult:
    """Score the attack, say who wins and what the rules let each player do next."""
    combat.validated()
    trace = Trace()
    _explain_terrain(combat, trace)
    attacker_malus, defender_malus = _maluses(combat, trace)
    options = tuple(_options(combat, attacker_malus, defender_malus, trace))
    for option in options:
        if len(options) > 1:
            trace.choice(f"Si {option.label} :", COMBAT, option=option.label)
        for f in option.fights:
            _explain_fight(combat, f, trace)
            _explain_outcome(combat, f, trace)
        if len(option.fights) == 2:
            trace.silent("Le livret ne dit pas comment se combinent les deux combats d'une attaque à deux "
                         "contre deux (par exemple une victoire et une défaite) : à trancher par l'arbitre.", COMBAT)
    return CombatResult(combat.terrain, attacker_malus, defender_malus, options, trace.steps(),
                        summary(combat, options))


def _explain_terrain(combat: CombatInput, trace: Trace) -> None:
    if combat.square is not None:
        trace.add(f"Le combat a lieu sur la case du défenseur (ligne {combat.square.row}, colonne "
                  f"{combat.square.column}) : la colonne {combat.square.column} est un terrain de type "
                  f"{combat.terrain.label}.", BOARD, row=combat.square.row, column=combat.square.column,
                  terrain=combat.terrain.value)
    else:
        trace.add(f"Le combat a lieu sur la case du défenseur, en {combat.terrain.label}.", COMBAT,
                  terrain=combat.terrain.value)


def _maluses(combat: CombatInput, trace: Trace) -> tuple[int, int]:
    attackers, defenders = len(combat.attackers), len(combat.defenders)
    if attackers == 2 and defenders == 1:
        trace.add("Deux créatures attaquent une seule : le défenseur a un malus de 1 à tous les milieux, "
                  "et l'attaquant choisit la créature qui va se battre.", COMBAT, defender_malus=OUTNUMBERED_MALUS)
        return 0, OUTNUMBERED_MALUS
    if attackers == 1 and defenders == 2:
        trace.add("Une seule créature attaque une case qui en contient deux : l'attaquant a un malus de 1 à "
                  "tous les milieux, et le défenseur choisit la carte qui va se battre.", COMBAT,
                  attacker_malus=OUTNUMBERED_MALUS)
        return OUTNUMBERED_MALUS, 0
    if attackers == 2 and defenders == 2:
        trace.add("Deux créatures attaquent deux créatures sur une même case : le défenseur choisit quelle "
                  "créature va prendre quelle créature ; aucun malus n'est prévu.", COMBAT)
    return 0, 0


def _options(combat: CombatInput, attacker_malus: int, defender_malus: int, trace: Trace):
    def one(a: int, d: int) -> Fight:
        return fight(combat.attackers[a], combat.defenders[d], combat.terrain, attacker_malus, defender_malus, a, d)

    attackers, defenders = len(combat.attackers), len(combat.defenders)
    if attackers == 1 and defenders == 1:
        yield Option("", None, (one(0, 0),))
    elif attackers == 2 and defenders == 1:
        choices = [combat.attacker_choice] if combat.attacker_choice is not None else [0, 1]
        for a in choices:
            yield Option(f"l'attaquant envoie {combat.attackers[a].label(f'l’attaquant {a + 1}')}", Side.ATTACKER,
                         (one(a, 0),))
    elif attackers == 1 and defenders == 2:
        choices = [combat.defender_choice] if combat.defender_choice is not None else [0, 1]
        for d in choices:
            yield Option(f"le défenseur envoie {combat.defenders[d].label(f'le défenseur {d + 1}')}", Side.DEFENDER,
                         (one(0, d),))
    else:
        pairings = [combat.pairing] if combat.pairing is not None else list(permutations(range(2)))
        for pairing in pairings:
            label = " et ".join(f"{combat.attackers[a].label(f'l’attaquant {a + 1}')} contre "
                                f"{combat.defenders[d].label(f'le défenseur {d + 1}')}" for a, d in enumerate(pairing))
            yield Option(f"le défenseur oppose {label}", Side.DEFENDER, tuple(one(a, d) for a, d in enumerate(pairing)))


def _explain_fight(combat: CombatInput, f: Fight, trace: Trace) -> None:
    a_card, d_card = combat.attackers[f.attacker], combat.defenders[f.defender]
    a_name, d_name = a_card.label("L'attaquant"), d_card.label("le défenseur")
    t = combat.terrain
    if f.attacker_strengths != a_card.strengths or f.defender_strengths != d_card.strengths:
        trace.add(f"Forces après malus : attaquant {_fmt(f.attacker_strengths)}, défenseur "
                  f"{_fmt(f.defender_strengths)}.", COMBAT, attacker=list(f.attacker_strengths),
                  defender=list(f.defender_strengths))
    trace.add(f"{a_name} contre {d_name} en {t.label} : {f.attacker_strengths[t.index]} contre "
              f"{f.defender_strengths[t.index]}, score de milieu {_signed(f.milieu_score)} pour l'attaquant.",
              SCORE_MILIEU, milieu_score=f.milieu_score)
    details = []
    for i, other in enumerate(Terrain):
        if i == t.index:
            continue
        a, d = f.attacker_strengths[i], f.defender_strengths[i]
        mark = "+1" if a > d else "-1" if a < d else "0"
        details.append(f"{other.label} {a}/{d} → {mark}")
    trace.add(f"Score restant (sans le milieu du combat) : {'; '.join(details)} = {_signed(f.remaining_score)}.",
              SCORE_RESTANT, remaining_score=f.remaining_score)
    trace.add(f"Score total = score de milieu (« score de terrain ») {_signed(f.milieu_score)} + score restant "
              f"{_signed(f.remaining_score)} = {_signed(f.total_score)}.", SCORE_TOTAL, total_score=f.total_score)


def _explain_outcome(combat: CombatInput, f: Fight, trace: Trace) -> None:
    if f.winner is None:
        trace.silent("Score total nul : égalité. Le livret dit seulement que « le vainqueur est celui avec le "
                     "plus grand score total » ; il ne tranche pas l'égalité. À décider par l'arbitre ou "
                     "par accord des joueurs.", COMBAT, total_score=0)
        return
    loser = Side.DEFENDER if f.winner is Side.ATTACKER else Side.ATTACKER
    trace.add(f"Le vainqueur est {f.winner.label}, avec le plus grand score total.", COMBAT,
              winner=f.winner.value)
    outnumbered_defender = len(combat.attackers) == 1 and len(combat.defenders) == 2
    if outnumbered_defender and f.winner is Side.ATTACKER:
        _wounded_defender(combat, trace)
        return
    if f.loser_may_flee:
        trace.choice(f"Le vaincu ({loser.label}) a un plus grand score de milieu : il peut fuir en s'éloignant "
                     "d'une case.", COMBAT, loser=loser.value)
        trace.silent("Le livret ne dit pas ce qui arrive si le vaincu ne fuit pas, ni s'il ne trouve aucune "
                     "case libre pour fuir.", COMBAT)
        if loser is Side.DEFENDER:
            _occupant_on_retreat(combat, trace)
    else:
        trace.choice(f"Le vaincu ({loser.label}) n'a pas un plus grand score de milieu : {f.winner.label} "
                     "choisit entre le faire prisonnier ou l'achever.", COMBAT, loser=loser.value)
        if loser is Side.DEFENDER:
            _occupant_when_taken(combat, trace)


def _wounded_defender(combat: CombatInput, trace: Trace) -> None:
    trace.add("La case contenait deux créatures attaquées par une seule : la créature du défenseur qui s'est "
              "battue devient blessée. L'attaquant doit attaquer une deuxième fois (au tour suivant) pour "
              "battre la deuxième carte et prendre possession de la case.", COMBAT)
    if combat.defender_territory:
        trace.add("La case est un territoire du défenseur : le blessé peut y être soigné à chaque tour, et la "
                  "seule façon de prendre ce terrain est d'attaquer avec 2 créatures.", COMBAT)


def _occupant_on_retreat(combat: CombatInput, trace: Trace) -> None:
    if combat.occupant is Occupant.NONE:
        return
    taken = ("le prisonnier, repris à l'adversaire, devient un blessé de l'attaquant"
             if combat.occupant is Occupant.PRISONER else "le blessé du défenseur devient un prisonnier de l'attaquant")
    held = "prisonnier" if combat.occupant is Occupant.PRISONER else "blessé"
    trace.add(f"Si le défenseur bat en retraite, l'attaquant prend possession du {held} qui était sur la case : "
              f"{taken}.", COMBAT, occupant=combat.occupant.value)


def _occupant_when_taken(combat: CombatInput, trace: Trace) -> None:
    if combat.occupant is Occupant.NONE:
        return
    trace.add("Si le défenseur est fait prisonnier, l'autre carte de la case (prisonnier ou blessé) « meurt » "
              "lors de l'attaque et est enlevée de la surface de jeu (maximum 2 cartes par case).", COMBAT,
              occupant=combat.occupant.value)
    trace.silent("Si le vainqueur achève le défenseur au lieu de le faire prisonnier, le livret ne dit pas ce "
                 "que devient le prisonnier ou le blessé de la case.", COMBAT)


# --- Summary ------------------------------------------------------------------------------

def _signed(number: int) -> str:
    """+3, -3, and a plain 0 (as the rulebook writes « le score total sera 0 »)."""
    return f"{number:+d}" if number else "0"


def _fmt(strengths: tuple[int, ...]) -> str:
    return "(" + ",".join(str(s) for s in strengths) + ")"


def _fight_summary(combat: CombatInput, f: Fight) -> str:
    a = _fmt(combat.attackers[f.attacker].strengths)
    d = _fmt(combat.defenders[f.defender].strengths)
    head = (f"{a} attaque {d} en {combat.terrain.label} : milieu {_signed(f.milieu_score)}, "
            f"restant {_signed(f.remaining_score)}, total {_signed(f.total_score)}")
    if f.winner is None:
        return f"{head} — égalité, non tranchée par la règle"
    if len(combat.attackers) == 1 and len(combat.defenders) == 2 and f.winner is Side.ATTACKER:
        return f"{head} — l'attaquant gagne : le défenseur est blessé, une deuxième attaque est nécessaire"
    fate = "le vaincu peut fuir" if f.loser_may_flee else "le vainqueur choisit : prisonnier ou achevé"
    return f"{head} — {f.winner.label} gagne, {fate}"


def summary(combat: CombatInput, options: tuple[Option, ...]) -> str:
    parts = []
    for option in options:
        fights = " ; ".join(_fight_summary(combat, f) for f in option.fights)
        parts.append(f"si {option.label} : {fights}" if option.label else fights)
    return " | ".join(parts)


# --- Input parsing ------------------------------------------------------------------------

def _check_strengths(strengths: Any, field: str) -> None:
    if (not isinstance(strengths, (list, tuple)) or len(strengths) != STRENGTH_COUNT
            or not all(isinstance(s, int) and not isinstance(s, bool) for s in strengths)):
        raise InvalidInput(field, "Une carte a 5 forces (désert, montagne, marais, chaos, glace), des entiers "
                           f"de {MIN_STRENGTH} à {MAX_STRENGTH} : par exemple [7, 2, 4, 2, 3].", CARDS)
    for s in strengths:
        if not MIN_STRENGTH <= s <= MAX_STRENGTH:
            raise InvalidInput(field, f"Force {s} impossible : chaque force va de {MIN_STRENGTH} à {MAX_STRENGTH}.", CARDS)


def _cards(data: Mapping, field: str) -> tuple[Card, ...]:
    raw = data.get(field)
    if not isinstance(raw, list) or not raw:
        raise InvalidInput(field, "Donnez une liste de 1 ou 2 cartes, chacune {\"strengths\": [5 forces]}.", COMBAT)
    cards = []
    for i, item in enumerate(raw):
        if isinstance(item, list):
            item = {"strengths": item}
        if not isinstance(item, Mapping):
            raise InvalidInput(f"{field}[{i}]", "Une carte est un objet {\"strengths\": [5 forces], \"name\": \"…\"}.", CARDS)
        _check_strengths(item.get("strengths"), f"{field}[{i}].strengths")
        name = item.get("name", "")
        if not isinstance(name, str) or len(name) > 60:
            raise InvalidInput(f"{field}[{i}].name", "Le nom est un texte de 60 caractères au plus.", CARDS)
        cards.append(Card(tuple(item["strengths"]), name.strip()))
    return tuple(cards)


def _square(raw: Any) -> Square | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise InvalidInput("square", "La case est un objet {\"row\": 1-5, \"column\": 1-5}.", BOARD)
    values = []
    for key in ("row", "column"):
        value = raw.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= BOARD_SIZE:
            raise InvalidInput(f"square.{key}", f"La surface de jeu fait {BOARD_SIZE} par {BOARD_SIZE} : "
                               f"{key} va de 1 à {BOARD_SIZE}.", BOARD)
        values.append(value)
    return Square(*values)


def _terrain(raw: Any, square: Square | None) -> Terrain:
    if raw is None:
        if square is None:
            raise InvalidInput("terrain", "Donnez le terrain (désert, montagne, marais, chaos, glace) ou la case "
                               "du défenseur, dont la colonne donne le terrain.", BOARD)
        return Terrain.of_column(square.column)
    terrain = _enum(Terrain, raw, "terrain", BOARD)
    if square is not None and Terrain.of_column(square.column) is not terrain:
        raise InvalidInput("terrain", f"La colonne {square.column} est un terrain de type "
                           f"{Terrain.of_column(square.column).label}, pas {terrain.label} : donnez l'un ou l'autre.", BOARD)
    return terrain


def _enum(kind: type[enum.Enum], raw: Any, field: str, rule: str):
    for member in kind:
        if raw == member.value or raw is member:
            return member
    accepted = ", ".join(m.value for m in kind)
    raise InvalidInput(field, f"Valeur inconnue « {raw} » : valeurs possibles {accepted}.", rule)


def _bool(raw: Any, field: str) -> bool:
    if not isinstance(raw, bool):
        raise InvalidInput(field, "Valeur attendue : true ou false.", TERRITORIES)
    return raw


def _index(raw: Any, field: str, count: int) -> int | None:
    if raw is None:
        return None
    if not isinstance(raw, int) or isinstance(raw, bool) or not 0 <= raw < count:
        raise InvalidInput(field, f"Indice de carte de 0 à {count - 1} attendu.", COMBAT)
    return raw


def _pairing(raw: Any, attackers: int, defenders: int) -> tuple[int, int] | None:
    if raw is None:
        return None
    if attackers != 2 or defenders != 2:
        raise InvalidInput("pairing", "Un appariement ne se donne que pour deux attaquants contre deux défenseurs.", COMBAT)
    if not isinstance(raw, list) or sorted(raw) != [0, 1]:
        raise InvalidInput("pairing", "L'appariement est [0, 1] ou [1, 0] : le défenseur opposé à chaque attaquant.", COMBAT)
    return (raw[0], raw[1])
