"""Helix Duels combat: POST /api/v1/calculators/helix/combat/ and its page /calculateurs/helix/combat/.

The API takes the engine's JSON (``CombatPhase.from_dict``); the serializers below only document it for
/api/v1/docs/. Every refusal of the rules (``check_legality``) comes back at once as a 400.

The page is a GET form whose parameters are short and French; a blank field or a default is left out,
so a shared link stays short. Its grammar:

* ``cy`` — the cycle (2 when blank).
* Cards, in fixed slots ``a1``…``a4`` (the attacker's) and ``d1``…``d4`` (the defender's); a slot with no
  parameter is empty and left out. The slot is the card's id. For a slot ``s``:
  ``s`` its name; ``s_dgt`` DGT; ``s_pdv`` PDV (DRB for an object); ``s_type=mag`` (PHY when blank);
  ``s_comp=portee`` (CONTACT); ``s_etat=incline`` (dressée); ``s_zone=attaque`` (défense);
  ``s_trans=1`` en Transition; ``s_jeton=1`` a token; ``s_objet=1`` an object; ``s_xp``, ``s_hlx`` its
  Butin; ``s_cap=<slug>`` an ability, repeated (the engine's ``ABILITIES``); ``s_res=phy|mag|neutre`` and
  ``s_resx`` its Résistance and amount; ``s_des`` its D6 rolls (« 2 5 »); ``s_deja=1`` has already
  attacked (Dissimulation); ``s_att`` attacks already made this turn (Frénésie); ``s_venge`` the enemy
  slot its Vengeance hits.
* Declarations, on the attacker's slots: ``a1_cible=d2`` (or ``f``: the Forteresse) and ``a1_bloq=d1``,
  repeated for each blocker; attacks resolve in slot order.
* Players: ``fa``, ``fd`` the Forteresses' DRB (blank: not shown, and not allowed when the defender's
  Forteresse is attacked); ``ca_xp``, ``ca_niv=2``, ``cd_xp``, ``cd_niv=2`` the warlords' XP and level;
  ``cd_dgt``, ``cd_type=mag``, ``cd_comp=contact`` the defender's warlord's shot (PORTÉE when blank).
* Responses ``r1``…``r3``, in the order played: ``r1=degats|tir|modification|destruction``;
  ``r1_qui=attaquant`` (the defender when blank); ``r1_nom``; ``r1_cible`` a slot; ``r1_x`` and
  ``r1_type`` the damage of ``degats``; ``r1_src=cg`` (the warlord) or a slot for ``tir``;
  ``r1_dgt``, ``r1_pdv``, ``r1_cap`` for ``modification``.
"""
from __future__ import annotations

import re

from collections import Counter
from dataclasses import dataclass
from urllib.parse import urlencode

from django.http import QueryDict
from rest_framework import serializers

from referee.calculators.base import Calculator, int_param
from referee.engine import helix as engine
from referee.engine.helix import rules
from referee.engine.trace import InvalidInput
from rules.links import rule_url

# Limits of this tool, not of the game (its page offers 4 cards a side): each card more multiplies
# the states the resolution keeps to show both branches of a missing die.
MAX_CARDS, MAX_ABILITIES, MAX_RESISTANCES = 6, 12, 4

# ---------------------------------------------------------------------------------------------
# The API's request body (it documents /api/v1/docs/; the engine validates the rules)
# ---------------------------------------------------------------------------------------------


def _choice(values, help_text: str, hint: str = "", **kwargs) -> serializers.ChoiceField:
    """A choice whose error lists the accepted values, as the engine's own errors do."""
    accepted = ", ".join(f"« {v} »" for v in values)
    return serializers.ChoiceField(choices=list(values), help_text=help_text, error_messages={
        "invalid_choice": f"Valeur inconnue « {{input}} »{hint} ; valeurs acceptées : {accepted}."}, **kwargs)


def _values(enum) -> list[str]:
    return [member.value for member in enum]


ABILITY_SLUGS = [a.value for a in engine.Ability]


class HelixLootSerializer(serializers.Serializer):
    xp = serializers.IntegerField(required=False, help_text="XP gagnés par le Chef de Guerre adverse (0 par défaut ; "
                                                            "une créature token n'en rapporte pas).")
    hlx = serializers.IntegerField(required=False, help_text="HLX gagnés par l'adversaire (0 par défaut).")


class HelixResistanceSerializer(serializers.Serializer):
    damage_type = _choice(_values(engine.DamageType), "Le type de DGT ignoré : phy, mag ou neutre.")
    amount = serializers.IntegerField(required=False, allow_null=True,
                                      help_text="Le nombre imprimé après le type (« Résistance aux DGT (MAG) (2) ») ; "
                                                "absent quand aucun n'est imprimé : tous les DGT de ce type sont ignorés.")


class HelixCardSerializer(serializers.Serializer):
    id = serializers.CharField(max_length=40, help_text="Identifiant court, unique dans la phase (« naiade ») : les "
                                                        "déclarations et les réponses le citent. « forteresse » et "
                                                        "« chef-de-guerre » sont réservés.")
    name = serializers.CharField(required=False, max_length=60, help_text="Le nom imprimé (« Naïade Vampire ») ; "
                                                                          "l'identifiant par défaut.")
    damage = serializers.IntegerField(help_text="DGT : les dégâts qu'elle inflige.")
    health = serializers.IntegerField(help_text="PDV restants (DRB pour un objet), au moins 1 (0 pour un Immortel).")
    kind = _choice(_values(engine.CardKind), "creature (par défaut) ou objet : seules les créatures attaquent et "
                                             "bloquent.", required=False)
    damage_type = _choice(_values(engine.DamageType), "Type de DGT : phy (par défaut) ou mag ; ceux d'un token sont "
                                                      "neutres quoi qu'imprimé.", required=False)
    combat_skill = _choice(_values(engine.CombatSkill), "Compétence de Combat : contact (par défaut) ou portee.",
                           required=False)
    stance = _choice(_values(engine.Stance), "État : dresse (par défaut) ou incline.", required=False)
    zone = _choice(_values(engine.Zone), "Zone du Champ de Bataille au moment des déclarations : defense (par "
                                         "défaut) ou attaque.", required=False)
    transition = serializers.BooleanField(required=False, help_text="En Transition (revenue du Cimetière ce tour) : "
                                                                    "elle ne peut ni attaquer ni bloquer.")
    token = serializers.BooleanField(required=False, help_text="Créature token (une Invocation) : elle ne rapporte "
                                                               "pas d'XP.")
    loot = HelixLootSerializer(required=False, help_text="Butin : ce que gagne l'adversaire quand elle est détruite.")
    abilities = serializers.ListField(max_length=MAX_ABILITIES,
        child=_choice(ABILITY_SLUGS, "", hint=" (Résistance se donne dans « resistances »)"), required=False,
        help_text="Ses capacités, par le slug de leur entrée du glossaire : " + ", ".join(ABILITY_SLUGS)
                  + " (Brouillard quand elle le subit).")
    resistances = HelixResistanceSerializer(many=True, max_length=MAX_RESISTANCES, required=False, help_text="Ses Résistances, chacune avec un "
                                                                                 "type et un montant.")
    has_attacked = serializers.BooleanField(required=False, help_text="Elle a déjà attaqué depuis son entrée en jeu : "
                                                                      "la Dissimulation ne la protège plus.")
    attacks_this_turn = serializers.IntegerField(required=False, help_text="Attaques déjà faites ce tour, dans une "
                                                                           "phase de combat précédente (Frénésie).")
    rolls = serializers.ListField(max_length=MAX_CARDS, child=serializers.IntegerField(), required=False,
                                  help_text="Ses jets de D6 (Esquive, Brouillard), dans l'ordre où la résolution les "
                                            "demande ; un jet manquant : le résultat montre les deux parités.")
    vengeance_target = serializers.CharField(required=False, allow_null=True,
                                             help_text="Vengeance : l'identifiant de la créature ennemie que son "
                                                       "contrôleur choisit de frapper.")


class HelixWarlordSerializer(serializers.Serializer):
    name = serializers.CharField(required=False, max_length=60, help_text="Son nom (« Chef de Guerre » par défaut).")
    xp = serializers.IntegerField(required=False, help_text="Ses Points d'Expérience, de 0 à 23 (24 : la partie est "
                                                            "gagnée).")
    level = serializers.IntegerField(required=False, help_text="Niveau 1 (recto, par défaut) ou 2 (verso, à 12 XP).")
    damage = serializers.IntegerField(required=False, help_text="Les DGT de son tir (0 par défaut).")
    damage_type = _choice(_values(engine.DamageType), "Le type de ces DGT : phy (par défaut) ou mag.", required=False)
    combat_skill = _choice(_values(engine.CombatSkill), "portee (par défaut, comme dans l'exemple du livret) : il tire "
                                                        "sur une créature attaquante ; contact : il ne tire pas.",
                           required=False)


class HelixPlayerSerializer(serializers.Serializer):
    fortress = serializers.IntegerField(help_text="La DRB restante de sa Forteresse (au moins 1 ; à 0 la partie est "
                                                  "perdue).")
    cards = HelixCardSerializer(many=True, max_length=MAX_CARDS, required=False, help_text="Ses créatures et objets sur le Champ de "
                                                                     "Bataille.")
    warlord = HelixWarlordSerializer(required=False, help_text="Son Chef de Guerre.")


class HelixDeclarationSerializer(serializers.Serializer):
    attacker = serializers.CharField(help_text="L'identifiant de la créature attaquante.")
    target = serializers.CharField(help_text="L'identifiant de sa cible (une carte du défenseur), ou « forteresse ».")
    blockers = serializers.ListField(max_length=MAX_CARDS, child=serializers.CharField(), required=False,
                                     help_text="Les créatures du défenseur qui la bloquent (plusieurs possibles).")
    split = serializers.ListField(max_length=MAX_CARDS, child=serializers.IntegerField(), required=False, allow_null=True,
                                  help_text="Comment ses DGT se répartissent entre ses bloqueurs, dans leur ordre "
                                            "(le livre ne le dit pas ; par défaut, dans l'ordre, jusqu'à épuiser "
                                            "les PDV de chacun).")


class HelixResponseSerializer(serializers.Serializer):
    player = _choice(_values(engine.Side), "Qui l'a joué : attaquant ou defenseur.")
    name = serializers.CharField(required=False, max_length=60, help_text="Son nom (« Boule de Feu »).")
    kind = _choice(_values(engine.EffectKind), "Ce qu'il fait : degats (target, amount, damage_type), tir (source, "
                                               "target : un tir en défense), modification (target, damage, health, "
                                               "grants) ou destruction (target).")
    target = serializers.CharField(help_text="L'identifiant de la carte visée.")
    amount = serializers.IntegerField(required=False, help_text="degats : les DGT infligés.")
    damage_type = _choice(_values(engine.DamageType), "degats : leur type, si la carte le dit.", required=False,
                          allow_null=True)
    source = serializers.CharField(required=False, help_text="tir : la créature PORTÉE du défenseur qui tire, ou "
                                                             "« chef-de-guerre ».")
    damage = serializers.IntegerField(required=False, help_text="modification : DGT gagnés (négatif : perdus).")
    health = serializers.IntegerField(required=False, help_text="modification : PDV gagnés (négatif : perdus).")
    grants = serializers.ListField(max_length=MAX_ABILITIES, child=serializers.CharField(), required=False,
                                   help_text="modification : capacités gagnées, avec les valeurs de « abilities » "
                                             "d'une carte.")


class HelixCombatRequestSerializer(serializers.Serializer):
    cycle = serializers.IntegerField(help_text="Le numéro du cycle (tour du joueur 1 + joueur 2) ; pas d'attaque au "
                                               "Cycle 1.")
    attacking_player = HelixPlayerSerializer(help_text="Le joueur dont c'est le tour, qui déclare les attaques.")
    defending_player = HelixPlayerSerializer(help_text="Le joueur qui bloque, dont la Forteresse peut être touchée.")
    declarations = HelixDeclarationSerializer(many=True, max_length=MAX_CARDS, required=False,
                                              help_text="Les attaques, dans l'ordre où l'attaquant les résout (les "
                                                        "DGT à la Forteresse viennent toujours en dernier).")
    responses = HelixResponseSerializer(many=True, max_length=MAX_CARDS, required=False,
                                        help_text="Les sorts et pouvoirs joués en réponse, dans l'ordre où ils ont été "
                                                  "joués : la pile les résout du dernier au premier.")


# « EXEMPLE DE COMBAT »: the Naïade Vampire attacks the Invocateur Novice; the defender answers with its
# Forteresse's Boule de Feu (« Inflige 2 DGT à une créature ») and its warlord's 3 DGT at range. The book
# prints no statistics: the engine's golden case (tests/engine/helix/test_examples.py) gives these.
EXAMPLE = {
    "cycle": 2,
    "attacking_player": {"fortress": 20, "cards": [
        {"id": "naiade", "name": "Naïade Vampire", "damage": 3, "health": 5, "loot": {"xp": 3, "hlx": 2}}]},
    "defending_player": {"fortress": 20, "cards": [
        {"id": "invocateur", "name": "Invocateur Novice", "damage": 1, "health": 2, "damage_type": "mag",
         "loot": {"xp": 2, "hlx": 1}}],
        "warlord": {"damage": 3, "combat_skill": "portee"}},
    "declarations": [{"attacker": "naiade", "target": "invocateur", "blockers": []}],
    "responses": [
        {"player": "defenseur", "name": "Boule de Feu", "kind": "degats", "target": "naiade", "amount": 2},
        {"player": "defenseur", "name": "Tir", "kind": "tir", "source": "chef-de-guerre", "target": "naiade"}],
}

# ---------------------------------------------------------------------------------------------
# The page's form: short French GET parameters → the API's JSON
# ---------------------------------------------------------------------------------------------

SLOTS_PER_SIDE = 4
RESPONSE_SLOTS = 3
DEFAULT_CYCLE = rules.FIRST_ATTACK_CYCLE
FORTRESS_PARAM = "f"
WARLORD_PARAM = "cg"
UNSTATED_DRB = 1
"""Sent for a Forteresse left blank and not attacked: combat never reads it, and the page hides it."""


@dataclass(frozen=True)
class CampInfo:
    key: str  # "a" or "d"
    side: engine.Side
    path: str
    label: str


CAMPS = (CampInfo("a", engine.Side.ATTAQUANT, "attacking_player", "Attaquant"),
         CampInfo("d", engine.Side.DEFENSEUR, "defending_player", "Défenseur"))
SLOTS = {f"{camp.key}{n}": camp for camp in CAMPS for n in range(1, SLOTS_PER_SIDE + 1)}
"""Every card slot (its id on the page) → its camp, in order: a1…a4, d1…d4."""

CARD_SUFFIXES = ("", "_dgt", "_pdv", "_type", "_comp", "_etat", "_zone", "_trans", "_jeton", "_objet", "_xp", "_hlx",
                 "_cap", "_res", "_resx", "_des", "_deja", "_att", "_venge", "_cible", "_bloq")
RESPONSE_SUFFIXES = ("", "_qui", "_nom", "_cible", "_x", "_type", "_src", "_dgt", "_pdv", "_cap")
PLAYER_PARAMS = ("cy", "fa", "fd", "ca_xp", "ca_niv", "cd_xp", "cd_niv", "cd_dgt", "cd_type", "cd_comp")


def slot_label(slot: str) -> str:
    """« Attaquant 1 », « Défenseur 3 »."""
    return f"{SLOTS[slot].label} {slot[1:]}"


def _values_of(params: QueryDict, name: str) -> list[str]:
    return [v.strip() for v in params.getlist(name) if v.strip()]


def _filled(params: QueryDict, prefix: str, suffixes) -> bool:
    return any(_values_of(params, prefix + suffix) for suffix in suffixes)


def _card(params: QueryDict, slot: str, path: str) -> dict:
    """One slot's card → its JSON (blank inputs left out: the engine's defaults apply)."""
    label = slot_label(slot)
    name = params.get(slot, "").strip()[:60]
    who = f"{label} ({name})" if name else label
    card: dict = {"id": slot, "name": name or label}
    for suffix, key, unit, what, rule in (("_dgt", "damage", "DGT", "ses DGT (0 si elle n'en inflige pas)", rules.DGT),
                                          ("_pdv", "health", "PDV", "ses PDV (sa DRB pour un objet)", rules.PDV)):
        value = int_param(params, slot + suffix, f"{path}.{key}", f"{who}, {unit}")
        if value is None:
            raise InvalidInput(f"{path}.{key}", f"{who} : indiquez {what}.", rule)
        card[key] = value
    for suffix, key in (("_type", "damage_type"), ("_comp", "combat_skill"), ("_etat", "stance"), ("_zone", "zone")):
        value = params.get(slot + suffix, "").strip()
        if value:
            card[key] = value
    for suffix, key in (("_trans", "transition"), ("_jeton", "token"), ("_deja", "has_attacked")):
        if params.get(slot + suffix) == "1":
            card[key] = True
    if params.get(slot + "_objet") == "1":
        card["kind"] = engine.CardKind.OBJET.value
    loot = {}
    for suffix, key, what in (("_xp", "xp", "butin XP"), ("_hlx", "hlx", "butin HLX")):
        value = int_param(params, slot + suffix, f"{path}.loot.{key}", f"{who}, {what}")
        if value is not None:
            loot[key] = value
    if loot:
        card["loot"] = loot
    abilities = list(dict.fromkeys(_values_of(params, slot + "_cap")))
    if abilities:
        card["abilities"] = abilities
    resistance = params.get(slot + "_res", "").strip()
    amount = int_param(params, slot + "_resx", f"{path}.resistances[0].amount", f"{who}, Résistance")
    if amount is not None and not resistance:
        raise InvalidInput(f"{path}.resistances[0].damage_type", f"{who} : choisissez le type de DGT de sa Résistance.",
                           rules.RESISTANCE)
    if resistance:
        card["resistances"] = [{"damage_type": resistance, **({"amount": amount} if amount is not None else {})}]
    rolls = params.get(slot + "_des", "").replace(",", " ").split()
    if rolls:
        card["rolls"] = []
        for j, roll in enumerate(rolls):
            if not re.fullmatch(r"[0-9]{1,2}", roll):  # ASCII digits only: « ² » and « ٧ » are no die
                raise InvalidInput(f"{path}.rolls[{j}]", f"{who}, jets de D6 : « {roll[:20]} » n'est pas un nombre "
                                   f"de 1 à {rules.DIE_FACES}.", rules.TOUR_DE_JEU)
            card["rolls"].append(int(roll))
    attacks = int_param(params, slot + "_att", f"{path}.attacks_this_turn", f"{who}, attaques déjà faites ce tour")
    if attacks:
        card["attacks_this_turn"] = attacks
    vengeance = params.get(slot + "_venge", "").strip()
    if vengeance:
        card["vengeance_target"] = vengeance
    return card


def _slot_ref(value: str, filled: set[str], path: str, who: str, what: str) -> str:
    """A slot named by a declaration or a response: it must hold a card."""
    if value in SLOTS and value not in filled:
        raise InvalidInput(path, f"{who} : {what} {slot_label(value)}, mais cet emplacement est vide ; remplissez-le "
                           "ou choisissez une autre carte.")
    return value


def _declarations(params: QueryDict, attackers: list[str], filled: set[str]) -> list[dict]:
    declarations = []
    for slot in attackers:
        who = slot_label(slot)
        target = params.get(slot + "_cible", "").strip()
        blockers = list(dict.fromkeys(_values_of(params, slot + "_bloq")))
        path = f"declarations[{len(declarations)}]"
        if not target:
            if blockers:
                raise InvalidInput(f"{path}.target", f"{who} est bloquée mais n'attaque rien : choisissez sa cible.",
                                   rules.PHASE_COMBAT)
            continue
        target = engine.FORTRESS if target == FORTRESS_PARAM else _slot_ref(target, filled, f"{path}.target", who,
                                                                             "elle attaque")
        for j, blocker in enumerate(blockers):
            _slot_ref(blocker, filled, f"{path}.blockers[{j}]", who, "bloquée par")
        declarations.append({"attacker": slot, "target": target, "blockers": blockers})
    return declarations


def _responses(params: QueryDict, filled: set[str]) -> list[dict]:
    responses = []
    for k in range(1, RESPONSE_SLOTS + 1):
        prefix = f"r{k}"
        kind = params.get(prefix, "").strip()
        path = f"responses[{len(responses)}]"
        if not kind:
            if _filled(params, prefix, RESPONSE_SUFFIXES[3:]):  # a target, an amount… but no kind
                raise InvalidInput(f"{path}.kind", f"Réponse {k} : choisissez ce qu'elle fait (dégâts, tir, "
                                   "modification ou destruction).", rules.RESOLUTION)
            continue
        who = f"Réponse {k}"
        response: dict = {"player": params.get(prefix + "_qui", "").strip() or engine.Side.DEFENSEUR.value,
                          "kind": kind}
        name = params.get(prefix + "_nom", "").strip()[:60]
        if name:
            response["name"] = name
        target = params.get(prefix + "_cible", "").strip()
        if not target:
            raise InvalidInput(f"{path}.target", f"{who} : choisissez la carte qu'elle vise.", rules.RESOLUTION)
        response["target"] = _slot_ref(target, filled, f"{path}.target", who, "elle vise")
        if kind == engine.EffectKind.DEGATS.value:
            amount = int_param(params, prefix + "_x", f"{path}.amount", f"{who}, DGT")
            if amount is None:
                raise InvalidInput(f"{path}.amount", f"{who} : indiquez les DGT qu'elle inflige.", rules.DGT)
            response["amount"] = amount
            if params.get(prefix + "_type", "").strip():
                response["damage_type"] = params[prefix + "_type"].strip()
        elif kind == engine.EffectKind.TIR.value:
            source = params.get(prefix + "_src", "").strip()
            if not source:
                raise InvalidInput(f"{path}.source", f"{who} : choisissez qui tire (le Chef de Guerre du défenseur ou "
                                   "une de ses créatures PORTÉE).", rules.RESOLUTION)
            response["source"] = engine.WARLORD if source == WARLORD_PARAM else _slot_ref(
                source, filled, f"{path}.source", who, "le tireur est")
        elif kind == engine.EffectKind.MODIFICATION.value:
            for suffix, key, what in (("_dgt", "damage", "DGT"), ("_pdv", "health", "PDV")):
                value = int_param(params, prefix + suffix, f"{path}.{key}", f"{who}, {what}")
                if value:
                    response[key] = value
            grants = list(dict.fromkeys(_values_of(params, prefix + "_cap")))
            if grants:
                response["grants"] = grants
        responses.append(response)
    return responses


def _warlord(params: QueryDict, camp: CampInfo) -> dict:
    prefix, path = f"c{camp.key}_", f"{camp.path}.warlord"
    warlord: dict = {}
    xp = int_param(params, prefix + "xp", f"{path}.xp", f"Chef de Guerre ({camp.label.lower()}), XP")
    if xp is not None:
        warlord["xp"] = xp
    level = int_param(params, prefix + "niv", f"{path}.level", f"Chef de Guerre ({camp.label.lower()}), niveau")
    if level is not None:
        warlord["level"] = level
    if camp.side is engine.Side.DEFENSEUR:
        damage = int_param(params, prefix + "dgt", f"{path}.damage", "Chef de Guerre du défenseur, DGT")
        if damage is not None:
            warlord["damage"] = damage
        for suffix, key in (("type", "damage_type"), ("comp", "combat_skill")):
            if params.get(prefix + suffix, "").strip():
                warlord[key] = params[prefix + suffix].strip()
    return warlord


def page_data(params: QueryDict) -> dict | None:
    """/calculateurs/helix/combat/?a1_dgt=3&a1_pdv=5&a1_cible=d1&d1_dgt=1&d1_pdv=2 → the body of POST …/combat/."""
    filled = {slot for slot in SLOTS if _filled(params, slot, CARD_SUFFIXES)}
    asked = (filled or any(params.get(p, "").strip() for p in PLAYER_PARAMS)
             or any(params.get(f"r{k}", "").strip() for k in range(1, RESPONSE_SLOTS + 1)))
    if not asked:
        return None
    cycle = int_param(params, "cy", "cycle", "Cycle")
    data: dict = {"cycle": DEFAULT_CYCLE if cycle is None else cycle}
    for camp in CAMPS:
        slots = [s for s in SLOTS if SLOTS[s] is camp and s in filled]
        player: dict = {"fortress": None, "cards": [_card(params, s, f"{camp.path}.cards[{n}]")
                                                    for n, s in enumerate(slots)]}
        warlord = _warlord(params, camp)
        if warlord:
            player["warlord"] = warlord
        data[camp.path] = player
    attackers = [s for s in SLOTS if SLOTS[s] is CAMPS[0] and s in filled]
    data["declarations"] = _declarations(params, attackers, filled)
    data["responses"] = _responses(params, filled)
    for camp in CAMPS:
        drb = int_param(params, f"f{camp.key}", f"{camp.path}.fortress", f"Forteresse ({camp.label.lower()}), DRB")
        attacked = camp.side is engine.Side.DEFENSEUR and any(
            d["target"] == engine.FORTRESS for d in data["declarations"])
        if drb is None and attacked:
            raise InvalidInput(f"{camp.path}.fortress", "La Forteresse du défenseur est attaquée : indiquez sa DRB "
                               "restante.", rules.FORTERESSE)
        data[camp.path]["fortress"] = UNSTATED_DRB if drb is None else drb
    return data


# ---------------------------------------------------------------------------------------------
# What the form shows: every slot with its values
# ---------------------------------------------------------------------------------------------

# « EXEMPLE DE COMBAT », as a short link: the Naïade Vampire (3 DGT, 5 PDV, Butin 3 XP | 2 HLX) attacks
# the Invocateur Novice (1 DGT, 2 PDV); Boule de Feu (2 DGT) then the warlord's shot (3 DGT).
EXAMPLE_PARAMS = (("a1", "Naïade Vampire"), ("a1_dgt", "3"), ("a1_pdv", "5"), ("a1_xp", "3"), ("a1_hlx", "2"),
                  ("a1_cible", "d1"), ("d1", "Invocateur Novice"), ("d1_dgt", "1"), ("d1_pdv", "2"),
                  ("cd_dgt", "3"), ("r1", "degats"), ("r1_nom", "Boule de Feu"), ("r1_cible", "a1"), ("r1_x", "2"),
                  ("r2", "tir"), ("r2_src", WARLORD_PARAM), ("r2_cible", "a1"))
EXAMPLE_URL = "/calculateurs/helix/combat/?" + urlencode(EXAMPLE_PARAMS)

TYPES = ((engine.DamageType.PHY.value, "PHY"), (engine.DamageType.MAG.value, "MAG"))
KINDS = ((engine.EffectKind.DEGATS.value, "Dégâts (sort, pouvoir)"), (engine.EffectKind.TIR.value, "Tir en défense"),
         (engine.EffectKind.MODIFICATION.value, "Modification (DGT, PDV, capacité)"),
         (engine.EffectKind.DESTRUCTION.value, "Destruction"))
CARD_ABILITIES = [a for a in engine.ABILITIES if a.field == "abilities"]


def _options(options, current: str, blank: str | None = None) -> list[dict]:
    pairs = ([("", blank)] if blank is not None else []) + list(options)
    return [{"value": v, "label": label, "selected": v == current} for v, label in pairs]


def _digest(params: QueryDict, slot: str) -> str:
    """What a closed card shows: « Naïade Vampire · 3 DGT · 5 PDV · Vol »."""
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    parts = [get("") or "sans nom"]
    unit = "DRB" if get("_objet") == "1" else "PDV"
    parts += [f"{get('_dgt') or '?'} DGT", f"{get('_pdv') or '?'} {unit}"]
    parts += [label for suffix, value, label in (("_type", "mag", "MAG"), ("_comp", "portee", "PORTÉE"),
                                                 ("_etat", "incline", "inclinée"), ("_trans", "1", "Transition"),
                                                 ("_jeton", "1", "token"), ("_objet", "1", "objet"))
              if get(suffix) == value]
    names = {a.slug: a.name for a in engine.ABILITIES}
    parts += [names.get(v, v) for v in _values_of(params, slot + "_cap")]
    if get("_res"):
        parts.append("Résistance")
    return " · ".join(parts)


def _slot_name(params: QueryDict, slot: str) -> str:
    name = params.get(slot, "").strip()
    return f"{slot.upper()} — {name}" if name else slot.upper()


def _card_view(params: QueryDict, slot: str, filled: set[str], first: bool) -> dict:
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    camp = SLOTS[slot]
    enemies = [s for s in SLOTS if SLOTS[s] is not camp]
    abilities = set(_values_of(params, slot + "_cap"))
    return {
        "slot": slot, "label": slot_label(slot), "short": slot.upper(), "filled": slot in filled,
        "open": first and not filled, "digest": _digest(params, slot) if slot in filled else "vide",
        "name": get(""), "dgt": get("_dgt"), "pdv": get("_pdv"), "xp": get("_xp"), "hlx": get("_hlx"),
        "resx": get("_resx"), "des": get("_des"), "att": get("_att"),
        "types": _options(TYPES[1:], get("_type"), "PHY"),
        "skills": _options(((engine.CombatSkill.PORTEE.value, "PORTÉE"),), get("_comp"), "CONTACT"),
        "stances": _options(((engine.Stance.INCLINE.value, "inclinée"),), get("_etat"), "dressée"),
        "zones": _options(((engine.Zone.ATTAQUE.value, "attaque"),), get("_zone"), "défense"),
        "resistances": _options((*TYPES, (engine.DamageType.NEUTRE.value, "neutres")), get("_res"), "aucune"),
        "vengeance": _options([(s, _slot_name(params, s)) for s in enemies], get("_venge"), "— (à choisir)"),
        "checks": [{"name": slot + suffix, "label": label, "checked": get(suffix) == "1"}
                   for suffix, label in (("_trans", "En Transition"), ("_jeton", "Créature token (pas d'XP)"),
                                         ("_objet", "Objet (DRB au lieu de PDV)"),
                                         ("_deja", "A déjà attaqué depuis son entrée en jeu"))],
        "abilities": [{"slug": a.slug, "name": a.name, "checked": a.slug in abilities, "url": rule_url(a.rule)}
                      for a in CARD_ABILITIES],
    }


def _attack_view(params: QueryDict, slot: str, filled: set[str]) -> dict:
    defenders = [s for s in SLOTS if SLOTS[s] is CAMPS[1]]
    target = params.get(slot + "_cible", "").strip()
    blockers = set(_values_of(params, slot + "_bloq"))
    return {"slot": slot, "label": _slot_name(params, slot), "filled": slot in filled,
            "targets": _options([(FORTRESS_PARAM, "la Forteresse")] + [(s, _slot_name(params, s)) for s in defenders],
                                target, "— n'attaque pas"),
            "blockers": [{"value": s, "label": s.upper(), "title": _slot_name(params, s), "checked": s in blockers}
                         for s in defenders]}


def _response_view(params: QueryDict, k: int) -> dict:
    prefix = f"r{k}"
    get = lambda suffix: params.get(prefix + suffix, "").strip()  # noqa: E731
    cards = [(s, _slot_name(params, s)) for s in SLOTS]
    defenders = [(s, _slot_name(params, s)) for s in SLOTS if SLOTS[s] is CAMPS[1]]
    return {
        "n": k, "prefix": prefix, "filled": bool(get("")), "open": False,
        "digest": " · ".join(p for p in (dict(KINDS).get(get(""), ""), get("_nom"), get("_cible").upper()) if p)
        or "aucune",
        "kinds": _options(KINDS, get(""), "— aucune"),
        "players": _options(((engine.Side.ATTAQUANT.value, "l'attaquant"),), get("_qui"), "le défenseur"),
        "name": get("_nom"), "amount": get("_x"), "dgt": get("_dgt"), "pdv": get("_pdv"),
        "targets": _options(cards, get("_cible"), "—"),
        "types": _options((*TYPES, (engine.DamageType.NEUTRE.value, "neutres")), get("_type"), "non précisé"),
        "sources": _options([(WARLORD_PARAM, "son Chef de Guerre")] + defenders, get("_src"), "—"),
        "grants": _options([(a.slug, a.name) for a in CARD_ABILITIES], get("_cap"), "aucune"),
    }


def page_context(params: QueryDict) -> dict:
    filled = {slot for slot in SLOTS if _filled(params, slot, CARD_SUFFIXES)}
    anything = bool(filled) or any(v.strip() for k in params for v in params.getlist(k) if k != "fragment")
    sides = []
    for camp in CAMPS:
        prefix = f"c{camp.key}_"
        slots = [s for s in SLOTS if SLOTS[s] is camp]
        sides.append({
            "key": camp.key, "label": camp.label, "fortress": params.get(f"f{camp.key}", ""),
            "xp": params.get(prefix + "xp", ""), "dgt": params.get(prefix + "dgt", ""),
            "levels": _options((("2", "2 (verso)"),), params.get(prefix + "niv", "").strip(), "1 (recto)"),
            "types": _options(TYPES[1:], params.get(prefix + "type", "").strip(), "PHY"),
            "skills": _options(((engine.CombatSkill.CONTACT.value, "CONTACT (ne tire pas)"),),
                               params.get(prefix + "comp", "").strip(), "PORTÉE"),
            "cards": [_card_view(params, s, filled, first=(n == 0 and not anything)) for n, s in enumerate(slots)],
        })
    return {
        "cycle": params.get("cy", ""), "sides": sides, "example_url": EXAMPLE_URL,
        "attacks": [_attack_view(params, s, filled) for s in SLOTS if SLOTS[s] is CAMPS[0]],
        "responses": [_response_view(params, k) for k in range(1, RESPONSE_SLOTS + 1)],
        "outcome_details": "calculators/_helix_outcome.html",
    }


# ---------------------------------------------------------------------------------------------
# What the outcome shows above the steps (the template filter ``helix_outcome``)
# ---------------------------------------------------------------------------------------------

SIDE_LABELS = {engine.Side.ATTAQUANT.value: "Attaquant", engine.Side.DEFENSEUR.value: "Défenseur"}
TYPE_LABELS = {"phy": "PHY", "mag": "MAG", "neutre": "neutres", None: "type non précisé"}
DELIVERY_LABELS = {"contact": "contact", "portee": "portée", "effet": "effet"}
KIND_LABELS = {"degats": "dégâts", "tir": "tir", "modification": "modification", "destruction": "destruction"}
CAUSE_LABELS = {**{a.slug: a.name for a in engine.ABILITIES}}


def outcome_view(outcome: dict, params: QueryDict | None = None) -> dict:
    """The API's answer → what the page shows above the steps (names instead of ids, French labels)."""
    return _result_view(outcome["result"], params if params is not None else QueryDict())


def _result_view(result: dict, params: QueryDict) -> dict:
    counts = Counter(c["name"] for c in result["cards"])
    names = {c["id"]: c["name"] if counts[c["name"]] == 1 else f"{c['name']} ({c['id']})" for c in result["cards"]}
    objects = {c["id"] for c in result["cards"] if params.get(c["id"] + "_objet") == "1"}

    def name(card_id: str) -> str:
        if card_id == engine.FORTRESS:
            return "la Forteresse"
        if card_id == engine.WARLORD:
            return "le Chef de Guerre du défenseur"
        return names.get(card_id, card_id)

    def event(e: dict) -> dict:
        unit = "DRB" if e["target"] in objects else "PDV"
        how = DELIVERY_LABELS.get(e["delivery"], e["delivery"])
        if e["delivery"] != "effet" or e["damage_type"]:
            how = f"{TYPE_LABELS.get(e['damage_type'], e['damage_type'])}, {how}"
        return {"text": f"{name(e['source'])} → {name(e['target'])} : {e['amount']} DGT ({how})",
                "reductions": [{"text": f"{CAUSE_LABELS.get(r['cause'], r['cause'])} −{r['prevented']}",
                                "url": rule_url(r["rule"])} for r in e["reductions"]],
                "dealt": e["dealt"], "after": f"{e['health_before']} → {e['health_after']} {unit}",
                "zero": e["health_after"] == 0}

    def loot(gains: list[dict]) -> list[str]:
        return [f"{SIDE_LABELS[g['player']]} : +{g['xp']} XP, +{g['hlx']} HLX ({name(g['card'])})" for g in gains]

    stack = [{"n": n, "played": s["response"] + 1, "name": s["name"], "player": SIDE_LABELS[s["player"]].lower(),
              "kind": KIND_LABELS.get(s["kind"], s["kind"]), "resolved": s["resolved"],
              "events": [event(e) for e in s["events"]], "destroyed": [name(c) for c in s["destroyed"]],
              "loot": loot(s["loot"])} for n, s in enumerate(result["stack"], 1)]
    destroyed = {c["id"] for c in result["cards"] if c["destroyed"]}
    combats = []
    for c in result["combats"]:
        if c["timing"] == "simultane":
            timing = "Frappes simultanées."
        elif c["timing"] == "aucun-combat" and c["attacker"] in destroyed and c["attacker"] not in c["destroyed"]:
            timing = f"Aucun échange de DGT : {name(c['attacker'])} a été détruite avant les dégâts de combat."
        elif c["timing"] == "aucun-combat" and c["target"] == engine.FORTRESS and not c["blockers"]:
            timing = "Non bloquée : ses DGT vont à la Forteresse, après tous les combats."
        elif c["timing"] == "aucun-combat":
            timing = "Aucun échange de DGT."
        else:
            timing = f"{', '.join(name(x) for x in c['struck_first'])} frappe en premier."
        combats.append({"n": c["declaration"] + 1, "attacker": name(c["attacker"]), "target": name(c["target"]),
                        "blockers": [name(b) for b in c["blockers"]], "timing": timing,
                        "events": [event(e) for e in c["events"]], "destroyed": [name(x) for x in c["destroyed"]],
                        "loot": loot(c["loot"])})
    players = []
    for p in result["players"]:
        given = params.get("f" + p["side"][0], "").strip() != "" or not params
        players.append({"label": SIDE_LABELS[p["side"]], "fortress": p["fortress"] if given else None,
                        "xp": p["warlord_xp"], "xp_gained": p["xp_gained"], "level": p["warlord_level"],
                        "hlx_gained": p["hlx_gained"]})
    winner = None
    if result["winner"]:
        how = "Forteresse détruite" if result["victory"] == engine.Victory.FORTERESSE.value else (
            f"{rules.XP_FOR_VICTORY} XP")
        who = "de l'attaquant" if result["winner"] == engine.Side.ATTAQUANT.value else "du défenseur"
        winner = f"Victoire {who} ({how})"
    cards = [{"name": name(c["id"]), "side": SIDE_LABELS[c["side"]][0],
              "slot": "" if c["id"] not in SLOTS or c["name"] == slot_label(c["id"]) else c["id"].upper(),
              "health": c["health"], "unit": "DRB" if c["id"] in objects else "PDV", "destroyed": c["destroyed"],
              "stance": "inclinée" if c["stance"] == "incline" else "dressée",
              "zone": "attaque" if c["zone"] == "attaque" else "défense"} for c in result["cards"]]
    pending = None
    if result["pending_roll"]:
        roll = result["pending_roll"]
        pending = {"text": roll["text"], "card": name(roll["card"]), "slot": roll["card"].upper()}
    branches = [{"label": f"Dé {'pair' if b['parity'] == 'pair' else 'impair'} (par exemple {b['roll']})",
                 "summary": b["result"]["summary"], "view": _result_view(b["result"], params)}
                for b in result["branches"]]
    return {"stack": stack, "combats": combats,
            "fortress_hits": [{"attacker": name(h["attacker"]), "amount": h["amount"],
                               "after": f"{h['drb_before']} → {h['drb_after']} DRB"} for h in result["fortress_hits"]],
            "players": players, "winner": winner, "cards": cards, "pending": pending, "branches": branches}


CALCULATOR = Calculator(
    game="helix",
    slug="combat",
    title="Helix Duels — combat",
    description=("Une phase de combat entière : déclarations et blocages (refusés quand une règle l'interdit), pile "
                 "des sorts et pouvoirs du dernier au premier, qui frappe en premier, dégâts et capacités qui les "
                 "réduisent, créatures détruites, butin, XP et niveau des Chefs de Guerre, DRB de la Forteresse."),
    build=engine.CombatPhase.from_dict,
    resolve=engine.resolve,
    request_serializer=HelixCombatRequestSerializer,
    template="calculators/helix_combat.html",
    page_data=page_data,
    page_context=page_context,
    example=EXAMPLE,
    check=lambda phase: [(r.field, r.message, r.rule) for r in engine.check_legality(phase)],
)
