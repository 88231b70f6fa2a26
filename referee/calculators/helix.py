"""Helix Duels combat: POST /api/v1/calculators/helix/combat/ and its page /calculateurs/helix/combat/.

The API body is the engine's input (``referee.engine.helix.CombatPhase``), read by the shared reader; its
schema is derived from the same declarations. Every problem the engine's ``check`` finds comes back at once.

The page is a GET form (``FORM``) whose parameters are short and French; a blank field is left out, so
a shared link stays short and the engine's default applies. Its grammar:

* ``cy`` — the cycle (2 when blank).
* Cards, in fixed slots ``a1``…``a4`` (the attacker's) and ``d1``…``d4`` (the defender's); a slot with no
  parameter is empty and left out. The slot is the card's id. For a slot ``s``:
  ``s`` its name; ``s_dgt`` DGT; ``s_pdv`` PDV (DRB for an object); ``s_type=mag`` (PHY when blank);
  ``s_comp=portee`` (CONTACT); ``s_etat=incline`` (dressée); ``s_zone=attaque`` (défense);
  ``s_trans=1`` en Transition; ``s_jeton=1`` a token; ``s_objet=1`` an object; ``s_xp``, ``s_hlx`` its
  Butin; ``s_cap=<slug>`` an ability, repeated (the engine's ``ABILITIES``); ``s_res=phy|mag|neutre`` and
  ``s_resx`` its Résistance and amount; ``s_des`` its D6 rolls (« 2 5 »); ``s_deja=1`` has already
  attacked (Dissimulation); ``s_att`` attacks already made this turn (Frénésie); ``s_venge`` the enemy
  slot its Vengeance hits; ``s_genre=m|f`` the gender of its name (the ruling says « la carte X » without).
* Declarations, on the attacker's slots: ``a1_cible=d2`` (or ``f``: the Forteresse) and ``a1_bloq=d1``,
  repeated for each blocker; attacks resolve in slot order.
* Players: ``fa``, ``fd`` the Forteresses' DRB (blank: not shown, and required when the defender's
  Forteresse is attacked); ``ca_xp``, ``ca_niv=2``, ``cd_xp``, ``cd_niv=2`` the warlords' XP and level;
  ``cd_dgt``, ``cd_type=mag``, ``cd_comp=contact`` the defender's warlord's shot (PORTÉE when blank).
* Responses ``r1``…``r3``, in the order played: ``r1=degats|tir|modification|destruction``;
  ``r1_qui=attaquant`` (the defender when blank); ``r1_nom``; ``r1_cible`` a slot; ``r1_x`` and
  ``r1_type`` the damage of ``degats``; ``r1_src=cg`` (the warlord) or a slot for ``tir``;
  ``r1_dgt``, ``r1_pdv``, ``r1_cap`` for ``modification`` (the fields of another kind are left out).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, checked, text, texts, value_at, whole
from referee.calculators.translation import QueryDict, format_lazy, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.engine import helix as engine
from referee.engine.helix import phrasebook as say
from referee.engine.helix import rules
from referee.engine.trace import Problem
from rules.links import rule_url

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
    label: Any  # a lazy translation: the page's language is the one in force when it is shown


CAMPS = (CampInfo("a", engine.Side.ATTAQUANT, "attacking_player", _("Attaquant")),
         CampInfo("d", engine.Side.DEFENSEUR, "defending_player", _("Défenseur")))
SLOTS = {f"{camp.key}{n}": camp for camp in CAMPS for n in range(1, SLOTS_PER_SIDE + 1)}
"""Every card slot (its id on the page) → its camp, in order: a1…a4, d1…d4."""

CARD_SUFFIXES = ("", "_dgt", "_pdv", "_type", "_comp", "_etat", "_zone", "_trans", "_jeton", "_objet", "_xp", "_hlx",
                 "_cap", "_res", "_resx", "_des", "_deja", "_att", "_venge", "_genre", "_cible", "_bloq")


def slot_label(slot: str) -> Any:
    """« Attaquant 1 », « Défenseur 3 » (lazy: str() it where the text itself is needed)."""
    return format_lazy("{} {}", SLOTS[slot].label, slot[1:])


def _values_of(params: QueryDict, name: str) -> list[str]:
    return [v.strip() for v in params.getlist(name) if v.strip()]


def _filled(params: QueryDict, prefix: str, suffixes: tuple[str, ...]) -> bool:
    return any(_values_of(params, prefix + suffix) for suffix in suffixes)


# --- Parsers of this page's controls ---

def distinct(values: list[str]) -> list[str]:
    """Checkboxes ticked twice in a crafted link count once."""
    return list(dict.fromkeys(texts(values)))


def dice(values: list[str]) -> list[int]:
    """« 2 5 » or « 2, 5 »: D6 rolls in the order the ruling asks for them."""
    rolls = []
    for roll in values[0].replace(",", " ").split():
        if not re.fullmatch(r"[0-9]{1,2}", roll):  # ASCII digits only: « ² » and « ٧ » are no die
            raise FormValueError(gettext("« %(roll)s » n'est pas un nombre de 1 à %(faces)d.")
                                 % {"roll": roll[:20], "faces": rules.DIE_FACES})
        rolls.append(int(roll))
    return rolls


def an_object(values: list[str]) -> str:
    return engine.CardKind.OBJET.value if checked(values) else engine.CardKind.CREATURE.value


def target(values: list[str]) -> str:
    return engine.FORTRESS if values[0].strip() == FORTRESS_PARAM else values[0].strip()


def shooter(values: list[str]) -> str:
    return engine.WARLORD if values[0].strip() == WARLORD_PARAM else values[0].strip()


def nothing(values: list[str]) -> Any:
    """A label-only control: it names a card, an attack or a response in errors; no parameter fills it."""
    raise FormValueError(gettext("ce paramètre n'existe pas sur cette page."))


def _hidden(value: Any) -> list[str]:
    return []


def _card_controls(slot: str) -> list[Control]:
    camp = SLOTS[slot]
    at = f"{camp.path}.cards[{int(slot[1:]) - 1}]"
    short = slot.upper()
    fields = (("", "name", _("nom"), text), ("_dgt", "damage", "DGT", whole), ("_pdv", "health", "PDV (DRB)", whole),
              ("_type", "damage_type", _("Type de DGT"), text), ("_comp", "combat_skill", _("Compétence"), text),
              ("_etat", "stance", _("État"), text), ("_zone", "zone", _("Zone"), text),
              ("_trans", "transition", _("En Transition"), checked), ("_jeton", "token", _("Créature token"), checked),
              ("_xp", "loot.xp", _("Butin : XP"), whole), ("_hlx", "loot.hlx", _("Butin : HLX"), whole),
              ("_cap", "abilities", _("Capacités"), distinct), ("_res", "resistances[0].damage_type",
                                                                _("Résistance aux DGT"), text),
              ("_resx", "resistances[0].amount", _("Résistance, montant"), whole),
              ("_des", "rolls", _("Jets de D6"), dice),
              ("_deja", "has_attacked", _("A déjà attaqué"), checked),
              ("_att", "attacks_this_turn", _("Attaques faites ce tour"), whole),
              ("_venge", "vengeance_target", _("Sa Vengeance frappe"), text),
              ("_genre", "gender", _("Genre du nom"), text))
    controls = [Control(f"{slot}_carte", at, slot_label(slot), nothing, show=_hidden)]
    controls += [Control(slot + suffix, f"{at}.{path}", format_lazy("{}, {}", short, label), parse)
                 for suffix, path, label, parse in fields]
    controls.append(Control(slot + "_objet", f"{at}.kind", format_lazy("{}, {}", short, _("Objet")), an_object,
                            show=lambda kind: ["1"] if kind == engine.CardKind.OBJET.value else []))
    return controls


def _attack_controls(slot: str) -> list[Control]:
    at = f"declarations[{int(slot[1:]) - 1}]"
    attacks = format_lazy(_("{slot} attaque"), slot=slot.upper())
    return [Control(f"{slot}_attaque", at, attacks, nothing, show=_hidden),
            Control(slot + "_cible", f"{at}.target", attacks, target,
                    show=lambda t: [FORTRESS_PARAM if t == engine.FORTRESS else t]),
            Control(slot + "_bloq", f"{at}.blockers", format_lazy(_("{slot} bloquée par"), slot=slot.upper()), distinct)]


def _response_controls(k: int) -> list[Control]:
    prefix, at, short = f"r{k}", f"responses[{k - 1}]", f"R{k}"
    fields = (("", "kind", _("Effet"), text), ("_qui", "player", _("Joué par"), text), ("_nom", "name", _("Nom"), text),
              ("_cible", "target", _("Cible"), text), ("_x", "amount", _("DGT infligés"), whole),
              ("_type", "damage_type", _("Type de DGT"), text), ("_dgt", "damage", _("DGT gagnés (±)"), whole),
              ("_pdv", "health", _("PDV gagnés (±)"), whole), ("_cap", "grants", _("Capacité gagnée"), distinct))
    controls = [Control(f"{prefix}_reponse", at, format_lazy(_("Réponse {n}"), n=k), nothing, show=_hidden)]
    controls += [Control(prefix + suffix, f"{at}.{path}", format_lazy("{}, {}", short, label), parse)
                 for suffix, path, label, parse in fields]
    controls.append(Control(prefix + "_src", f"{at}.source", format_lazy("{}, {}", short, _("Tireur")), shooter,
                            show=lambda s: [WARLORD_PARAM if s == engine.WARLORD else s]))
    return controls


def _player_controls(camp: CampInfo) -> list[Control]:
    chief, at = f"c{camp.key}_", f"{camp.path}.warlord"
    controls = [Control(f"f{camp.key}", f"{camp.path}.fortress", format_lazy("{}, {}", camp.label, _("Forteresse (DRB)")),
                        whole),
                Control(chief + "xp", f"{at}.xp", format_lazy("{}, {}", camp.label, _("Chef de Guerre (XP)")), whole),
                Control(chief + "niv", f"{at}.level", format_lazy("{}, {}", camp.label, _("Niveau du Chef")), whole)]
    if camp.side is engine.Side.DEFENSEUR:
        controls += [Control(chief + "dgt", f"{at}.damage", format_lazy("{}, {}", camp.label, _("Tir du Chef (DGT)")),
                             whole),
                     Control(chief + "type", f"{at}.damage_type",
                             format_lazy("{}, {}", camp.label, _("Type de son tir")), text),
                     Control(chief + "comp", f"{at}.combat_skill",
                             format_lazy("{}, {}", camp.label, _("Compétence du Chef")), text)]
    return controls


class HelixForm(Form):
    """The declared controls, and what a slot implies: a card's id is its slot, an attack's attacker the
    slot it is declared on; a blank cycle is 2, an unattacked Forteresse left blank is not read."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if body is None:
            return None
        moved = body.moved if isinstance(body, Body) else {}

        def slot_of(path: str, key: str) -> str:
            original = moved.get(path, path)
            return f"{key}{int(original.rsplit('[', 1)[1][:-1]) + 1}"

        body.setdefault("cycle", DEFAULT_CYCLE)
        declarations = body.get("declarations", [])
        for p, declaration in enumerate(declarations):
            declaration["attacker"] = slot_of(f"declarations[{p}]", "a")
            declaration.setdefault("blockers", [])
        attacked = any(d.get("target") == engine.FORTRESS for d in declarations)
        for camp in CAMPS:
            player = body.setdefault(camp.path, {})
            for p, card in enumerate(player.get("cards", [])):
                slot = slot_of(f"{camp.path}.cards[{p}]", camp.key)
                card["id"] = slot
                card.setdefault("name", str(slot_label(slot)))
            if "fortress" not in player and not (attacked and camp.side is engine.Side.DEFENSEUR):
                player["fortress"] = UNSTATED_DRB
        for response in body.get("responses", []):
            response.setdefault("player", engine.Side.DEFENSEUR.value)
            kinds = {k.value: k for k in engine.EffectKind}
            if response.get("kind") in kinds:  # a control of another kind, left filled when the kind changed
                keep = {"player", "kind", "name", "target", *engine.model.EFFECT_FIELDS[kinds[response["kind"]]]}
                for key in [k for k in response if k not in keep]:
                    del response[key]
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        """The page link of an API body: its cards put in slots (ids become slots), its attacks on their slots."""
        slots: dict[str, str] = {engine.FORTRESS: engine.FORTRESS, engine.WARLORD: engine.WARLORD}
        for camp in CAMPS:
            for n, card in enumerate(body.get(camp.path, {}).get("cards", [])[:SLOTS_PER_SIDE]):
                slots[card.get("id", "")] = f"{camp.key}{n + 1}"

        def slot(card_id: Any) -> Any:
            return slots.get(card_id, card_id)

        paged: dict[str, Any] = {k: v for k, v in body.items() if k not in ("declarations", "responses")}
        for camp in CAMPS:
            player = dict(body.get(camp.path, {}))
            player["cards"] = [{**c, "vengeance_target": slot(c.get("vengeance_target"))}
                               for c in player.get("cards", [])[:SLOTS_PER_SIDE]]
            paged[camp.path] = player
        declarations: list[Any] = [None] * SLOTS_PER_SIDE
        for d in body.get("declarations", []):
            attacker = slot(d.get("attacker"))
            if isinstance(attacker, str) and attacker in SLOTS and SLOTS[attacker] is CAMPS[0]:
                declarations[int(attacker[1:]) - 1] = {**d, "target": slot(d.get("target")),
                                                       "blockers": [slot(b) for b in d.get("blockers", [])]}
        paged["declarations"] = declarations
        paged["responses"] = [{**r, "target": slot(r.get("target")), "source": slot(r.get("source"))}
                              for r in body.get("responses", [])[:RESPONSE_SLOTS]]
        return super().query(paged)


FORM = HelixForm(
    Control("cy", "cycle", "Cycle", whole),
    *[c for camp in CAMPS for c in _player_controls(camp)],
    *[c for slot in SLOTS for c in _card_controls(slot)],
    *[c for slot in SLOTS if SLOTS[slot] is CAMPS[0] for c in _attack_controls(slot)],
    *[c for k in range(1, RESPONSE_SLOTS + 1) for c in _response_controls(k)],
)


# ---------------------------------------------------------------------------------------------
# What the form shows: every slot with its values
# ---------------------------------------------------------------------------------------------

# « EXEMPLE DE COMBAT », as a short link: the Naïade Vampire (3 DGT, 5 PDV, Butin 3 XP | 2 HLX) attacks
# the Invocateur Novice (1 DGT, 2 PDV); Boule de Feu (2 DGT) then the warlord's shot (3 DGT).
EXAMPLE_PARAMS = (("a1", "Naïade Vampire"), ("a1_dgt", "3"), ("a1_pdv", "5"), ("a1_xp", "3"), ("a1_hlx", "2"),
                  ("a1_cible", "d1"), ("d1", "Invocateur Novice"), ("d1_dgt", "1"), ("d1_pdv", "2"),
                  ("cd_dgt", "3"), ("r1", "degats"), ("r1_nom", "Boule de Feu"), ("r1_cible", "a1"), ("r1_x", "2"),
                  ("r2", "tir"), ("r2_src", WARLORD_PARAM), ("r2_cible", "a1"))
EXAMPLE_URL = "/calculateurs/helix/combat/?" + urlencode(EXAMPLE_PARAMS) + "#calc-outcome"  # opens on its answer

TYPES = ((engine.DamageType.PHY.value, "PHY"), (engine.DamageType.MAG.value, "MAG"))
KINDS = ((engine.EffectKind.DEGATS.value, _("Dégâts (sort, pouvoir)")),
         (engine.EffectKind.TIR.value, _("Tir en défense")),
         (engine.EffectKind.MODIFICATION.value, _("Modification (DGT, PDV, capacité)")),
         (engine.EffectKind.DESTRUCTION.value, _("Destruction")))
CARD_ABILITIES = [a for a in engine.ABILITIES if a.field == "abilities"]
GENDERS = (("m", _("masculin (Loup est détruit)")), ("f", _("féminin (Harpie est détruite)")))


def _options(options, current: str, blank: str | None = None) -> list[dict]:
    pairs = ([("", blank)] if blank is not None else []) + list(options)
    return [{"value": v, "label": label, "selected": v == current} for v, label in pairs]


def _digest(params: QueryDict, slot: str) -> str:
    """What a closed card shows: « Naïade Vampire · 3 DGT · 5 PDV · Vol » (the states as the steps name them)."""
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    parts = [get("") or gettext("sans nom")]
    unit = "DRB" if get("_objet") == "1" else "PDV"
    parts += [f"{get('_dgt') or '?'} DGT", f"{get('_pdv') or '?'} {unit}"]
    parts += [label for suffix, value, label in (
        ("_type", "mag", say.DAMAGE_TYPE[engine.DamageType.MAG]), ("_comp", "portee", say.SKILL[engine.CombatSkill.PORTEE]),
        ("_etat", "incline", say.STANCE[engine.Stance.INCLINE]), ("_trans", "1", "Transition"),
        ("_jeton", "1", gettext("token")), ("_objet", "1", gettext("objet"))) if get(suffix) == value]
    names = {a.slug: a.name for a in engine.ABILITIES}
    parts += [names.get(v, v) for v in _values_of(params, slot + "_cap")]
    if get("_res"):
        parts.append("Résistance")
    return " · ".join(parts)


def _slot_name(params: QueryDict, slot: str) -> str:
    name = params.get(slot, "").strip()
    return f"{slot.upper()} — {name}" if name else slot.upper()


# A card's controls a phone folds under « Plus de réglages »: what most combats leave as it is. Its name, DGT, PDV,
# damage type, combat skill and Butin come first, then its abilities, folded under their own line (24 boxes).
MORE_SUFFIXES = ("_etat", "_zone", "_trans", "_jeton", "_objet", "_deja", "_res", "_resx", "_genre", "_venge", "_des",
                 "_att")
ATTACK_SUFFIXES = ("_cible", "_bloq", "_attaque")


def _more_digest(params: QueryDict, slot: str) -> str:
    """What a card's folded settings hold, on their closed line: « inclinée · Transition · D6 : 4 1 »."""
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    parts = [label for suffix, value, label in (
        ("_etat", "incline", say.STANCE[engine.Stance.INCLINE]), ("_zone", "attaque", say.ZONE[engine.Zone.ATTAQUE]),
        ("_trans", "1", "Transition"), ("_jeton", "1", gettext("token")), ("_objet", "1", gettext("objet")),
        ("_deja", "1", gettext("a déjà attaqué"))) if get(suffix) == value]
    if get("_res"):
        parts.append("Résistance")
    if get("_venge"):
        parts.append(f"Vengeance → {get('_venge').upper()}")
    if get("_des"):
        parts.append(f"D6 : {get('_des')}")
    return " · ".join(str(p) for p in parts)


# A card's boxes under « Plus de réglages ».
CARD_CHECKS = (("_trans", _("En Transition")), ("_jeton", _("Créature token (pas d'XP)")),
               ("_objet", _("Objet (DRB au lieu de PDV)")), ("_deja", _("A déjà attaqué depuis son entrée en jeu")))


def _card_view(params: QueryDict, slot: str, filled: set[str], first: bool) -> dict:
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    camp = SLOTS[slot]
    enemies = [s for s in SLOTS if SLOTS[s] is not camp]
    abilities = set(_values_of(params, slot + "_cap"))
    more_open = any(get(suffix) for suffix in MORE_SUFFIXES)
    # Folded parts that hold nothing are sent for JavaScript to lay out when first opened (_helix_card.html).
    lazy = slot not in filled and not first
    return {
        "slot": slot, "label": slot_label(slot), "short": slot.upper(), "filled": slot in filled,
        "open": first and not filled, "digest": _digest(params, slot) if slot in filled else gettext("vide"),
        "lazy": lazy, "abilities_lazy": not abilities, "more_lazy": not more_open,
        "more_open": more_open, "more_digest": _more_digest(params, slot),
        "ticked": ", ".join(a.name for a in CARD_ABILITIES if a.slug in abilities),
        "name": get(""), "dgt": get("_dgt"), "pdv": get("_pdv"), "xp": get("_xp"), "hlx": get("_hlx"),
        "resx": get("_resx"), "des": get("_des"), "att": get("_att"),
        "types": _options(TYPES[1:], get("_type"), "PHY"),
        "skills": _options(((engine.CombatSkill.PORTEE.value, "PORTÉE"),), get("_comp"), "CONTACT"),
        "stances": _options(((engine.Stance.INCLINE.value, say.STANCE[engine.Stance.INCLINE]),), get("_etat"),
                            say.STANCE[engine.Stance.DRESSE]),
        "zones": _options(((engine.Zone.ATTAQUE.value, say.ZONE[engine.Zone.ATTAQUE]),), get("_zone"),
                          say.ZONE[engine.Zone.DEFENSE]),
        "resistances": _options((*TYPES, (engine.DamageType.NEUTRE.value, say.DAMAGE_TYPE[engine.DamageType.NEUTRE])),
                                get("_res"), gettext("aucune")),
        "vengeance": _options([(s, _slot_name(params, s)) for s in enemies], get("_venge"), gettext("— (à choisir)")),
        "genders": _options(GENDERS, get("_genre"), gettext("— (« la carte X »)")),
        "checks": [{"name": slot + suffix, "label": label, "checked": get(suffix) == "1"} for suffix, label in CARD_CHECKS],
        "abilities": [{"slug": a.slug, "name": a.name, "checked": a.slug in abilities, "url": rule_url(a.rule)}
                      for a in CARD_ABILITIES],
    }


def _attack_view(params: QueryDict, slot: str, filled: set[str], first: bool) -> dict:
    defenders = [s for s in SLOTS if SLOTS[s] is CAMPS[1]]
    target = params.get(slot + "_cible", "").strip()
    blockers = set(_values_of(params, slot + "_bloq"))
    targets = _options([(FORTRESS_PARAM, gettext("la Forteresse"))] + [(s, _slot_name(params, s)) for s in defenders],
                       target, gettext("— n'attaque pas"))
    digest = next((str(o["label"]) for o in targets if o["selected"]), str(targets[0]["label"]))
    if blockers:
        digest += " · " + gettext("bloquée par %(blockers)s") % {"blockers": ", ".join(b.upper() for b in sorted(blockers))}
    return {"slot": slot, "label": _slot_name(params, slot), "filled": slot in filled, "targets": targets,
            "open": first or slot in filled or bool(target or blockers), "digest": digest,
            "blockers": [{"value": s, "label": s.upper(), "title": _slot_name(params, s), "checked": s in blockers}
                         for s in defenders]}


def _response_view(params: QueryDict, k: int) -> dict:
    prefix = f"r{k}"
    get = lambda suffix: params.get(prefix + suffix, "").strip()  # noqa: E731
    cards = [(s, _slot_name(params, s)) for s in SLOTS]
    defenders = [(s, _slot_name(params, s)) for s in SLOTS if SLOTS[s] is CAMPS[1]]
    return {
        "n": k, "prefix": prefix, "filled": bool(get("")), "open": False,
        "digest": " · ".join(str(p) for p in (dict(KINDS).get(get(""), ""), get("_nom"), get("_cible").upper()) if p)
        or gettext("aucune"),
        "kinds": _options(KINDS, get(""), gettext("— aucune")),
        "players": _options(((engine.Side.ATTAQUANT.value, say.SIDE[engine.Side.ATTAQUANT]),), get("_qui"),
                            say.SIDE[engine.Side.DEFENSEUR]),
        "name": get("_nom"), "amount": get("_x"), "dgt": get("_dgt"), "pdv": get("_pdv"),
        "targets": _options(cards, get("_cible"), "—"),
        "types": _options((*TYPES, (engine.DamageType.NEUTRE.value, say.DAMAGE_TYPE[engine.DamageType.NEUTRE])),
                          get("_type"), gettext("non précisé")),
        "sources": _options([(WARLORD_PARAM, gettext("son Chef de Guerre"))] + defenders, get("_src"), "—"),
        "grants": _options([(a.slug, a.name) for a in CARD_ABILITIES], get("_cap"), gettext("aucune")),
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
            "levels": _options((("2", gettext("2 (verso)")),), params.get(prefix + "niv", "").strip(),
                               gettext("1 (recto)")),
            "types": _options(TYPES[1:], params.get(prefix + "type", "").strip(), "PHY"),
            "skills": _options(((engine.CombatSkill.CONTACT.value, gettext("CONTACT (ne tire pas)")),),
                               params.get(prefix + "comp", "").strip(), "PORTÉE"),
            "cards": [_card_view(params, s, filled, first=(n == 0 and not anything)) for n, s in enumerate(slots)],
        })
    return {
        "cycle": params.get("cy", ""), "sides": sides, "example_url": EXAMPLE_URL, "open_cards": set(),
        "open_more": set(), "open_abilities": set(), "open_attacks": set(),
        "attacks": [_attack_view(params, s, filled, first=(s == "a1" and not anything)) for s in SLOTS
                    if SLOTS[s] is CAMPS[0]],
        "responses": [_response_view(params, k) for k in range(1, RESPONSE_SLOTS + 1)],
        "outcome_details": "calculators/_helix_outcome.html",
        "form_lines": "calculators/_helix_lines.html",  # the folded parts' lines, after a live update
        # The keywords the cards' boxes name, each defined once for the whole form (not once per card).
        "defined": [a.name for a in CARD_ABILITIES] + [label for _suffix, label in CARD_CHECKS],
    }


def faulty_context(params: QueryDict, faulty: frozenset[str]) -> dict:
    """A refused form opens the cards and responses its refusals name, and their folded part at fault."""
    cards: set[str] = set()
    more: set[str] = set()
    abilities: set[str] = set()
    attacks: set[str] = set()
    for param in faulty:
        slot, _sep, field = param.partition("_")
        suffix = f"_{field}" if field else ""
        if slot not in SLOTS and not re.fullmatch(r"r[0-9]", slot):
            continue  # a player's control: never folded
        if suffix in ATTACK_SUFFIXES:
            attacks.add(slot)
            continue
        cards.add(slot)
        if suffix in MORE_SUFFIXES:
            more.add(slot)
        elif suffix == "_cap":
            abilities.add(slot)
    return {"open_cards": cards, "open_more": more, "open_abilities": abilities, "open_attacks": attacks}


# ---------------------------------------------------------------------------------------------
# What the outcome shows above the steps (the template filter ``helix_outcome``); the sentences are
# the engine's phrasebook's, this only lays them out
# ---------------------------------------------------------------------------------------------


def outcome_view(outcome: dict, params: QueryDict | None = None) -> dict:
    """The API's answer → what the page shows above the steps (names instead of ids)."""
    return _result_view(outcome["result"], params if params is not None else QueryDict())


def _side(value: str) -> engine.Side:
    return engine.Side(value)


def _result_view(result: dict, params: QueryDict) -> dict:
    counts = Counter(c["name"] for c in result["cards"])
    names = {c["id"]: c["name"] if counts[c["name"]] == 1 else say.with_id(c["name"], c["id"]) for c in result["cards"]}
    objects = {c["id"] for c in result["cards"] if params.get(c["id"] + "_objet") == "1"}

    def name(card_id: str) -> str:
        if card_id == engine.FORTRESS:
            return say.THE_FORTRESS
        return say.source_of(card_id, names)

    def event(e: dict) -> dict:
        unit = "DRB" if e["target"] in objects else "PDV"
        damage_type = engine.DamageType(e["damage_type"]) if e["damage_type"] else None
        return {"text": say.event_line(name(e["source"]), name(e["target"]), e["amount"], damage_type,
                                       engine.Delivery(e["delivery"])),
                "reductions": [{"text": say.reduction_line(r["cause"], r["prevented"]), "url": rule_url(r["rule"])}
                               for r in e["reductions"]],
                "dealt": say.dealt_line(e["dealt"]), "after": f"{e['health_before']} → {e['health_after']} {unit}",
                "zero": e["health_after"] == 0}

    def item(report: dict) -> dict:
        destroyed = [name(c) for c in report["destroyed"]]
        return {"events": [event(e) for e in report["events"]],
                "destroyed": say.destroyed_line(destroyed) if destroyed else "",
                "loot": [say.loot_line(_side(g["player"]), g["xp"], g["hlx"], name(g["card"])) for g in report["loot"]]}

    stack = [{"n": n, "played": s["response"] + 1, "name": s["name"],
              "meta": say.stack_meta(engine.EffectKind(s["kind"]), _side(s["player"]), s["response"] + 1),
              "resolved": s["resolved"], **item(s)} for n, s in enumerate(result["stack"], 1)]
    destroyed = {c["id"] for c in result["cards"] if c["destroyed"]}
    combats = []
    for c in result["combats"]:
        fallen = c["attacker"] in destroyed and c["attacker"] not in c["destroyed"]
        timing = say.timing_line(engine.Timing(c["timing"]), name(c["attacker"]), [name(x) for x in c["struck_first"]],
                                 fallen, c["target"] == engine.FORTRESS and not c["blockers"])
        combats.append({"n": c["declaration"] + 1, "attacker": name(c["attacker"]), "target": name(c["target"]),
                        "blockers": [name(b) for b in c["blockers"]], "timing": timing, **item(c)})
    players = []
    for p in result["players"]:
        given = params.get("f" + p["side"][0], "").strip() != "" or not params
        players.append({"label": say.SIDE_TITLE[_side(p["side"])], "fortress": p["fortress"] if given else None,
                        "xp": p["warlord_xp"], "xp_gained": p["xp_gained"], "level": p["warlord_level"],
                        "hlx_gained": p["hlx_gained"]})
    winner = None
    if result["winner"]:
        victory = engine.Victory(result["victory"]) if result["victory"] else None
        winner = say.victory_line(_side(result["winner"]), victory)
    cards = [{"name": name(c["id"]), "side": say.SIDE_TITLE[_side(c["side"])][0],
              "slot": "" if c["id"] not in SLOTS or c["name"] == str(slot_label(c["id"])) else c["id"].upper(),
              "health": c["health"], "unit": "DRB" if c["id"] in objects else "PDV", "destroyed": c["destroyed"],
              "stance": say.STANCE[engine.Stance(c["stance"])], "zone": say.ZONE[engine.Zone(c["zone"])]}
             for c in result["cards"]]
    pending = None
    if result["pending_roll"]:
        roll = result["pending_roll"]
        pending = {"text": roll["text"], "card": name(roll["card"]), "slot": roll["card"].upper()}
    branches = [{"label": say.branch_label(engine.Parity(b["parity"]), b["roll"]),
                 "summary": b["result"]["summary"], "view": _result_view(b["result"], params)}
                for b in result["branches"]]
    return {"stack": stack, "combats": combats,
            "fortress_hits": [{"attacker": name(h["attacker"]), "amount": h["amount"],
                               "after": f"{h['drb_before']} → {h['drb_after']} DRB"} for h in result["fortress_hits"]],
            "players": players, "winner": winner, "cards": cards, "pending": pending, "branches": branches}


def page_message(problem: Problem, body: Any) -> str | None:
    """A target or shooter chosen among the page's slots (« D1 ») while that slot is empty: the API's « no card
    "d1"; expected the id of a card (a1) or "forteresse" » said as the page shows it."""
    if problem.code != "unknown_card" or not isinstance(body, dict):
        return None
    found, slot = value_at(body, problem.field)
    if not found or not isinstance(slot, str):
        return None
    return gettext("%(slot)s est vide : remplissez cette carte, ou choisissez-en une autre.") % {"slot": slot.upper()}


CALCULATOR = Calculator(
    game="helix",
    slug="combat",
    title=_("Helix Duels — combat"),
    description=_("Une phase de combat entière : déclarations et blocages (refusés quand une règle l'interdit), pile "
                  "des sorts et pouvoirs du dernier au premier, qui frappe en premier, dégâts et capacités qui les "
                  "réduisent, créatures détruites, butin, XP et niveau des Chefs de Guerre, DRB de la Forteresse."),
    input=engine.CombatPhase,
    check=engine.check,
    resolve=engine.resolve,
    form=FORM,
    template="calculators/helix_combat.html",
    page_context=page_context,
    faulty_context=faulty_context,
    page_message=page_message,
    example=EXAMPLE,
)

# The API schema names the abilities' choice set once (cards' « abilities », responses' « grants »).
ABILITY_SLUGS = [ability.value for ability in engine.Ability]
