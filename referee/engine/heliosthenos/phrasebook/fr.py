"""Héliosthenos in French: every sentence the combat's steps, refusals and summary say."""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.french import of, signed

from ..model import Card, CombatInput, Fight, Occupant, Option, Side, Square, Terrain
from ..rules import MAX_CARDS_PER_SQUARE

TERRAIN = {Terrain.DESERT: "désert", Terrain.MONTAGNE: "montagne", Terrain.MARAIS: "marais",
           Terrain.CHAOS: "chaos", Terrain.GLACE: "glace"}
OCCUPANT = {Occupant.NONE: "aucune", Occupant.PRISONER: "un prisonnier", Occupant.WOUNDED: "un blessé"}
SIDE = {Side.ATTACKER: "l'attaquant", Side.DEFENDER: "le défenseur"}
SIDE_NOUN = {Side.ATTACKER: "attaquant", Side.DEFENDER: "défenseur"}


def strengths(values: Sequence[int]) -> str:
    return "(" + ",".join(str(s) for s in values) + ")"


def card(card: Card, default: str) -> str:
    """« Lion (7,2,4,2,3) », or « l'attaquant 1 (7,2,4,2,3) » for a card without a name."""
    return f"{card.name or default} {strengths(card.strengths)}"


# --- Refusals -------------------------------------------------------------------------------

NO_MILIEU = ("Donnez le terrain (désert, montagne, marais, chaos, glace) ou la case du défenseur, dont la "
             "colonne donne le terrain.")
SQUARE_FULL = (f"Une case contient au plus {MAX_CARDS_PER_SQUARE} cartes : avec deux défenseurs actifs, elle ne "
               "peut pas contenir aussi un prisonnier ou un blessé.")
PAIRING_OUT_OF_PLACE = "Un appariement ne se donne que pour deux attaquants contre deux défenseurs."
PAIRING_SHAPE = "L'appariement est [0, 1] ou [1, 0] : le défenseur opposé à chaque attaquant."


def milieu_conflict(column: int, of_column: Terrain, given: Terrain) -> str:
    return (f"La colonne {column} est un terrain de type {TERRAIN[of_column]}, pas {TERRAIN[given]} : "
            "donnez l'un ou l'autre.")


def no_such_card(side: Side, choice: int, count: int) -> str:
    noun = SIDE_NOUN[side]
    return (f"Il n'y a pas {of(noun)} numéro {choice + 1} : donnez un indice de 0 à {count - 1}."
            if count > 1 else f"Un seul {noun} : il n'y a pas de choix à faire, omettez ce champ.")


# --- Steps ----------------------------------------------------------------------------------

def square_milieu(square: Square, terrain: Terrain) -> str:
    return (f"Le combat a lieu sur la case du défenseur (ligne {square.row}, colonne {square.column}) : la "
            f"colonne {square.column} est un terrain de type {TERRAIN[terrain]}.")


def given_milieu(terrain: Terrain) -> str:
    return f"Le combat a lieu sur la case du défenseur, en {TERRAIN[terrain]}."


TWO_AGAINST_ONE = ("Deux créatures attaquent une seule : le défenseur a un malus de 1 à tous les milieux, et "
                   "l'attaquant choisit la créature qui va se battre.")
ONE_AGAINST_TWO = ("Une seule créature attaque une case qui en contient deux : l'attaquant a un malus de 1 à "
                   "tous les milieux, et le défenseur choisit la carte qui va se battre.")
TWO_AGAINST_TWO = ("Deux créatures attaquent deux créatures sur une même case : le défenseur choisit quelle "
                   "créature va prendre quelle créature ; aucun malus n'est prévu.")
TWO_FIGHTS_OPEN = ("Le livret ne dit pas comment se combinent les deux combats d'une attaque à deux contre deux "
                   "(par exemple une victoire et une défaite) : à trancher par l'arbitre.")


def if_option(label: str) -> str:
    return f"Si {label} :"


def _attacker(combat: CombatInput, a: int) -> str:
    return card(combat.attackers[a], "l'attaquant " + str(a + 1))


def _defender(combat: CombatInput, d: int) -> str:
    return card(combat.defenders[d], "le défenseur " + str(d + 1))


def attacker_sends(combat: CombatInput, a: int) -> str:
    return f"l'attaquant envoie {_attacker(combat, a)}"


def defender_sends(combat: CombatInput, d: int) -> str:
    return f"le défenseur envoie {_defender(combat, d)}"


def defender_pairs(combat: CombatInput, pairing: Sequence[int]) -> str:
    pairs = " et ".join(f"{_attacker(combat, a)} contre {_defender(combat, d)}" for a, d in enumerate(pairing))
    return f"le défenseur oppose {pairs}"


def after_malus(f: Fight) -> str:
    return (f"Forces après malus : attaquant {strengths(f.attacker_strengths)}, défenseur "
            f"{strengths(f.defender_strengths)}.")


def milieu_score(combat: CombatInput, terrain: Terrain, f: Fight) -> str:
    a_name = card(combat.attackers[f.attacker], "L'attaquant")
    d_name = card(combat.defenders[f.defender], "le défenseur")
    return (f"{a_name} contre {d_name} en {TERRAIN[terrain]} : {f.attacker_strengths[terrain.index]} contre "
            f"{f.defender_strengths[terrain.index]}, score de milieu {signed(f.milieu_score)} pour l'attaquant.")


def remaining_score(terrain: Terrain, f: Fight) -> str:
    details = []
    for other in Terrain:
        if other is terrain:
            continue
        a, d = f.attacker_strengths[other.index], f.defender_strengths[other.index]
        details.append(f"{TERRAIN[other]} {a}/{d} → {'+1' if a > d else '-1' if a < d else '0'}")
    return f"Score restant (sans le milieu du combat) : {' ; '.join(details)} = {signed(f.remaining_score)}."


def total_score(f: Fight) -> str:
    return (f"Score total = score de milieu (« score de terrain ») {signed(f.milieu_score)} + score restant "
            f"{signed(f.remaining_score)} = {signed(f.total_score)}.")


TIE = ("Score total nul : égalité. Le livret dit seulement que « le vainqueur est celui avec le plus grand score "
       "total » ; il ne tranche pas l'égalité. À décider par l'arbitre ou par accord des joueurs.")


def winner(side: Side) -> str:
    return f"Le vainqueur est {SIDE[side]}, avec le plus grand score total."


def loser_may_flee(loser: Side) -> str:
    return f"Le vaincu ({SIDE[loser]}) a un plus grand score de milieu : il peut fuir en s'éloignant d'une case."


FLIGHT_OPEN = "Le livret ne dit pas ce qui arrive si le vaincu ne fuit pas, ni s'il ne trouve aucune case libre pour fuir."


def winner_chooses(winner: Side, loser: Side) -> str:
    return (f"Le vaincu ({SIDE[loser]}) n'a pas un plus grand score de milieu ; {SIDE[winner]} choisit : le faire "
            "prisonnier ou l'achever.")


WOUNDED = ("La case contenait deux créatures attaquées par une seule : la créature du défenseur qui s'est battue "
           "devient blessée. L'attaquant doit attaquer une deuxième fois (au tour suivant) pour battre la "
           "deuxième carte et prendre possession de la case.")
WOUNDED_OR_FLEE = ("Deux règles s'appliquent ici et le livret ne dit pas laquelle l'emporte : la règle générale "
                   "(« Si le vaincu a un plus grand score de milieu, il peut fuir ») laisserait le défenseur fuir "
                   "d'une case ; celle du combat à un contre deux (« la créature que s'est battue devient "
                   "blessée ») le laisse blessé sur la case. Les étapes suivantes appliquent la règle "
                   "particulière, la blessure ; à trancher par l'arbitre.")
WOUNDED_ON_TERRITORY = ("La case est un territoire du défenseur : le blessé peut y être soigné à chaque tour, et "
                        "la seule façon de prendre ce terrain est d'attaquer avec 2 créatures.")


def occupant_on_retreat(occupant: Occupant) -> str:
    held = "prisonnier" if occupant is Occupant.PRISONER else "blessé"
    taken = ("le prisonnier, repris à l'adversaire, devient un blessé de l'attaquant"
             if occupant is Occupant.PRISONER else "le blessé du défenseur devient un prisonnier de l'attaquant")
    return f"Si le défenseur bat en retraite, l'attaquant prend possession du {held} qui était sur la case : {taken}."


OCCUPANT_DIES = ("Si le défenseur est fait prisonnier, l'autre carte de la case (prisonnier ou blessé) « meurt » "
                 "lors de l'attaque et est enlevée de la surface de jeu (maximum 2 cartes par case).")
OCCUPANT_WHEN_FINISHED_OPEN = ("Si le vainqueur achève le défenseur au lieu de le faire prisonnier, le livret ne "
                               "dit pas ce que devient le prisonnier ou le blessé de la case.")


# --- Summary --------------------------------------------------------------------------------

def _fight_summary(combat: CombatInput, terrain: Terrain, f: Fight) -> str:
    head = (f"{strengths(combat.attackers[f.attacker].strengths)} attaque "
            f"{strengths(combat.defenders[f.defender].strengths)} en {TERRAIN[terrain]} : milieu "
            f"{signed(f.milieu_score)}, restant {signed(f.remaining_score)}, total {signed(f.total_score)}")
    if f.winner is None:
        return f"{head} — égalité, non tranchée par la règle"
    if len(combat.attackers) == 1 and len(combat.defenders) == 2 and f.winner is Side.ATTACKER:
        open_point = " (ou fuite : non tranché)" if f.loser_may_flee else ""
        return f"{head} — l'attaquant gagne : le défenseur est blessé{open_point}, une deuxième attaque est nécessaire"
    fate = "le vaincu peut fuir" if f.loser_may_flee else "le vainqueur choisit : prisonnier ou achevé"
    return f"{head} — {SIDE[f.winner]} gagne, {fate}"


def summary(combat: CombatInput, terrain: Terrain, options: Sequence[Option]) -> str:
    """One line a judge can paste into a chat (the rulebook's own example reads « … total 0 — égalité »)."""
    parts = []
    for option in options:
        fights = " ; ".join(_fight_summary(combat, terrain, f) for f in option.fights)
        parts.append(f"si {option.label} : {fights}" if option.label else fights)
    return " | ".join(parts)
