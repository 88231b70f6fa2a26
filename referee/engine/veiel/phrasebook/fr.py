"""L'Ordre de Veiel's French: every sentence of the steps, refusals, summaries and notation errors.

An enemy is spoken of in agreement with the gender of its name (« la Goule … elle », « le Spectre
… il »): the enemy's ``gender``. Heroes are named, never replaced by a pronoun.
"""
from __future__ import annotations

from collections.abc import Sequence

from referee.engine.french import Gender, agree, capitalized, count, elides, listing, noun, of, of_the

from ..model import (
    DEFAULT_ENEMY_NAME,
    DamageKind,
    Difficulty,
    Encounter,
    Enemy,
    EnemyDamageInput,
    Entity,
    EntityKind,
    Hero,
    Icon,
    MoveSource,
    Reach,
    Square,
)
from ..rules import ADJACENT_RANGE, MAX_BOARD_SIDE

DIFFICULTY_NAME = {Difficulty.EASY: "facile", Difficulty.NORMAL: "normale", Difficulty.HARD: "difficile",
                   Difficulty.EXTREME: "extrême", Difficulty.NIGHTMARE: "cauchemar",
                   Difficulty.IMPOSSIBLE: "impossible"}
ICON_NAME = {Icon.SINGLE: "cible unique", Icon.MULTIPLE: "cible multiple"}
ENTITY_NAME = {EntityKind.OBSTACLE: "un Obstacle", EntityKind.INFRANCHISSABLE: "un Infranchissable",
               EntityKind.ALLY: "un allié", EntityKind.CORPSE: "un cadavre"}
ENTITY_WHAT = {EntityKind.OBSTACLE: "Obstacle", EntityKind.INFRANCHISSABLE: "Infranchissable",
               EntityKind.ALLY: "Allié", EntityKind.CORPSE: "Cadavre"}


def _he(gender: Gender) -> str:
    """The subject pronoun of an enemy: « il » or « elle »."""
    return "elle" if gender is Gender.FEMININE else "il"


def _moves(number: int) -> str:
    return count(number, "déplacement")


def _path(squares: Sequence[Square]) -> str:
    return " → ".join(square.name for square in squares)


def _names(squares: Sequence[Square]) -> str:
    return listing(square.name for square in squares)


def _ordinal(number: int) -> str:
    return "1er" if number == 1 else f"{number}e"


def _quoted(names: Sequence[str]) -> str:
    return listing(f"« {name} »" for name in names)


def default_hero_name(square: Square) -> str:
    """The name of a hero given without one: « Héros B4 »."""
    return f"Héros {square.name}"


# =============================================================================================
# Refusals of a board
# =============================================================================================
def off_board(square: Square, rows: int, cols: int) -> str:
    return (f"La case {square} (ligne {square.row}, colonne {square.col}) est hors du plateau de "
            f"{count(rows, 'ligne')} × {count(cols, 'colonne')}.")


def hero_named_twice(name: str) -> str:
    return f"Deux héros s'appellent « {name} » : donnez-leur des noms distincts."


def no_such_hero(name: str, heroes: Sequence[str]) -> str:
    return f"Aucun héros ne s'appelle « {name} » sur le plateau : {_the_heroes(heroes)}."


def no_hero_at(square: Square, heroes: Sequence[str]) -> str:
    return f"Aucun héros n'est en {square} : {_the_heroes(heroes)}."


def _the_heroes(heroes: Sequence[str]) -> str:
    """The heroes a link may name instead: « les héros sont Aline et Héros E4 »."""
    if not heroes:
        return "le plateau n'a aucun héros"
    return f"le seul héros est {heroes[0]}" if len(heroes) == 1 else f"les héros sont {listing(heroes)}"


def square_taken(square: Square, occupant: str) -> str:
    return (f"La case {square} porte déjà {occupant} : une seule pièce par case (seuls les cadavres comptent comme "
            "des cases vides).")


EMPTY_REACH = "La portée est vide : donnez une portée N (range) ou au moins une case dessinée (offsets)."
RANGE_AND_OFFSETS = "Donnez soit une portée N (range), soit des cases dessinées (offsets), pas les deux."
OFFSET_PAIR = "Chaque case dessinée est une paire [décalage de ligne, décalage de colonne]."
OFFSET_ON_ENEMY = "La case dessinée [0, 0] est la case de l'ennemi : son attaque ne la vise pas."


def not_among_tied(name: str, tied: Sequence[str]) -> str:
    return f"« {name} » n'est pas parmi les héros à égalité ({listing(tied)}) : choisissez l'un d'eux."


def no_tie_to_settle(target: str | None) -> str:
    who = f"la cible ({target})" if target else "le comportement de l'ennemi"
    return f"L'aide désigne déjà {who} : il n'y a pas d'égalité à trancher, retirez ce choix."


def not_an_open_arrival(enemy: Enemy, chosen: Square, options: Sequence[Square]) -> str:
    return (f"La case {chosen} n'est pas une fin de déplacement que l'aide laisse au choix pour {enemy.label} "
            f"(cases possibles : {_names(options) or 'aucune'}).")


# =============================================================================================
# The enemies' phase
# =============================================================================================
NO_ENEMY = "Aucun ennemi sur le plateau : la phase des ennemis est vide."
NO_CROSSING = ("Un ennemi ne traverse ni les autres ennemis ni les héros, et se déplace case par case "
               "orthogonalement.")
ADJACENT_SQUARES = "Adjacent : les cases orthogonalement collées ; les diagonales ne comptent pas."
MULTIPLE_APPROACH = ("L'aide ne dit que pour l'ennemi à cible unique ce qu'il fait s'il ne peut attaquer personne ; "
                     "nous appliquons la même règle à l'ennemi à cible multiple : il se rapproche du héros le plus "
                     "proche. Autre lecture : il reste sur place.")


def reading_order(enemies: Sequence[Enemy]) -> str:
    return ("Les ennemis jouent comme on lit un livre : ligne par ligne depuis le haut, chaque ligne de gauche à "
            f"droite. Ordre : {listing(enemy.label for enemy in enemies)}. Chaque ennemi joue une fois et voit le plateau tel que les "
            "précédents l'ont laissé.")


def obstacles(squares: Sequence[str]) -> str:
    return f"Les ennemis ne traversent jamais les entités Obstacle ({listing(squares)})."


def infranchissables(squares: Sequence[str]) -> str:
    return (f"Personne ne traverse les entités Infranchissable ({listing(squares)}), et elles bloquent une attaque si "
            "aucun chemin dans la portée ne les contourne.")


def corpses(squares: Sequence[str]) -> str:
    if len(squares) == 1:
        return f"Le cadavre ({squares[0]}) n'est un obstacle d'aucune manière : sa case compte comme vide."
    return f"Les cadavres ({listing(squares)}) ne sont des obstacles d'aucune manière : leurs cases comptent comme vides."


def allies(squares: Sequence[str]) -> str:
    return (f"{capitalized(noun(len(squares), 'allié'))} ({listing(squares)}) : l'aide dit seulement que les héros "
            "peuvent traverser un allié, et que les ennemis ne traversent ni ennemis ni héros. Nous supposons qu'un "
            "ennemi ne traverse pas un allié, ne s'arrête pas sur sa case et ne le prend pas pour cible (sa carte le "
            "dirait). Autre lecture : l'ennemi traverse un allié comme une case vide ; au juge de trancher.")


def dead_heroes(names: Sequence[str]) -> str:
    if len(names) == 1:
        return (f"{names[0]} : un héros mort reste sur le plateau mais ne compte plus comme un obstacle, les ennemis "
                "peuvent donc traverser sa case ; il n'est plus une cible. L'aide ne dit pas si un ennemi peut "
                "s'arrêter sur sa case : nous supposons que non ; autre lecture, il le peut.")
    return (f"{listing(names)} : un héros mort reste sur le plateau mais ne compte plus comme un obstacle, les ennemis "
            "peuvent donc traverser leurs cases ; ils ne sont plus des cibles. L'aide ne dit pas si un ennemi peut "
            "s'arrêter sur la case d'un héros mort : nous supposons que non ; autre lecture, il le peut.")


def _reach(reach: Reach) -> str:
    if reach.offsets:
        return f"sur {count(len(reach.offsets), 'case dessinée', 'cases dessinées')} sur sa carte"
    if reach.range == ADJACENT_RANGE:
        return "sur les cases adjacentes"
    return f"à portée {reach.range}"


def enemy_plays(enemy: Enemy, order: int) -> str:
    when = "en premier" if order == 1 else f"en {_ordinal(order)}"
    return (f"{enemy.label} joue {when} : {ICON_NAME[enemy.icon]}, {_moves(enemy.movement)}, attaque "
            f"{_reach(enemy.reach)}.")


def range_squares(squares: int) -> str:
    return (f"Portée {squares} : les cases à {count(squares, 'case')} ou moins, comptées orthogonalement en incluant "
            "celle de la cible.")


def ignores(enemy: Enemy, names: Sequence[str]) -> str:
    them = "les ignore" if len(names) > 1 else "l'ignore"
    return (f"{enemy.label} n'a pas le droit d'attaquer {listing(names)} : {_he(enemy.gender)} {them}, même pour "
            "choisir où aller.")


def tie_break(criterion: str, scores: Sequence[tuple[str, int]], leaders: Sequence[str]) -> str:
    shown = listing(f"{name} ({score})" for name, score in scores)
    return f"À égalité, le plus de {criterion} départage : {shown} → {listing(leaders)}."


def judge_picks_hero(tied: Sequence[str], chosen: str) -> str:
    return (f"{listing(tied)} sont à égalité sur tous les critères de l'aide (déplacement, menace, épées) : l'aide ne "
            f"les départage pas ; le juge désigne {chosen}.")


def heroes_tied(tied: Sequence[str], threat: int, swords: int) -> str:
    return (f"{listing(tied)} sont à égalité sur tous les critères de l'aide (déplacement, menace {threat}, "
            f"{count(swords, 'épée')}) : l'aide ne dit pas qui est visé. Nous retenons {tied[0]}, le premier dans "
            "l'ordre de lecture ; le juge peut en désigner un autre (chosen_target).")


def reachable_heroes(enemy: Enemy, costs: Sequence[tuple[str, int]]) -> str:
    shown = listing(f"{name} ({_moves(moves)})" for name, moves in costs)
    return f"Héros qu'{_he(enemy.gender)} peut attaquer ce tour : {shown}."


def closest_for_least_movement(name: str, moves: int) -> str:
    return f"Le plus proche pour un minimum de déplacement : {name} ({_moves(moves)})."


def tied_on_movement(names: Sequence[str], moves: int) -> str:
    return f"{listing(names)} sont à égalité de déplacement ({moves}) : la menace départage."


def group(names: Sequence[str]) -> str:
    return "« " + " + ".join(names) + " »"


def most_heroes(enemy: Enemy, size: int) -> str:
    return (f"{capitalized(_he(enemy.gender))} cherche à toucher un maximum de héros : au mieux "
            f"{count(size, 'héros')} à la fois.")


def greatest_total_threat(options: Sequence[tuple[Sequence[str], int]]) -> str:
    shown = listing(f"{group(names)} : {threat}" for names, threat in options)
    return ("Plusieurs groupes de cette taille sont accessibles : la plus grande menace cumulée l'emporte "
            f"({shown}).")


def judge_picks_group(enemy: Enemy, tied: Sequence[Sequence[str]], size: int, threat: int, chosen: Square,
                      names: Sequence[str]) -> str:
    return (f"Les groupes {listing(group(g) for g in tied)} sont à égalité (taille {size}, menace cumulée {threat}) : "
            f"l'aide ne les départage pas ; le juge choisit la case {chosen}, d'où {_he(enemy.gender)} touche "
            f"{group(names)}.")


def groups_tied(enemy: Enemy, tied: Sequence[Sequence[str]], size: int, threat: int, names: Sequence[str]) -> str:
    return (f"Les groupes {listing(group(g) for g in tied)} sont à égalité (taille {size}, menace cumulée {threat}) : "
            f"l'aide ne dit pas lequel {_he(enemy.gender)} vise. Nous retenons {group(names)}, atteignable avec le "
            "moins de déplacement puis le premier dans l'ordre de lecture ; le juge peut choisir une autre case "
            "(chosen_square).")


def multiple_least_movement(names: Sequence[str], moves: int) -> str:
    return (f"Le groupe {group(names)} peut être touché de plusieurs cases ; l'aide ne dit pas si l'ennemi à cible "
            "multiple prend le plus court chemin : nous appliquons le minimum de déplacement, comme pour l'ennemi à "
            f"cible unique ({_moves(moves)}). Autre lecture : il finit sur l'une quelconque de ces cases, au choix "
            "du juge (chosen_square).")


def nobody_to_attack(enemy: Enemy) -> str:
    he = _he(enemy.gender)
    return (f"Aucun héros ne peut être attaqué par {enemy.label} : l'aide ne dit pas vers qui {he} se déplace alors. "
            f"{capitalized(he)} reste sur place.")


def moves_towards_closest(enemy: Enemy) -> str:
    return (f"Même en se déplaçant, {enemy.label} ne peut attaquer aucun héros ce tour : {_he(enemy.gender)} se "
            "déplace en direction du héros le plus proche.")


def closest_in_moves(names: Sequence[str], moves: int) -> str:
    contact = "leur contact" if len(names) > 1 else "son contact"
    return (f"Le plus proche en déplacements, en contournant ce qu'un ennemi ne traverse pas : {listing(names)} "
            f"({_moves(moves)} pour arriver à {contact}).")


def full_movement_towards(enemy: Enemy, hero: str, moves: int, needed: int) -> str:
    return (f"{enemy.label} ne peut pas arriver au contact {of(hero)} ce tour ({_moves(needed)} seraient "
            f"nécessaires) : {_he(enemy.gender)} fait tout son déplacement ({_moves(moves)}) sur le plus court chemin "
            f"vers {hero}.")


def no_path_at_all(enemy: Enemy) -> str:
    he = _he(enemy.gender)
    return (f"Aucun chemin ne mène {enemy.label} vers un héros qu'{he} peut attaquer, même à travers les cases "
            f"occupées : l'aide ne dit pas ce qu'{he} fait alors. {capitalized(he)} reste sur place.")


def walled_in_stays(enemy: Enemy, hero: str) -> str:
    he = _he(enemy.gender)
    return (f"Les pièces qui entourent {enemy.label} l'empêchent de se rapprocher {of(hero)}, le héros le plus proche "
            f"en comptant les déplacements à travers les cases occupées : {he} reste sur place, quelle que soit la "
            "lecture de la règle.")


def towards_hero_out_of_contact(enemy: Enemy, hero: str, needed: int, moves: int, left: int) -> str:
    he = _he(enemy.gender)
    return (f"Aucune case adjacente à un héros qu'{he} peut attaquer n'est accessible à {enemy.label} : des pièces "
            "(héros, ennemis, alliés) en barrent l'accès. L'aide ne tranche pas ce cas. Nous comptons les "
            "déplacements vers « le héros le plus proche » à travers ces pièces, qui ne sont qu'en travers du "
            f"chemin : {hero} ({_moves(needed)} jusqu'à son contact) ; {he} fait {_moves(moves)} vers {hero}, "
            f"jusqu'à la case la plus proche qu'{he} peut atteindre (à {_moves(left)} de son contact). Autre lecture : "
            f"aucun héros ne lui est accessible et {he} reste sur place.")


def ends_and_attacks(enemy: Enemy, final: Square, moves: int, targets: Sequence[str]) -> str:
    return f"{enemy.label} finit en {final} ({_moves(moves)}) et attaque {listing(targets)}."


def ends_without_attack(enemy: Enemy, final: Square, moves: int) -> str:
    return f"{enemy.label} finit en {final} ({_moves(moves)}) sans pouvoir attaquer."


def attack_cut(hero: str, final: Square) -> str:
    return (f"{hero} est dans la portée depuis {final}, mais une entité Infranchissable coupe tout chemin dans la "
            "portée : l'attaque ne peut pas l'atteindre.")


def passed_in_reading_order(enemy: Enemy, final: Square, waiting_enemies: Sequence[Enemy]) -> str:
    it = "la" if enemy.gender is Gender.FEMININE else "le"
    played = "n'a" if len(waiting_enemies) == 1 else "n'ont"
    waiting = listing(e.label for e in waiting_enemies)
    than = f"qu'{waiting}" if elides(waiting) else f"que {waiting}"
    return (f"{enemy.label} finit en {final}, plus loin dans l'ordre de lecture {than}, qui {played} pas encore "
            f"joué : l'aide ne dit pas si le parcours du plateau « comme si vous lisiez un livre » {it} retrouve. "
            f"Nous {it} faisons jouer une seule fois. Autre lecture : {enemy.label} jouerait une seconde fois en y "
            "arrivant.")


def turn_summary(enemy: Enemy, final: Square, targets: Sequence[str], approached: str | None, moves: int) -> str:
    if targets:
        return f"{enemy.label} → {final}, attaque {listing(targets)}"
    if approached is not None and moves:
        return f"{enemy.label} → {final}, n'atteint personne (se rapproche {of(approached)})"
    return f"{enemy.label} reste en {final}, n'atteint personne"


def phase_summary(turns: Sequence[str], flagged: bool) -> str:
    summary = " ; ".join(turns) if turns else "Aucun ennemi ne joue."
    return summary + (" — cas non tranché par l'aide : voir les étapes signalées." if flagged else "")


# --- The route -------------------------------------------------------------------------------
def judge_picks_square(chosen: Square, options: Sequence[Square]) -> str:
    return f"Le juge choisit la case d'arrivée {chosen} parmi {_names(options)}."


def attacks_without_moving(enemy: Enemy) -> str:
    return f"{enemy.label} attaque sans se déplacer."


def stays(enemy: Enemy, square: Square, no_movement: bool) -> str:
    why = "aucun point de déplacement" if no_movement else "déjà au contact"
    return f"{enemy.label} reste en {square} ({why})."


def purpose(attacks: bool, approached: str | None) -> str:
    if attacks:
        return "d'attaquer"
    return f"de se rapprocher {of(approached)}" if approached else "d'avancer"


def one_path(path: Sequence[Square], moves: int) -> str:
    return f"Chemin : {_path(path)} ({_moves(moves)})."


def several_ends(why: str, moves: int, ends: Sequence[Square], path: Sequence[Square],
                 other: Sequence[Square]) -> str:
    other_reading = ("Les deux lectures donnent ce chemin." if list(other) == list(path)
                     else f"Lecture inverse (horizontalement d'abord) : {_path(other)}.")
    return (f"Plusieurs cases permettent {why} avec {_moves(moves)} ({_names(ends)}) : l'aide ne dit pas laquelle "
            "l'ennemi choisit. Nous étendons sa règle des chemins d'égale distance (« il privilégie toujours le "
            "franchissement de lignes en premier, puis les franchissements de colonnes »), en lisant le franchissement "
            f"d'une ligne comme un déplacement vertical : {_path(path)}. {other_reading}")


def two_readings_same_end(path: Sequence[Square], other: Sequence[Square]) -> str:
    return ("Plusieurs chemins de même longueur : l'aide fait franchir les lignes d'abord, puis les colonnes ; nous "
            f"lisons le « franchissement de lignes » comme un déplacement vertical : {_path(path)}. Lecture inverse "
            f"(horizontalement d'abord) : {_path(other)} ; la case d'arrivée est la même.")


def rows_first_path(path: Sequence[Square]) -> str:
    return ("Plusieurs chemins de même longueur ; en franchissant les lignes d'abord, puis les colonnes : "
            f"{_path(path)} (les deux lectures de la règle donnent ce chemin).")


def paths_still_tied(arrivals: Sequence[Square], path: Sequence[Square]) -> str:
    return (f"Même ainsi, plusieurs chemins restent à égalité (arrivées : {_names(arrivals)}) : l'aide ne les "
            f"départage pas. Nous retenons {_path(path)}, le premier dans l'ordre de lecture ; le juge peut choisir "
            "une autre case (chosen_square).")


def not_on_dead_hero(enemy: Enemy, dead: Square, stop: Square) -> str:
    he = _he(enemy.gender)
    return (f"{capitalized(he)} ne s'arrête pas sur la case du héros mort {dead} (supposition signalée plus haut) : "
            f"{he} s'arrête en {stop}. Autre lecture : {he} s'arrête en {dead}.")


# =============================================================================================
# A hero's move
# =============================================================================================
SOURCE_NAME = {MoveSource.CARD: "une carte", MoveSource.DISCARD: "la défausse",
               MoveSource.FORCED: "une case devenue Infranchissable"}


def route(path: Sequence[Square]) -> str:
    """« B4 → B5 → C5 »; a hero who stays: its square alone."""
    return _path(path)


def _squares_at(destinations: Sequence[tuple[Square, int]]) -> str:
    """« A4 et B3 à 1 déplacement et C3 à 2 déplacements », the squares in the order given."""
    by_cost: dict[int, list[Square]] = {}
    for square, cost in destinations:
        by_cost.setdefault(cost, []).append(square)
    return listing(f"{_names(squares)} à {_moves(cost)}" for cost, squares in by_cost.items())


def no_hero_tapped(square: Square) -> str:
    return f"Aucun héros en {square} : touchez le héros qui se déplace."


NO_HERO_TO_MOVE = "Aucun héros sur le plateau : placez le héros qui se déplace."


def name_the_hero(names: Sequence[str]) -> str:
    return f"Plusieurs héros sont sur le plateau ({listing(names)}) : dites lequel se déplace."


def dead_hero_cannot_move(name: str) -> str:
    return (f"Un héros mort ne se déplace pas : {name} a défaussé sa main en mourant et reste sur le plateau sans "
            "jouer.")


CARD_VALUE_MISSING = "Donnez la valeur de déplacement de la carte jouée (moves)."


def moves_only_for_card(source: MoveSource) -> str:
    return (f"Le déplacement vient {of_the(SOURCE_NAME[source])} : il vaut 1 déplacement, sans valeur de carte ; "
            "retirez-la.")


DISCARDED_ONLY_FOR_DISCARD = ("Le nombre de cartes défaussées ne compte que pour le déplacement acheté en défaussant "
                              "(source defausse) ; retirez-le.")


def must_leave_infranchissable(name: str, square: Square) -> str:
    return (f"La case {of(name)} ({square}) porte une entité Infranchissable : {name} doit d'abord, immédiatement et "
            "obligatoirement, effectuer 1 déplacement (source infranchissable).")


def not_on_infranchissable(name: str, square: Square) -> str:
    return (f"La case {of(name)} ({square}) ne porte aucune entité Infranchissable : rien ne l'oblige à se déplacer. "
            "Placez l'Infranchissable sur sa case, ou choisissez une carte ou la défausse.")


def plays_card(name: str, start: Square, moves: int) -> str:
    return f"{name} ({start}) joue une carte de {_moves(moves)}."


def discards_for_one_move(name: str, start: Square) -> str:
    return (f"{name} ({start}) défausse une carte de sa main pour effectuer 1 déplacement, comme le permet la phase "
            "d'action des héros.")


def discards_several(name: str, start: Square, cards: int, gained: Sequence[tuple[Square, int]]) -> str:
    other = (f"elle ajoute {_squares_at(gained)}" if gained
             else "elle donne les mêmes cases, rien ne s'y trouvant à plus d'un déplacement")
    return (f"{name} ({start}) défausse {count(cards, 'carte')} de sa main. L'aide dit « défausser une (ou plusieurs) "
            "carte de sa main pour effectuer 1 déplacement » sans trancher si plusieurs cartes achètent 1 déplacement "
            f"en tout ou 1 chacune. Nous lisons 1 déplacement en tout, comme la phrase l'écrit. Autre lecture : "
            f"{_moves(cards)}, un par carte ; {other}.")


def forced_move(name: str, start: Square) -> str:
    return (f"La case {of(name)} ({start}) est devenue Infranchissable : {name} doit immédiatement et obligatoirement "
            "effectuer 1 déplacement ; rester sur place n'est pas permis.")


ORTHOGONAL_MOVES = ("Chaque déplacement mène à une case adjacente, orthogonalement collée ; les diagonales ne "
                    "comptent pas.")


def crossing(enemies: Sequence[Square], allies: Sequence[Square]) -> str:
    text = "Il est impossible de traverser les ennemis"
    text += f" ({_names(enemies)})" if enemies else ""
    text += " ; en revanche, un héros traverse ses alliés"
    return text + (f" ({_names(allies)})." if allies else ".")


def obstacles_for_heroes(squares: Sequence[Square]) -> str:
    return (f"Un héros peut traverser les entités Obstacle ({_names(squares)}) lors d'un déplacement, mais il lui est "
            "interdit de s'y arrêter.")


def infranchissables_for_heroes(squares: Sequence[Square]) -> str:
    return f"Les entités Infranchissable ({_names(squares)}) ne peuvent pas être traversées durant un déplacement."


def dead_heroes_crossed(names: Sequence[str]) -> str:
    if len(names) == 1:
        return (f"{names[0]}, héros mort, reste sur le plateau mais ne compte plus comme un obstacle : sa case se "
                "traverse.")
    return (f"{listing(names)}, héros morts, restent sur le plateau mais ne comptent plus comme des obstacles : leurs "
            "cases se traversent.")


def end_on_dead_hero(squares: Sequence[tuple[Square, int]]) -> str:
    one = len(squares) == 1
    shown = _names([square for square, _ in squares])
    lost = "n'est plus atteignable" if one else "ne sont plus atteignables"
    return ("L'aide ne dit pas si un héros peut s'arrêter sur la case d'un héros mort. Nous la comptons comme vide, "
            f"puisqu'il « ne compte plus comme un obstacle » : {_squares_at(squares)} "
            f"{'est atteignable' if one else 'sont atteignables'}. Autre lecture : on ne s'y arrête pas, et {shown} "
            f"{lost}.")


def end_on_ally(squares: Sequence[tuple[Square, int]]) -> str:
    return ("L'aide permet de traverser ses alliés sans dire si l'on peut s'arrêter sur leur case. Nous supposons que "
            "non : une seule pièce par case. Autre lecture : le héros peut aussi finir sur la case d'un allié, "
            f"{_squares_at(squares)}.")


def optional_moves(name: str, start: Square) -> str:
    return (f"Sauf si l'effet indique le contraire, un héros n'est jamais obligé d'effectuer ses déplacements : {name} "
            f"peut rester en {start} (0 déplacement) ou s'arrêter avant d'avoir tout utilisé.")


def squares_at_cost(cost: int, squares: Sequence[Square]) -> str:
    return f"À {_moves(cost)} : {_names(squares)}."


def nowhere_to_go(name: str, start: Square) -> str:
    return f"Aucune case où s'arrêter n'est atteignable : {name} reste en {start}."


def forced_nowhere(name: str, start: Square) -> str:
    return (f"Aucune case adjacente où {name} puisse s'arrêter : {name} doit quitter {start}, devenue Infranchissable, "
            "mais ne le peut pas. L'aide ne dit pas ce qu'il advient alors ; au juge de trancher.")


def movement_summary(name: str, start: Square, moves: int, forced: bool,
                     by_cost: Sequence[tuple[int, Sequence[Square]]], flagged: bool) -> str:
    reached = [(cost, squares) for cost, squares in by_cost if cost > 0]
    total = sum(len(squares) for _, squares in reached)
    if forced:
        summary = f"{name} ({start}) doit quitter sa case devenue Infranchissable : "
        summary += f"{_names([s for _, squares in reached for s in squares])} (1 déplacement)" if total \
            else "aucune case où s'arrêter"
    else:
        summary = f"{name} ({start}), {_moves(moves)} : rester en {start}"
        if total > 20:
            summary += f" ou l'une des {count(total, 'case atteignable', 'cases atteignables')}"
        elif total:
            summary += " ; " + " ; ".join(f"{_moves(cost)} : {_names(squares)}" for cost, squares in reached)
        else:
            summary += ", aucune autre case atteignable"
    return summary + (" — cas non tranché par l'aide : voir les étapes signalées." if flagged else "")


# =============================================================================================
# Damage of enemies to a hero
# =============================================================================================
def _within(hero: str) -> str:
    """A hero's name inside a sentence: the default « Le héros » loses its capital (« : le héros subit »)."""
    return "le " + hero[3:] if hero.startswith("Le ") else hero


def _wounds(number: int) -> str:
    return "aucune blessure" if number == 0 else count(number, "blessure")


def wounds_never_blocked(hero: str, wounds: int, block: int) -> str:
    despite = ("" if not block else " malgré son point de blocage" if block == 1
               else f" malgré ses {block} points de blocage")
    return f"Ce sont des blessures, des dégâts forcément non bloqués : {_within(hero)} subit {_wounds(wounds)}{despite}."


def no_damage(hero: str) -> str:
    return f"{hero} ne subit aucun dégât : aucune blessure."


def unblocked(hero: str, damage: int, wounds: int) -> str:
    return (f"{hero} subit {count(damage, 'dégât')} sans point de blocage : {_wounds(wounds)}, une par dégât non "
            "bloqué.")


def partly_blocked(hero: str, damage: int, block: int, stopped: int, wounds: int) -> str:
    blocks = "son point de blocage en arrête" if block == 1 else f"ses {block} points de blocage en arrêtent"
    return (f"{hero} subit {count(damage, 'dégât')} ; {blocks} {stopped}, un par point : {_wounds(wounds)}, une par "
            "dégât non bloqué.")


def additional_effects(hero: str) -> str:
    return (f"Tout est bloqué, mais {_within(hero)} subit quand même les effets supplémentaires de l'attaque, sauf si la carte "
            "dit le contraire.")


def substitution_offered(hero: str, options: Sequence[str], chosen: Sequence[str]) -> str:
    which = "en placer une" if len(options) > 1 else "la placer"
    text = (f"{hero} a en main {_quoted(options)} (Substitution) : à chaque blessure, le joueur peut {which} dans "
            "ses blessures plutôt que la carte du dessus de son deck, puis piocher une carte.")
    return text + (f" Choix retenu : {_quoted(chosen)}." if chosen else "")


def deck_rebuilt(hero: str, cards: int) -> str:
    return (f"Le deck est vide : {_within(hero)} reconstitue son deck avec sa défausse mélangée ({count(cards, 'carte')} ; "
            "l'ordre retenu ici est celui de la défausse saisie, à la table le mélange décide).")


def persistent_top_card(hero: str, number: int, card: str) -> str:
    return (f"Blessure {number} : la carte du dessus du deck, « {card} », est persistante : elle va dans la défausse "
            f"et {_within(hero)} subit à nouveau une blessure.")


ONLY_PERSISTENT_LEFT = ("Il ne reste dans le deck et la défausse que des cartes persistantes : chaque blessure les "
                        "renverrait dans la défausse sans fin. L'aide ne dit pas où va alors la blessure (une carte "
                        "de la main ? aucune ?) : au juge de trancher.")


def top_card_wound(number: int, card: str) -> str:
    return f"Blessure {number} : la carte du dessus du deck, « {card} », va face visible dans les blessures."


def nothing_to_wound(number: int) -> str:
    return (f"Blessure {number} : deck et défausse sont vides et la main n'a aucune carte pouvant aller dans les "
            "blessures (les cartes persistantes n'y vont jamais) : l'aide ne dit pas ce qu'il advient de cette "
            "blessure ni des suivantes.")


def wound_from_hand(hero: str, number: int, options: Sequence[str], card: str) -> str:
    return (f"Blessure {number} : deck et défausse sont vides ; {_within(hero)} place dans ses blessures une carte de sa main "
            f"de son choix parmi {_quoted(options)} (retenue ici : « {card} », la première saisie).")


def substituted(hero: str, number: int, card: str, drawn: Sequence[str]) -> str:
    then = f"pioche {_quoted(drawn)}" if drawn else "ne peut pas piocher"
    return (f"Blessure {number} : {_within(hero)} place « {card} » (Substitution) de sa main dans ses blessures au lieu de la "
            f"carte du dessus de son deck, puis {then}.")


def cannot_draw(hero: str) -> str:
    return (f"Deck et défausse sont vides : {_within(hero)} ne pioche pas ; les effets de pioche ne peuvent pas tuer un "
            "héros.")


def not_a_substitution(card: str, held: bool) -> str:
    why = "n'a pas le mot-clé Substitution" if held else "n'est pas dans la main à ce moment"
    return (f"« {card} » {why} : seule une carte Substitution de la main peut remplacer la carte du dessus du "
            "deck.")


def persistent_never_wounded(card: str) -> str:
    return f"« {card} » est persistante : elle ne peut jamais arriver dans les blessures."


def too_many_substitutions(wounds: int, given: int) -> str:
    if wounds == 0 and given == 1:
        return "Le héros ne subit aucune blessure : sa carte Substitution ne peut pas servir."
    if wounds == 0:
        return f"Le héros ne subit aucune blessure : ses {given} cartes Substitution ne peuvent pas servir."
    taken = "qu'une blessure" if wounds == 1 else f"que {wounds} blessures"
    return f"Le héros ne subit {taken} : {given} cartes Substitution ne peuvent pas toutes servir."


def hero_damage_summary(hero: str, kind: DamageKind, damage: int, stopped: int, wounds: int, placed: Sequence[str],
                        reshuffles: int, unresolved: int) -> str:
    summary = f"{hero} : {count(damage, 'blessure' if kind is DamageKind.WOUNDS else 'dégât')}"
    if stopped:
        summary += f" − {stopped} {agree('bloqué', Gender.MASCULINE, stopped)}"
    summary += f" = {count(wounds, 'blessure')}"
    if placed:
        summary += f" ({', '.join(placed)})"
    if reshuffles:
        summary += f" ; deck reconstitué {reshuffles} fois"
    if unresolved:
        summary += f" ; {count(unresolved, 'blessure')} non {agree('tranché', Gender.FEMININE, unresolved)} par l'aide"
    return summary


# =============================================================================================
# Damage of heroes to an enemy, and the boss
# =============================================================================================
def enemy_block_open(stopped: int, damage: int) -> str:
    return ("L'aide mentionne les blocages des ennemis sans dire comment ils agissent sur les dégâts des héros. "
            f"Nous appliquons la règle des héros : un point de blocage arrête un dégât ({stopped} "
            f"{agree('arrêté', Gender.MASCULINE, stopped)}). Autre lecture : le blocage d'un ennemi n'arrête rien, "
            f"et {'le dégât porte' if damage == 1 else f'les {damage} dégâts portent'}.")


def enemy_cannot_block_wounds(enemy: str) -> str:
    return f"Ce sont des blessures, des dégâts forcément non bloqués : {enemy} ne peut pas les bloquer."


def enemy_takes(enemy: str, damage: int, yellow: int, yellow_max: int, red: int) -> str:
    dice = f"dé jaune {yellow}, valeur initiale {yellow_max} ; dé rouge {red}"
    if damage == 0:
        return f"{enemy} ne subit aucun dégât ({dice})."
    each = "il réduit" if damage == 1 else "chacun réduit"
    return f"{enemy} subit {count(damage, 'dégât')} : {each} le dé jaune de 1 ({dice})."


def last_life(enemy: str, gender: Gender) -> str:
    return (f"Le dé jaune atteint 0 : {enemy} perd une vie ; son dé rouge tombe à 0, {_he(gender)} n'a plus de vie "
            "et meurt.")


def life_lost(enemy: str, before: int, red: int, yellow_max: int) -> str:
    return (f"Le dé jaune atteint 0 : {enemy} perd aussitôt une vie (dé rouge {before} → {red}) et le dé jaune "
            f"revient à {yellow_max}.")


def wasted_damage(enemy: str, wasted: int) -> str:
    return (f"{enemy} meurt : {count(wasted, 'dégât')} {agree('restant', Gender.MASCULINE, wasted)} sans "
            "effet.")


def summons_die(summons: Sequence[str]) -> str:
    return f"Ses invocations meurent également : {listing(summons)}."


CORPSE_LEFT = ("Un joueur utilise les cadavres : retournez la carte de l'ennemi mort et laissez-la sur le plateau ; "
               "sa case compte comme vide.")


def survives(enemy: str, yellow: int, red: int) -> str:
    return f"{enemy} survit : dé jaune {yellow}, dé rouge {red}."


def boss_dies(boss: str, lives: int) -> str:
    return (f"Mort du boss : {boss} perd {count(lives, 'vie')} dans cette attaque et meurt : ne jouez aucune carte "
            "Action et ne résolvez pas son passif.")


def boss_life_lost(life: int, reshuffled: bool) -> str:
    empty = " (pile Action vide : mélangez-la à nouveau avant)" if reshuffled else ""
    return (f"Vie perdue {life} : résolvez le passif du boss puis une carte Action, même si le tour d'un héros est en "
            f"cours{empty}.")


def enemy_damage_summary(data: EnemyDamageInput, damage: int, stopped: int, lives_lost: int, dead: bool, yellow: int,
                         red: int, passives: int, actions: int) -> str:
    summary = f"{data.enemy} : {count(damage, 'dégât')}"
    if stopped:
        summary += f" ({stopped} {agree('bloqué', Gender.MASCULINE, stopped)})"
    summary += f" → {count(lives_lost, 'vie perdue', 'vies perdues')}"
    summary += f", {agree('mort', data.gender)}" if dead else f", dé jaune {yellow}, dé rouge {red}"
    if data.boss and not dead and actions:
        summary += (f" ; boss : {count(passives, 'passif')} + "
                    f"{count(actions, 'carte Action', 'cartes Action')}")
    elif data.boss and dead:
        summary += " ; boss mort : ni passif ni carte Action"
    return summary


def boss_turn(boss: str, cards: int) -> str:
    return (f"{boss} joue son tour : résolvez {count(cards, 'carte Action', 'cartes Action')}, l'une après "
            "l'autre.")


def action_pile_reshuffled(number: int, size: int) -> str:
    return f"Avant la carte {number}, la pile Action est vide : mélangez-la à nouveau ({count(size, 'carte')})."


def boss_turn_summary(boss: str, cards: int, left: int) -> str:
    return f"{boss} : {count(cards, 'carte Action', 'cartes Action')}, il en reste {left} dans la pile"


# =============================================================================================
# Set-up
# =============================================================================================
def encounter_label(encounter: Encounter) -> str:
    """« 1 Boss + 2 Basique + 2 Intermédiaire + 2 Puissant », as the aid prints it."""
    parts = [(encounter.bosses, "Boss"), (encounter.basic, "Basique"), (encounter.intermediate, "Intermédiaire"),
             (encounter.powerful, "Puissant")]
    return " + ".join(f"{n} {word}" for n, word in parts if n)


def setup_intro(difficulty: Difficulty, encounters: int) -> str:
    return (f"Une partie hors scénario enchaîne {encounters} affrontements ; en difficulté "
            f"{DIFFICULTY_NAME[difficulty]}, l'aide donne les ennemis de chacun.")


def encounter_line(encounter: Encounter) -> str:
    return f"{_ordinal(encounter.number)} affrontement : {encounter_label(encounter)}."


def setup_summary(difficulty: Difficulty, table: Sequence[Encounter]) -> str:
    return (f"Difficulté {DIFFICULTY_NAME[difficulty]} : "
            + " ; ".join(f"{_ordinal(e.number)} : {encounter_label(e)}" for e in table))


# =============================================================================================
# The notation of a board (see .notation), and the pieces as a page lists them
# =============================================================================================
HERO_WHAT, ENEMY_WHAT, ARRIVAL_WHAT = "Héros", "Ennemi", "Case d'arrivée"
EMPTY_HERO = "Héros vide : écrivez au moins sa case et sa menace, comme h=B3.m2."
EMPTY_ENEMY = "Ennemi vide : écrivez au moins sa case et son déplacement, comme e=B1.d3."
MISSING_THREAT = "La menace du héros manque : ajoutez m suivi du nombre, comme h=B3.m2."
MISSING_MOVEMENT = "Le déplacement de l'ennemi manque : ajoutez d suivi du nombre, comme e=B1.d3."


def not_a_square(text: str) -> str:
    return (f"« {text.strip()[:40]} » n'est pas une case ; écrivez la lettre de la colonne puis le numéro de la ligne, "
            "comme B3.")


def off_every_board(text: str, last_letter: str) -> str:
    return (f"« {text.strip()} » est hors de tout plateau ; les colonnes vont de A à {last_letter} et les lignes de 1 à "
            f"{MAX_BOARD_SIDE}.")


def unknown_reach(text: str) -> str:
    return (f"Portée « {text[:40]} » inconnue : « adjacent », {{\"range\": N}} ou {{\"offsets\": [[ligne, colonne], "
            "…]}.")


def name_with_dot(name: str) -> str:
    return f"« {name} » : un nom ne peut pas contenir de point (il sépare les réglages dans l'adresse)."


def name_like_setting(name: str) -> str:
    return f"« {name} » ressemble à un réglage : choisissez un autre nom."


def given_twice(letter: str) -> str:
    return f"« {letter} » est donné deux fois."


def unreadable_hero_setting(token: str) -> str:
    return f"« {token[:40]} » illisible : m (menace), e (épées), inattaquable, mort, ou un nom."


def unreadable_enemy_setting(token: str) -> str:
    return (f"« {token[:40]} » illisible : d (déplacement), p (portée), fLxC (case dessinée), multi, feminin, sauf-…, "
            "cible-…, arrivee-…, ou un nom.")


def two_names(what: str, first: str, second: str) -> str:
    return f"Deux noms pour un {what.lower()} : « {first} » et « {second[:40]} »."


def in_piece(what: str, error: str) -> str:
    """An error in reading one piece's token, the piece named: « Héros : « Z9 » est hors de tout plateau… »."""
    return f"{what} : {error}"


def no_entity_square(kind: EntityKind, letter: str) -> str:
    return f"Aucune case pour {ENTITY_NAME[kind]} : écrivez par exemple {letter}=C3."


def card_name_length(longest: int) -> str:
    return f"Le nom d'une carte compte de 1 à {longest} caractères."


def unreadable_card(text: str) -> str:
    return f"Carte « {text[:40]} » illisible : son nom, suivi au besoin de [persistant] ou [substitution]."


def unknown_card_keyword(word: str, card: str) -> str:
    return f"Mot-clé « {word[:40]} » inconnu pour « {card} » : persistant ou substitution."


def yellow_above_initial(yellow: int, yellow_max: int) -> str:
    return (f"Le dé jaune va de 1 à sa valeur initiale {yellow_max} (reçu : {yellow}) : à 0, l'ennemi a déjà perdu "
            "une vie et le dé est revenu à sa valeur initiale.")


def describe_hero(hero: Hero) -> str:
    """« Aline, héros en B4 : menace 3, 1 épée »."""
    named = hero.name != default_hero_name(hero.square)
    who = f"{hero.name}, héros en {hero.square}" if named else f"Héros en {hero.square}"
    text = f"{who} : menace {hero.threat}, {count(hero.swords, 'épée')}"
    text += ", inattaquable" if not hero.attackable else ""
    return text + (", mort" if hero.dead else "")


def describe_enemy(enemy: Enemy) -> str:
    """« Goule, ennemie en B1 : 3 déplacements, adjacent, cible unique »."""
    reach = enemy.reach
    if reach.offsets:
        shown = count(len(reach.offsets), "case dessinée", "cases dessinées")
    elif reach.range and reach.range > ADJACENT_RANGE:
        shown = f"portée {reach.range}"
    else:
        shown = "adjacent"
    kind = agree("ennemi", enemy.gender)
    who = f"{enemy.name}, {kind} en {enemy.square}" if enemy.name != DEFAULT_ENEMY_NAME else f"{capitalized(kind)} en {enemy.square}"
    text = f"{who} : {_moves(enemy.movement)}, {shown}, {ICON_NAME[enemy.icon]}"
    if enemy.may_not_attack:
        text += f", n'attaque pas {listing(enemy.may_not_attack)}"
    if enemy.chosen_target:
        text += f", le juge désigne {enemy.chosen_target}"
    if enemy.chosen_square is not None:
        text += f", le juge choisit l'arrivée {enemy.chosen_square}"
    return text


def describe_entity(entity: Entity) -> str:
    return f"{ENTITY_WHAT[entity.kind]} en {entity.square}"


# --- Effect area: « La zone des effets et ligne de vue », « Portée : les flèches » (calculator veiel/effect-area) ---
AREA_ALLY_NAME = "Allié"
SCOPE_WHOM = {"heros": "les héros", "ennemis": "les ennemis", "tous": "toutes les entités"}
NATURE_NAME = {"degats": "des dégâts", "blocage": "du blocage", "deplacement": "un déplacement",
               "soin": "des soins", "autre": "cet effet"}
DIRECTION_NAME = {"haut": "vers le haut", "bas": "vers le bas", "gauche": "vers la gauche", "droite": "vers la droite"}
PATTERN_NAME = {"adjacent": "adjacent", "portee": "portée", "cases": "cases dessinées", "infini": "portée infinie",
                "carre": "carré",
                "fleches": "flèches"}


def _squares_list(squares: Sequence[Square]) -> str:
    return _names(squares) if squares else "aucune"


def black_square(name: str, square: Square, by_enemy: bool) -> str:
    who = f"L'ennemi {name}" if by_enemy else name
    return (f"{who} joue l'effet depuis {square} : le carré noir de la carte est sa case, les carrés blancs se "
            f"placent à partir d'elle.")


def enemy_effects_are_attacks(name: str) -> str:
    return f"L'effet {of(name)} qui touche un héros est une attaque, même sans dégât."


def adjacent_area(squares: Sequence[Square]) -> str:
    return (f"Adjacent : les cases orthogonalement collées, les diagonales ne comptent pas ; "
            f"{count(len(squares), 'case')} sur le plateau : {_squares_list(squares)}.")


def range_area(reach: int, squares: Sequence[Square]) -> str:
    return (f"Portée {reach} : les cases à {count(reach, 'case')} ou moins, en comptant celle de la cible, pas à "
            f"pas orthogonaux ; {count(len(squares), 'case')} sur le plateau : {_squares_list(squares)}.")


def drawn_area(drawn: int, squares: Sequence[Square]) -> str:
    return (f"{capitalized(count(drawn, 'carré blanc', 'carrés blancs'))} placés depuis le carré noir ; "
            f"{count(len(squares), 'case')} sur le plateau : {_squares_list(squares)}.")


def infinite_area(squares: int) -> str:
    return (f"Portée infinie : la zone s'étend sur tout le plateau, {count(squares, 'case')} autour du carré noir ; "
            f"elle ignore les Obstacles.")


def no_line_of_sight(squares: Sequence[Square]) -> str:
    return (f"L'effet traverse les héros et les ennemis (aucun blocage de ligne de vue) : rien n'est arrêté en "
            f"{_names(squares)}.")


def obstacles_crossed(squares: Sequence[Square]) -> str:
    which = "l'Obstacle" if len(squares) == 1 else "les Obstacles"
    return f"L'effet traverse {which} en {_names(squares)} : les Obstacles ne bloquent pas les effets."


def corpses_empty(squares: Sequence[Square]) -> str:
    return f"Une case de cadavre compte comme vide pour l'effet : {_names(squares)}."


def cut_off(blocked: Sequence[Square], walls: Sequence[Square], infinite: bool) -> str:
    how = ("aucun chemin de case en case (orthogonal) ne les relie au carré noir" if infinite
           else "aucun chemin de carrés blancs ne les relie au carré noir")
    where = f" (Infranchissable en {_names(walls)})" if walls else ""
    return (f"Les Infranchissables bloquent les effets{where} : {how} sans traverser d'Infranchissable, "
            f"l'effet n'atteint pas {_names(blocked)}.")


def walls_not_in_the_way(walls: Sequence[Square], infinite: bool) -> str:
    return (f"Infranchissable en {_names(walls)} : un chemin qui ne le traverse pas atteint chaque case de la zone ; "
            f"une pièce qui s'y tient reste une cible possible.")


def drawn_apart(squares: Sequence[Square]) -> str:
    return (f"L'aide ne tranche pas : {_names(squares)}, qu'aucun carré blanc ne relie au carré noir, avec un "
            f"Infranchissable entre eux. Notre lecture : atteintes par un chemin le plus court qui ne le traverse pas ; "
            f"lue à la lettre (« un chemin dans la portée (Carrés blancs) »), l'effet ne les atteint pas.")

def square_area(reach: int, squares: Sequence[Square]) -> str:
    return (f"Carré : les cases à {count(reach, 'ligne')} et {count(reach, 'colonne')} ou moins du carré noir ; "
            f"{count(len(squares), 'case')} sur le plateau : {_squares_list(squares)}.")


def squares_counted(counts: Sequence[tuple[str, int]]) -> str:
    said = listing(f"{count(n, 'case')} jusqu'à {name}" for name, n in counts)
    return f"Nombre de cases qui vous sépare, en comptant celle de la cible : {said}."


def squares_counted_slanted(counts: Sequence[tuple[str, int, int]]) -> str:
    said = listing(f"{name} : {n} (autre lecture : {other})" for name, n, other in counts)
    return (f"L'aide ne dit pas comment compter les cases jusqu'à une cible hors de la ligne et de la colonne du carré "
            f"noir. Notre lecture : pas à pas orthogonaux ; l'autre compte un pas en diagonale pour une case. {said}.")


def large_source(name: str, squares: Sequence[Square], lost: Sequence[Square]) -> str:
    return (f"L'aide ne dit pas depuis quelle case mesure un grand ennemi : {name} occupe {_names(squares)}. "
            f"Notre lecture : depuis chacune ; depuis sa seule case {squares[0]}, l'effet n'atteindrait pas "
            f"{_names(lost)}.")


def shielded(name: str) -> str:
    return f"{name} est hors d'atteinte : un Infranchissable coupe le chemin."


def walled_in(blocked: Sequence[Square], walls: Sequence[Square], reached: Sequence[str]) -> str:
    """The infinite range toward squares walled in by Infranchissables: two passages of the aid disagree."""
    where = f" (Infranchissable en {_names(walls)})" if walls else ""
    whom = f" et s'applique à {listing(reached)}" if reached else ""
    return (f"Deux passages de l'aide ne s'accordent pas : aucun chemin de case en case (orthogonal) ne relie "
            f"{_names(blocked)} au carré noir sans traverser d'Infranchissable{where}. Lecture appliquée, celle du "
            f"glossaire (Infranchissable), plus précise : « Dans le cas d'une portée infinie […], il doit exister un "
            f"chemin de case en case (orthogonal) […] qui ne traverse pas d'entité Infranchissable » ; l'effet ne "
            f"les atteint pas. Autre lecture, celle de La zone des effets : « Les effets qui possèdent cette portée "
            f"ignorent tous les obstacles » ; l'effet les atteint{whom}.")


def walled_in_piece(name: str) -> str:
    return (f"{name} est hors d'atteinte selon le glossaire (Infranchissable) : aucun chemin orthogonal sans "
            f"Infranchissable ne relie sa case au carré noir. Selon La zone des effets, la portée infinie ignore tous "
            f"les obstacles : l'effet s'appliquerait à {name}.")


def area_for(name: str, scope: str) -> str:
    return f"{name} est dans la zone : l'effet, pour {SCOPE_WHOM[scope]}, s'applique à {name}."


def area_not_for(name: str, scope: str) -> str:
    return f"{name} est dans la zone, mais l'effet est pour {SCOPE_WHOM[scope]} : il ne s'applique pas à {name}."


def self_target(name: str) -> str:
    return f"{name}, qui joue la carte, peut aussi en être la cible : l'effet s'applique à {name}."


def crossed_out(name: str) -> str:
    return f"Le carré noir est barré d'une croix blanche : {name} ne peut pas se cibler."


def ally_receives(name: str, nature: str, yes: bool) -> str:
    if yes:
        return f"{name} est un Allié : ciblé comme un héros, il reçoit {NATURE_NAME[nature]}."
    return (f"{name} est un Allié : seuls le blocage, les déplacements et les soins se résolvent sur lui, pas "
            f"{NATURE_NAME[nature]}.")


def enemy_effect_on_ally(name: str, source: str) -> str:
    return (f"L'aide ne parle que des effets des héros sur un Allié : {name} est dans la zone {of(source)}. Notre "
            f"lecture : l'effet ne s'applique pas à {name} ; l'autre lecture le traite comme un héros.")


def dead_hero_healed(name: str) -> str:
    return f"{name} est mort, mais reçoit les soins (il ne revient à la vie qu'au début de son tour)."


def dead_hero_in_area(name: str) -> str:
    return (f"L'aide ne dit pas si un effet s'applique à un héros mort resté sur le plateau : {name}. Notre lecture : "
            f"non ; l'autre lecture l'inclut.")


def ignored_hero(name: str, source: str) -> str:
    return f"{source} n'a pas le droit d'attaquer {name} : {name} est ignoré, même par un effet qui ne le cible pas."


def enemy_attacks_hero(name: str, source: str) -> str:
    return f"{name} est dans la zone : l'effet {of(source)} l'attaque."


def twins_twice(name: str) -> str:
    return f"{name} (les jumeaux) : une carte qui cible tous les héros les cible 2 fois."


def twins_arrow(name: str) -> str:
    return f"{name} (les jumeaux) : une flèche ne cible pas l'entité, l'effet s'applique une fois."


def twins_open(name: str) -> str:
    return (f"L'aide dit qu'une carte qui cible « tous les héros » cible les jumeaux 2 fois, sans parler d'une zone : "
            f"{name}. Notre lecture : 2 fois ; l'autre lecture : une fois.")


def arrows(directions: Sequence[str], chosen: bool, reach: int | None) -> str:
    how = listing(DIRECTION_NAME[d] for d in directions)
    length = f"sur {count(reach, 'case')}" if reach else "jusqu'au bord du plateau"
    if chosen:
        return f"Flèches : l'effet se propage {how}, {length}."
    return f"Flèches : l'effet se propage dans une direction choisie ; chacune est montrée ({how}), {length}."


def arrow_lanes(lanes: Sequence[int]) -> str:
    return f"{capitalized(count(len(lanes), 'ligne ou colonne', 'lignes ou colonnes'))} affectées à la fois."


def _lane(lane: int) -> str:
    return "" if lane == 0 else f" (ligne décalée de {lane:+d})"


def arrow_line(direction: str, lane: int, squares: Sequence[Square], hit: str | None,
               interrupted: Square | None) -> str:
    way = f"{capitalized(DIRECTION_NAME[direction])}{_lane(lane)}"
    path = f"par {_names(squares)}" if squares else "sans parcourir de case"
    if hit:
        return f"{way}, {path} : première entité valide rencontrée, l'effet s'applique à {hit}."
    if interrupted is not None:
        return f"{way}, {path} : l'Infranchissable en {interrupted} interrompt la portée, aucune entité valide."
    return f"{way}, {path} : aucune entité valide, l'effet ne se déclenche pas de ce côté."


def arrow_first_entity(first: str, hit: str) -> str:
    return (f"L'aide ne tranche pas : la flèche rencontre d'abord {first}, à qui l'effet ne s'applique pas. Notre "
            f"lecture : elle le traverse (les effets traversent héros et ennemis) et s'applique à {hit} ; lue comme "
            f"« la première entité rencontrée », elle s'arrête sur {first} et ne se déclenche pas.")


def arrow_choice(options: Sequence[tuple[str, Sequence[str]]]) -> str:
    said = [f"{DIRECTION_NAME[d]} : {listing(names) if names else 'personne'}" for d, names in options]
    return f"Le joueur choisit la direction ; {' ; '.join(said)}."


def arrow_nothing() -> str:
    return "Aucune entité valide dans la direction choisie : l'effet ne se déclenche pas."


def nobody_affected(scope: str) -> str:
    return f"Personne dans la zone à qui l'effet s'applique ({SCOPE_WHOM[scope]}) : il ne touche personne."


def ineluctable_played() -> str:
    return "Carte Inéluctable : elle peut être jouée, elle doit donc l'être, et son effet résolu en entier."


def ineluctable_without_effect() -> str:
    return ("L'aide ne dit pas si une carte Inéluctable dont l'effet ne touche personne « peut » être jouée. Notre "
            "lecture : elle peut l'être, donc elle doit l'être, sans effet ; l'autre lecture : elle reste en main.")


def area_summary(name: str, pattern: str, reached: int, blocked: int, hit: Sequence[tuple[str, int]],
                 flagged: bool) -> str:
    cut = f", {count(blocked, 'case coupée', 'cases coupées')} par un Infranchissable" if blocked else ""
    whom = listing(n + (f" {times} fois" if times > 1 else "") for n, times in hit) if hit else "personne"
    text = (f"Effet {of(name)} ({PATTERN_NAME[pattern]}) : {count(reached, 'case atteinte', 'cases atteintes')}{cut} ; "
            f"s'applique à {whom}.")
    return text + (" Un point que l'aide ne tranche pas est signalé." if flagged else "")


def nobody_on_black_square(square: Square, dead: bool) -> str:
    if dead:
        return f"Le héros en {square} est mort : il ne joue plus de carte. Le carré noir est la case de celui qui agit."
    return f"Personne en {square} : le carré noir est la case d'un héros ou d'un ennemi qui joue l'effet."


RANGE_MISSING = "Donnez la portée N (range) : les cases à N cases ou moins."


def range_unused(pattern: str) -> str:
    return f"La portée N (range) ne sert qu'aux motifs portee et fleches, pas à « {pattern} »."


OFFSETS_MISSING = "Donnez au moins un carré blanc (offsets) : [décalage de ligne, décalage de colonne]."
OFFSETS_UNUSED = "Les carrés blancs (offsets) ne servent qu'au motif cases."
OFFSET_ON_BLACK_SQUARE = ("Le carré [0, 0] est le carré noir lui-même : celui qui joue la carte peut en être la cible "
                          "sans le dessiner.")
ARROWS_ONLY = "Les directions et les lignes (directions, lanes) ne servent qu'au motif fleches."
LARGE_ENEMY_ONLY = "Seul un grand ennemi occupe plusieurs cases (source_squares) : le carré noir est un héros."
# (end of this block)


# --- End of an encounter: « Fin de l'affrontement », « Étape de Renforcement » (calculator veiel/encounter-end) ---
REWARD_CARD = "carte Récompense"
ENEMIES_LEFT = ("L'affrontement ne prend fin que lorsqu'un héros achève le dernier ennemi : tant qu'un héros est en vie "
                "et qu'il reste un ennemi, il continue.")
BATTLEFIELD = "Vous jouez avec les champs de bataille : piochez une carte Champ de bataille pour remplacer l'ancienne."
THIRD_DONE = "Le 3e affrontement est terminé : passez au 4e, sans carte Héros à ajouter."
CORPSES_OPEN = ("Point que l'aide ne tranche pas : les cadavres restent sur le plateau quand un ennemi meurt, mais "
                "l'aide ne dit pas s'ils y restent pour l'affrontement suivant ; lecture 1 : ils sont retirés avec le "
                "plateau ; lecture 2 : ils restent jusqu'à ce qu'un effet les utilise.")
SCENARIO_FULL = ("Scénario : peu importe votre état, vous commencerez l'affrontement suivant en pleine possession de "
                 "vos moyens.")
SCENARIO_LOOT = ("Victoire du scénario : lisez son outro et améliorez votre deck selon sa section « Butins » (au choix "
                 "des joueurs, hors de ce calcul).")
SCENARIO_REINFORCEMENT = ("En scénario, l'étape de renforcement suit les règles du scénario : ni carte Récompense ni "
                          "carte Héros ajoutée ici.")
SCENARIO_EQUIPMENT = "Les Équipements ne sont pas intégrés au deck et ne comptent pas dans son total de cartes."


def dead_hand(name: str, hand: int) -> str:
    return (f"{name} est mort : un héros qui meurt défausse les cartes qu'il a en main, ce héros ne peut pas en tenir "
            f"{count(hand, 'carte')}.")


def equipment_over(name: str, used: int, equipment: int) -> str:
    return (f"{name} a {count(equipment, 'Équipement')} : {count(used, 'Équipement déclenché', 'Équipements déclenchés')}"
            f" de plus qu'il n'en a, c'est impossible.")


def acquired_outside_scenario(name: str) -> str:
    return (f"Cartes acquises {of(name)} : on ne les retire qu'à la fin d'un affrontement de scénario (cochez "
            "« Scénario » ou mettez 0).")


def acquired_over(name: str, acquired: int, cards: int) -> str:
    return f"{name} n'a que {count(cards, 'carte')} : impossible d'en avoir acquis {acquired}."


def end_discard(hands: Sequence[tuple[str, int]]) -> str:
    held = [f"{name} {count(hand, 'carte')}" for name, hand in hands if hand]
    discards = f" ; les héros défaussent leur main ({listing(held)})" if held else " ; les mains sont déjà vides"
    return ("Un héros a achevé le dernier ennemi : il termine son tour, puis l'affrontement prend fin "
            "immédiatement (aucun autre héros ne joue)" + discards
            + ", les effets à durée limitée prennent fin et les blocages disparaissent.")


def all_dead(scenario: bool) -> str:
    then = ("les règles du scénario s'appliquent quand même" if scenario
            else "lecture 1 : la partie est perdue ; lecture 2 : l'affrontement est rejoué")
    return ("Point que l'aide ne tranche pas : tous les héros sont morts et l'aide ne dit pas ce qu'entraîne un "
            f"affrontement perdu ; {then}.")


def boss_victory() -> str:
    return "Le 4e affrontement est gagné : les héros sortent victorieux du combat contre le boss et remportent la partie."


def reinforce_next(number: int) -> str:
    return f"Le {_ordinal(number)} affrontement est à venir : passez à une étape de renforcement."

EQUIPMENT_KEPT = "Entre les affrontements, les équipements restent dans l'état exact où ils se trouvent."


def hero_number(number: int) -> str:
    return f"Héros {number}"


def healed_to_discard(name: str, healed: int) -> str:
    return (f"Chaque carte soignée {of(name)} est placée sur le "
            f"dessus de sa défausse ({count(healed, 'carte')}).")


def early_boss_open(encounter: int) -> str:
    return (f"Point que l'aide ne tranche pas : le {_ordinal(encounter)} affrontement de cette difficulté a un boss, "
            "et les héros victorieux du boss « remportent la partie », mais la partie compte 4 affrontements ; "
            "lecture 1 (appliquée) : la partie continue au 4e ; lecture 2 : les héros ont gagné la partie.")


def finisher_open(name: str, cards: int) -> str:
    return (f"Point que l'aide ne tranche pas : {name} achève le dernier ennemi et « termine son tour » avec "
            f"{count(cards, 'carte')} entre main, deck et défausse ; lecture 1 (appliquée) : pas de pioche de fin de "
            "tour, les mains sont défaussées ; lecture 2 : la pioche de fin de tour ne forme pas 5 cartes et "
            f"{name} meurt.")


def finisher_unknown(name: str) -> str:
    return f"« {name} » n'est le nom d'aucun héros : le héros qui achève le dernier ennemi est l'un d'eux."


def dead_open(names: Sequence[str]) -> str:
    who = listing(names)
    return (f"Point que l'aide ne tranche pas : {who} {'est mort' if len(names) == 1 else 'sont morts'} ; la "
            "résurrection ne ramène un héros qu'au début de son tour, avec une main de 5 cartes, et l'aide ne dit pas "
            "si un héros mort prend part à la fin de l'affrontement ; lecture 1 (appliquée) : comme les autres "
            "héros ; lecture 2 : il ne gagne rien, les piles de l'autre lecture sont données à part.")


def reinforce_take(name: str, cards: int) -> str:
    return (f"Renforcement {of(name)} : {cards} fois, {name} révèle 3 cartes Récompense et en place une dans sa défausse "
            f"({count(cards, 'carte gagnée', 'cartes gagnées')}).")


def reinforce_heal(name: str, times: int, healed: int) -> str:
    return (f"Renforcement {of(name)} : {times} fois, {name} soigne 4 de ses blessures sans prendre de carte "
            f"({count(healed, 'blessure soignée', 'blessures soignées')}).")


def reinforce_none(name: str) -> str:
    return f"{name} ne fait aucune action de renforcement."


def affliction(level: int) -> str:
    return f"Affliction de Niveau {level}"


def milestone(card: str, level: int, needed: int, first: bool, afflicted: Sequence[str]) -> str:
    number = "1er" if first else "2e"
    essences = f"au moins {needed} Essences" if first else f"{needed} Essences"
    afflictions = (f" ; {listing(afflicted)}, qui {'a' if len(afflicted) == 1 else 'ont'} pris {essences} de "
                   f"corruption, {'ajoute' if len(afflicted) == 1 else 'ajoutent'} une carte Affliction de Niveau "
                   f"{level} à {'son' if len(afflicted) == 1 else 'leur'} deck") if afflicted else ""
    return f"Le {number} affrontement est terminé : les héros ajoutent leur carte « {card} » dans leur défausse{afflictions}."


def master_open(names: Sequence[str]) -> str:
    return (f"Point que l'aide ne tranche pas : {listing(names)} {'a' if len(names) == 1 else 'ont'} pris plus de 3 "
            "Essences de corruption ; l'aide dit « qui ont pris 3 Essence » ; lecture 1 (appliquée) : au moins 3, "
            "l'Affliction de Niveau 3 est ajoutée ; lecture 2 : exactement 3, elle ne l'est pas.")


def place_next(line: Encounter, difficulty: Difficulty, players: int) -> str:
    return (f"Placez les ennemis du {_ordinal(line.number)} affrontement : {encounter_label(line)} en difficulté "
            f"{DIFFICULTY_NAME[difficulty]}, la table de l'aide étant la même pour "
            f"{count(players, 'héros', 'héros')}.")


def equipment_kept(name: str, equipment: int, ready: int) -> str:
    return (f"Les Équipements {of(name)} restent dans l'état exact où ils se trouvent : {ready} prêt"
            f"{'s' if ready > 1 else ''} sur {equipment}.")


def shuffled(name: str, deck: int, wounds: int, exile: int) -> str:
    return (f"{name} mélange son deck et sa défausse : deck de {count(deck, 'carte')} ; ni ses blessures "
            f"({wounds}) ni son exil ({exile}) ne sont mélangés.")


def scenario_heal(heroes: Sequence[tuple[str, int]]) -> str:
    return "Soignez toutes vos blessures : " + listing(f"{name} {count(n, 'carte')}" for name, n in heroes) + "."


def scenario_exile(heroes: Sequence[tuple[str, int]]) -> str:
    return ("Récupérez vos cartes exilées ou retirées du jeu : "
            + listing(f"{name} {count(n, 'carte')}" for name, n in heroes) + ".")


def scenario_remove(heroes: Sequence[tuple[str, int]]) -> str:
    return ("Retirez de votre deck les cartes acquises pendant l'affrontement : "
            + listing(f"{name} {count(n, 'carte')}" for name, n in heroes) + ".")


def end_summary(encounter: int, nxt: int | None, won: bool | None, scenario: bool, defeated: bool,
                heroes: Sequence[tuple[str, int, int, int]], label: str) -> str:
    piles = " ; ".join(f"{name} : deck {deck}, blessures {wounds}, exil {exile}" for name, deck, wounds, exile in heroes)
    if won:
        return "Les héros ont vaincu le boss et remportent la partie."
    if not defeated and not scenario:
        return "Tous les héros sont morts : l'aide ne dit pas la suite (voir les points signalés)."
    if scenario:
        return f"Fin de l'affrontement de scénario. {piles}."
    return f"Après le {_ordinal(encounter)} affrontement, le {_ordinal(nxt or 0)} commence avec {label}. {piles}."


def corruption_here_over(name: str, here: int, total: int) -> str:
    return (f"{name} : {count(here, 'Essence', 'Essences')} prises pendant cet affrontement, plus que les {total} de "
            "toute la partie, c'est impossible.")


def corruption_here_first(name: str) -> str:
    return (f"{name} : après le 1er affrontement, les Essences de cet affrontement sont celles de toute la partie ; "
            "donnez le même nombre ou laissez le champ vide.")


def no_boss(encounter: int) -> str:
    return f"Le {_ordinal(encounter)} affrontement de cette difficulté n'a pas de boss à vaincre."


BOSS_AND_ALL = ("« Boss vaincu, d'autres ennemis restent » ne va pas avec « dernier ennemi achevé » : choisissez l'un "
                "ou l'autre.")
BOSS_DOWN_SUMMARY = "Le boss est vaincu alors que d'autres ennemis restent : l'aide laisse la suite ouverte (voir le point signalé)."


def boss_down_open() -> str:
    return ("Point que l'aide ne tranche pas : le boss est vaincu mais d'autres ennemis restent ; « Dès qu'un héros "
            "achève le dernier ennemi, il termine son tour, puis l'affrontement prend fin » et « Si les héros sortent "
            "victorieux de leur combat contre le boss, ils remportent la partie » ; lecture 1 (appliquée) : "
            "l'affrontement continue jusqu'au dernier ennemi ; lecture 2 : les héros remportent la partie dès "
            "maintenant.")


def essences_open(level: int, by_game: Sequence[str], by_encounter: Sequence[str]) -> str:
    return (f"Point que l'aide ne tranche pas : « qui ont pris 3 Essence » ne dit pas si les Essences se comptent sur "
            f"toute la partie ou sur l'affrontement qui se termine ; lecture 1 (appliquée) : toute la partie, "
            f"Affliction de Niveau {level} pour {listing(by_game) or 'personne'} ; lecture 2 : cet affrontement "
            f"seul, pour {listing(by_encounter) or 'personne'} ; les piles de l'autre lecture sont données à part.")


def essences_assumed(names: Sequence[str]) -> str:
    return (f"Point que l'aide ne tranche pas : « qui ont pris 3 Essence » ne dit pas si les Essences se comptent sur "
            f"toute la partie ou sur l'affrontement qui se termine ; lecture 1 (appliquée) : toute la partie, "
            f"{listing(names)} {'ajoute' if len(names) == 1 else 'ajoutent'} l'Affliction ; lecture 2 : cet "
            "affrontement seul, qui peut compter moins de 3 Essences (donnez-les pour avoir les deux piles).")


def reinforcement_twins_open(name: str, card: str | None) -> str:
    cards = (f" et une carte « {card} »", f" et deux cartes « {card} »") if card else ("", "")
    return (f"Point que l'aide ne tranche pas : {name}, les jumeaux, sont deux personnages qui « partagent un seul et "
            "même jeu de cartes » ; « Chaque héros peut effectuer les actions suivantes 3 fois » ne dit pas si c'est "
            f"une fois pour le jeu ou pour chaque jumeau ; lecture 1 (appliquée) : 3 actions{cards[0]} ; lecture 2 : "
            f"6 actions (les 3 de plus, au choix des joueurs, ne sont pas comptées ici){cards[1]}.")
# (end of this block)
