"""Value checks of a combat phase, whichever way it was built (``from_dict`` or directly).

:func:`validate` raises InvalidInput on the first value that cannot describe a game state (a
negative DGT, an unknown card id, a die roll of 7), and Ambiguous where the rulebook gives no
way to resolve the input (one creature blocking two attackers). What the rules forbid is
:mod:`.legality`'s business.
"""
from __future__ import annotations

from typing import Mapping

from referee.engine.trace import Ambiguous, InvalidInput

from . import rules
from .model import (
    FORTRESS, RESERVED_IDS, WARLORD, Ability, Card, CombatPhase, Declaration, Player, RangedStrike, Response, Side,
    SpellDamage, Warlord, card_owners, de,
)


def validate(phase: CombatPhase) -> None:
    """Raise InvalidInput (or Ambiguous) on the first value that cannot describe a game state."""
    if not isinstance(phase, CombatPhase):
        raise InvalidInput("", "Les données doivent décrire une phase de combat (CombatPhase).")
    _at_least(phase.cycle, 1, "cycle", "Le numéro de cycle commence à 1.", rules.CYCLES_TOURS)
    seen: set[str] = set()
    for side in Side:
        _validate_player(phase.player(side), _player_path(side), seen)
    owners = card_owners(phase)
    for side in Side:
        for i, card in enumerate(phase.player(side).cards):
            target = card.vengeance_target
            if target is not None and owners.get(target) is not side.opponent:
                raise InvalidInput(
                    f"{_player_path(side)}.cards[{i}].vengeance_target",
                    f"La Vengeance {de(card.name)} frappe une créature ennemie : « {target} » n'en est pas "
                    "une ; choisissez une créature de l'adversaire.", Ability.VENGEANCE.rule)
    for i, decl in enumerate(phase.declarations):
        _validate_declaration(decl, f"declarations[{i}]", owners)
    _validate_single_defensive_role(phase)
    for i, response in enumerate(phase.responses):
        _validate_response(response, f"responses[{i}]", owners)


def _player_path(side: Side) -> str:
    return "attacking_player" if side is Side.ATTAQUANT else "defending_player"


def _validate_player(player: Player, path: str, seen: set[str]) -> None:
    _at_least(player.fortress, rules.FORTRESS_DEFEAT_DRB + 1, f"{path}.fortress",
              "Une Forteresse en jeu a au moins 1 DRB ; à 0 la partie est déjà perdue.", rules.FORTERESSE)
    _validate_warlord(player.warlord, f"{path}.warlord")
    tokens = 0
    for i, card in enumerate(player.cards):
        card_path = f"{path}.cards[{i}]"
        _validate_card(card, card_path)
        if card.id in seen:
            raise InvalidInput(f"{card_path}.id", f"L'identifiant « {card.id} » est déjà pris : "
                               "chaque carte a un identifiant unique.")
        seen.add(card.id)
        tokens += card.token
        if tokens > rules.TOKENS_PER_CONTROLLER:
            raise InvalidInput(f"{card_path}.token", f"Au plus {rules.TOKENS_PER_CONTROLLER} créatures tokens "
                               "par contrôleur.", rules.EFFETS_CAPACITES)


def _validate_warlord(warlord: Warlord, path: str) -> None:
    if warlord.level not in (rules.WARLORD_FIRST_LEVEL, rules.WARLORD_LAST_LEVEL):
        raise InvalidInput(f"{path}.level", f"Le niveau d'un Chef de Guerre est {rules.WARLORD_FIRST_LEVEL} "
                           f"ou {rules.WARLORD_LAST_LEVEL} (reçu : {warlord.level}).", rules.CHEF_DE_GUERRE)
    _at_least(warlord.xp, 0, f"{path}.xp", "L'expérience ne peut être négative.", rules.TABLE_XP)
    if warlord.xp >= rules.XP_FOR_VICTORY:
        raise InvalidInput(f"{path}.xp", f"À {rules.XP_FOR_VICTORY} XP la partie est déjà gagnée "
                           f"(reçu : {warlord.xp}).", rules.TABLE_XP)
    _at_least(warlord.damage, 0, f"{path}.damage", "Les DGT ne peuvent être négatifs.", rules.DGT)


def _validate_card(card: Card, path: str) -> None:
    if not card.id:
        raise InvalidInput(f"{path}.id", "Chaque carte a un identifiant non vide.")
    if card.id in RESERVED_IDS:
        raise InvalidInput(f"{path}.id", f"L'identifiant « {card.id} » est réservé ; choisissez-en un autre.")
    _at_least(card.damage, 0, f"{path}.damage", "Les DGT ne peuvent être négatifs.", rules.DGT)
    floor = 0 if card.has(Ability.IMMORTEL) else 1
    anchor = rules.PDV if card.is_creature else rules.DRB
    _at_least(card.health, floor, f"{path}.health",
              "Une carte en jeu a au moins 1 PDV (ou 1 DRB pour un objet) ; sinon elle est détruite.", anchor)
    _at_least(card.attacks_this_turn, 0, f"{path}.attacks_this_turn", "Un nombre d'attaques ne peut être négatif.",
              rules.TOUR_DE_JEU)
    _at_least(card.loot.xp, 0, f"{path}.loot.xp", "Le butin ne peut être négatif.", rules.RESOLUTION)
    _at_least(card.loot.hlx, 0, f"{path}.loot.hlx", "Le butin ne peut être négatif.", rules.RESOLUTION)
    for j, resistance in enumerate(card.resistances):
        if resistance.amount is not None:
            _at_least(resistance.amount, 1, f"{path}.resistances[{j}].amount",
                      "Le montant d'une Résistance est au moins 1 (omettez-le si aucun n'est imprimé).",
                      rules.RESISTANCE)
    for j, roll in enumerate(card.rolls):
        if not 1 <= roll <= rules.DIE_FACES:
            raise InvalidInput(f"{path}.rolls[{j}]", f"Un jet de D6 vaut de 1 à {rules.DIE_FACES} (reçu : {roll}).",
                               rules.TOUR_DE_JEU)


def _validate_declaration(decl: Declaration, path: str, owners: Mapping[str, Side]) -> None:
    _known(decl.attacker, f"{path}.attacker", owners)
    if decl.target != FORTRESS:
        _known(decl.target, f"{path}.target", owners, extra=f" ou « {FORTRESS} »")
    for j, blocker in enumerate(decl.blockers):
        _known(blocker, f"{path}.blockers[{j}]", owners)
    if len(set(decl.blockers)) != len(decl.blockers):
        raise InvalidInput(f"{path}.blockers", "Un même bloqueur est listé deux fois.")
    if decl.split is not None:
        if len(decl.split) != len(decl.blockers):
            raise InvalidInput(f"{path}.split", f"La répartition donne {len(decl.split)} montants pour "
                               f"{len(decl.blockers)} bloqueurs : un montant par bloqueur, dans leur ordre.")
        for j, amount in enumerate(decl.split):
            _at_least(amount, 0, f"{path}.split[{j}]", "Un montant de DGT ne peut être négatif.", rules.DGT)


def _validate_single_defensive_role(phase: CombatPhase) -> None:
    # The rulebook lets several creatures block one attacker, never one creature defend twice:
    # the engine will not guess how that would resolve.
    roles: dict[str, str] = {}
    entries = [(b, f"declarations[{i}].blockers[{j}]")
               for i, decl in enumerate(phase.declarations) for j, b in enumerate(decl.blockers)]
    entries += [(r.effect.source, f"responses[{k}].source")
                for k, r in enumerate(phase.responses) if isinstance(r.effect, RangedStrike)]
    for card_id, path in entries:
        if card_id in roles:
            raise Ambiguous(path, f"La carte « {card_id} » défend déjà ({roles[card_id]}) : le livre de règles ne dit pas "
                            "si une carte peut bloquer ou tirer deux fois ; déclarez-la une seule fois.",
                            rules.RESOLUTION)
        roles[card_id] = path


def _validate_response(response: Response, path: str, owners: Mapping[str, Side]) -> None:
    effect = response.effect
    if effect.target == FORTRESS:
        raise InvalidInput(f"{path}.target", "Les sorts et pouvoirs visant une Forteresse ne sont pas encore "
                           "calculés ; retirez cet effet et appliquez-le à la main.", rules.FORTERESSE)
    _known(effect.target, f"{path}.target", owners)
    if isinstance(effect, SpellDamage):
        _at_least(effect.amount, 0, f"{path}.amount", "Un montant de DGT ne peut être négatif.", rules.DGT)
    if isinstance(effect, RangedStrike) and effect.source != WARLORD:
        _known(effect.source, f"{path}.source", owners, extra=f" ou « {WARLORD} »")


def _known(card_id: str, path: str, owners: Mapping[str, Side], extra: str = "") -> None:
    if card_id not in owners:
        known = ", ".join(sorted(owners)) or "aucune"
        raise InvalidInput(path, f"Aucune carte « {card_id} » en jeu ; attendu l'identifiant d'une carte "
                           f"({known}){extra}.")


def _at_least(value: int, floor: int, path: str, message: str, rule: str | None = None) -> None:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(path, f"Attendu un nombre entier (reçu : {value!r}).", rule)
    if value < floor:
        raise InvalidInput(path, f"{message} (reçu : {value})", rule)


