"""Helix Duels's lasting effects: POST /api/v1/calculators/helix/effects/ and its page /calculateurs/helix/effets/.

The API body is the engine's input (``referee.engine.helix.effects.EffectsInput``), read by the shared reader.

The page is a GET form with short French parameters; a blank field is left out, so the engine's default applies:

* ``tour`` the number of the turn in progress (3 when blank; odd turns are joueur 1's); ``phase`` where it stands
  (canalisation); ``tours`` how many turns to walk (2).
* Cards in fixed slots ``c1``…``c6``, the slot being the card's id. For a slot ``s``: ``s`` its name; ``s_camp`` its
  controller (joueur-1 when blank); ``s_pdv`` PDV; ``s_max`` printed PDV; ``s_dgt`` DGT; ``s_comp=portee``;
  ``s_etat=incline``; ``s_att=1`` it attacks on its controller's turns; ``s_trans=1`` in Transition, ``s_eveil=1``
  with an Éveil; ``s_jeton=1`` a token; ``s_rar`` its rareté; ``s_esp`` its species; ``s_genre`` its name's gender;
  ``s_eff`` its effects, written « Poison, Brûlure 1 ce tour, Régénération 2, Enlèvement jets 3 4 »; ``s_arr`` the
  turn it arrives on, ``s_par`` how (invocation when blank), ``s_bs`` its Brise-Sort level, ``s_cout`` the cost of
  the spell it cancels, ``s_copie`` the slot its Clone Végétal copies; ``s_xp`` and ``s_hlx`` its Butin;
  ``s_fren=1`` Frénésie, it attacks twice.
* ``xp1``/``niv1`` and ``xp2``/``niv2``: the XP and level of joueur 1's and joueur 2's Chef de Guerre.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, checked, text, whole
from referee.calculators.translation import QueryDict, format_lazy, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.engine.helix import effects as engine
from referee.engine.helix import phrasebook as say
from referee.engine.helix import rules
from referee.engine.helix.effects.model import LEVELLED, LOST_ICON, TIMED
from referee.engine.helix.model import Stance, Zone
from rules.links import rule_url

SLOTS = tuple(f"c{n}" for n in range(1, 7))
"""The page's card slots; a slot is the card's id."""

EXAMPLE = {
    "turn": 3, "phase": "combat", "turns": 3,
    "cards": [
        {"id": "goule", "name": "Goule", "gender": "f", "side": "joueur-1", "life": 3, "damage": 2, "attacks": True,
         "effects": [{"effect": "poison"}, {"effect": "brulure", "this_turn": True}, {"effect": "saignement"}]},
        {"id": "spectre", "name": "Spectre", "gender": "m", "side": "joueur-2", "life": 2, "printed_life": 4,
         "effects": [{"effect": "regeneration", "level": 1}, {"effect": "paralysie", "this_turn": True}]},
    ],
}

# --- The effects as typed: « Poison, Brûlure 1 ce tour, Régénération 2, Enlèvement jets 3 4 » -----------------


def _plain(words: str) -> str:
    decomposed = unicodedata.normalize("NFKD", words.replace("’", "'"))
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).casefold().replace("-", " ").split())


_BY_NAME = sorted(((_plain(name), slug) for slug, name in say.EFFECT_NAMES.items()), key=lambda p: -len(p[0]))
_NUMBER_KEY = {**{e.value: "turns" for e in TIMED}, **{e.value: "level" for e in LEVELLED},
               **{e.value: "amount" for e in LOST_ICON}}
"""What the number typed after an effect is: Brûlure's or Épouvante's turns, Régénération's level, the number printed
before Drain de Lumière's or Germination's lost icon."""


def _one_effect(item: str) -> dict:
    plain = _plain(item)
    slug = next((s for name, s in _BY_NAME if plain == name or plain.startswith(name + " ")), None)
    if slug is None:
        raise FormValueError(gettext("« %(item)s » : effet inconnu ; les effets suivis : %(names)s.")
                             % {"item": item[:30], "names": ", ".join(say.EFFECT_NAMES.values())})
    name = next(n for n, s in _BY_NAME if s == slug)
    rest = plain[len(name):].split()
    marker: dict[str, Any] = {"effect": slug}
    if "ce" in rest and "tour" in rest[rest.index("ce"):]:
        marker["this_turn"] = True
        i = rest.index("ce")
        del rest[i:i + 2]
    if "jets" in rest:
        i = rest.index("jets")
        rolls, rest = rest[i + 1:], rest[:i]
        if not all(re.fullmatch(r"[1-6]", r) for r in rolls):
            raise FormValueError(gettext("« %(item)s » : les jets sont des nombres de 1 à 6.") % {"item": item[:30]})
        marker["rolls"] = [int(r) for r in rolls]
    if rest:
        if len(rest) > 1 or not re.fullmatch(r"[0-9]{1,2}", rest[0]) or slug not in _NUMBER_KEY:
            raise FormValueError(gettext("« %(item)s » : écrivez l'effet, puis son nombre s'il en a un, « ce tour », "
                                         "« jets 3 4 ».") % {"item": item[:30]})
        marker[_NUMBER_KEY[slug]] = int(rest[0])
    return marker


def effects_typed(values: list[str]) -> list[dict]:
    """The effects of one card, as typed: separated by commas or semicolons."""
    return [_one_effect(item.strip()) for item in re.split(r"[,;]", values[0]) if item.strip()]


def effects_written(markers: Any) -> list[str]:
    """The inverse of :func:`effects_typed`: an API body's effects as the page writes them."""
    items = []
    for marker in markers or []:
        words = [say.EFFECT_NAMES.get(marker.get("effect", ""), marker.get("effect", ""))]
        number = next((marker[k] for k in ("turns", "amount") if marker.get(k) is not None), None)
        if number is None and marker.get("level", 1) != 1:
            number = marker["level"]
        if number is not None:
            words.append(str(number))
        if marker.get("this_turn"):
            words.append("ce tour")
        if marker.get("rolls"):
            words += ["jets", *map(str, marker["rolls"])]
        items.append(" ".join(words))
    return [", ".join(items)] if items else []


# --- The form ------------------------------------------------------------------------------------------------


def slot_label(slot: str) -> Any:
    return format_lazy(_("Carte {n}"), n=slot[1:])


def _nothing(values: list[str]) -> Any:
    raise FormValueError(gettext("ce paramètre n'existe pas sur cette page."))


def _hidden(value: Any) -> list[str]:
    return []


CARD_FIELDS = (
    ("", "name", _("nom"), text), ("_camp", "side", _("contrôleur"), text), ("_pdv", "life", "PDV", whole),
    ("_max", "printed_life", _("PDV imprimés"), whole), ("_dgt", "damage", "DGT", whole),
    ("_comp", "combat_skill", _("Compétence"), text), ("_etat", "stance", _("État"), text),
    ("_zone", "zone", _("zone"), text),
    ("_att", "attacks", _("attaque à chacun de ses tours"), checked), ("_trans", "transition", _("en Transition"), checked),
    ("_eveil", "awakening", _("a un Éveil"), checked), ("_jeton", "token", _("créature token"), checked),
    ("_rar", "rarity", _("rareté"), text), ("_esp", "species", _("espèce"), text), ("_genre", "gender", _("genre du nom"), text),
    ("_arr", "arrives.turn", _("arrive au tour"), whole), ("_par", "arrives.how", _("arrive par"), text),
    ("_bs", "arrives.level", _("niveau de Brise-Sort"), whole), ("_cout", "arrives.spell_cost", _("coût du sort annulé"), whole),
    ("_copie", "arrives.copies", _("Clone Végétal de"), text),
    ("_xp", "loot.xp", _("Butin : XP"), whole), ("_hlx", "loot.hlx", _("Butin : HLX"), whole),
)


def _frenzy(values: list[str]) -> int:
    """« Frénésie : Peut attaquer 2 fois par tour »: the box checked, it attacks twice."""
    return rules.FRENESIE_ATTACKS_PER_TURN if checked(values) else 1


def _frenzy_written(value: Any) -> list[str]:
    return ["1"] if value == rules.FRENESIE_ATTACKS_PER_TURN else []


WARLORD_FIELDS = (("xp", "xp", _("XP du Chef de Guerre")), ("niv", "level", _("Niveau du Chef de Guerre")))
"""Each player's Chef de Guerre, ``xp1``/``niv1`` for joueur 1 (``warlords[0]``), ``xp2``/``niv2`` for joueur 2."""
WARLORD_PLAYERS = (_("joueur 1"), _("joueur 2"))


def _card_controls(slot: str) -> list[Control]:
    at = f"cards[{int(slot[1:]) - 1}]"
    short = slot_label(slot)
    controls = [Control(f"{slot}_carte", at, short, _nothing, show=_hidden)]
    controls += [Control(slot + suffix, f"{at}.{path}", format_lazy("{}, {}", short, label), parse)
                 for suffix, path, label, parse in CARD_FIELDS]
    controls.append(Control(slot + "_fren", f"{at}.attacks_per_turn", format_lazy("{}, {}", short, _("Frénésie : "
                            "attaque 2 fois par tour")), _frenzy, show=_frenzy_written))
    controls.append(Control(slot + "_eff", f"{at}.effects", format_lazy("{}, {}", short, _("effets")), effects_typed,
                            show=effects_written))
    # The combat damage it takes this turn (from the combat calculator): one entry of ``hits``, by the slot's rank.
    controls.append(Control(slot + "_coup", f"hits[{int(slot[1:]) - 1}].amount",
                            format_lazy("{}, {}", short, _("DGT de combat subis ce tour")), whole))
    return controls


class EffectsForm(Form):
    """The declared controls, and what a slot implies: its card's id; a blank name is « Carte n »."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if body is None:
            return None
        moved = body.moved if isinstance(body, Body) else {}
        for p, card in enumerate(body.get("cards", [])):
            original = moved.get(f"cards[{p}]", f"cards[{p}]")
            slot = f"c{int(original.rsplit('[', 1)[1][:-1]) + 1}"
            card["id"] = slot
            card.setdefault("name", str(slot_label(slot)))
            card.setdefault("side", engine.Camp.ONE.value)
            if "arrives" in card and card["arrives"].get("how") is None:
                card["arrives"].setdefault("how", engine.Arrival.INVOCATION.value)
        for p, hit in enumerate(body.get("hits", [])):
            original = moved.get(f"hits[{p}]", f"hits[{p}]")
            hit["card"] = f"c{int(original.rsplit('[', 1)[1][:-1]) + 1}"
        for p, warlord in enumerate(body.get("warlords", [])):
            original = moved.get(f"warlords[{p}]", f"warlords[{p}]")
            warlord["side"] = PLAYERS[int(original.rsplit('[', 1)[1][:-1])][0]
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        """The page link of an API body: its cards in slots (ids become slots, a Clone's model too)."""
        cards = list(body.get("cards", []))[:len(SLOTS)]
        slots = {card.get("id"): SLOTS[n] for n, card in enumerate(cards)}
        paged = dict(body)
        # A hit of the turn in progress goes in its card's slot; the API's others have no place on the page.
        hits: list[Any] = [None] * len(cards)
        for hit in body.get("hits", []):
            if hit.get("turn") in (None, body.get("turn", 3)) and hit.get("card") in slots:
                hits[SLOTS.index(slots[hit["card"]])] = {"amount": hit.get("amount")}
        paged["hits"] = hits
        # A Chef de Guerre goes in its player's fields (xp1 for joueur 1, xp2 for joueur 2).
        by_side = {w.get("side"): w for w in body.get("warlords", []) if isinstance(w, dict)}
        paged["warlords"] = [by_side.get(side) for side, _label in PLAYERS]
        paged["cards"] = []
        for card in cards:
            card = dict(card)
            if isinstance(card.get("arrives"), dict) and card["arrives"].get("copies"):
                card["arrives"] = {**card["arrives"], "copies": slots.get(card["arrives"]["copies"])}
            paged["cards"].append(card)
        return super().query(paged)


FORM = EffectsForm(
    Control("tour", "turn", _("Numéro du tour"), whole),
    Control("phase", "phase", _("Phase"), text),
    Control("tours", "turns", _("Tours à parcourir"), whole),
    *[Control(f"{short}{n}", f"warlords[{n - 1}].{path}", format_lazy("{} ({})", label, WARLORD_PLAYERS[n - 1]),
              whole)
      for n in (1, 2) for short, path, label in WARLORD_FIELDS],
    *[c for slot in SLOTS for c in _card_controls(slot)],
)

# --- What the page shows -----------------------------------------------------------------------------------

PHASES = (("canalisation", "Canalisation"), ("preparation", "Préparation"), ("combat", "Combat"),
          ("resolution", "Résolution"), ("reparation", "Réparation"))
PLAYERS = (("joueur-1", _("joueur 1")), ("joueur-2", _("joueur 2")))
ARRIVALS = (("renfort", "Renfort"), ("brise-sort", "Brise-Sort"), ("clone-vegetal", "Clone Végétal"))
RARITIES = (("epique", _("Épique")), ("legendaire", _("Légendaire")))
SPECIES = (("bete", _("Bête")), ("humanoide", _("Humanoïde")), ("meka", "Meka"))
GENDERS = (("m", _("masculin")), ("f", _("féminin")))
EXAMPLE_URL = ("/calculateurs/helix/effets/?tour=3&phase=combat&tours=3&c1=Goule&c1_genre=f&c1_pdv=3&c1_dgt=2&c1_att=1"
               "&c1_eff=Poison%2C+Br%C3%BBlure+ce+tour%2C+Saignement&c2=Spectre&c2_genre=m&c2_camp=joueur-2&c2_pdv=2"
               "&c2_max=4&c2_eff=R%C3%A9g%C3%A9n%C3%A9ration%2C+Paralysie+ce+tour#calc-outcome")


def _options(options: Any, current: str, blank: str | None = None) -> list[dict]:
    pairs = ([("", blank)] if blank is not None else []) + list(options)
    return [{"value": v, "label": label, "selected": v == current} for v, label in pairs]


def _card_view(params: QueryDict, slot: str) -> dict:
    get = lambda suffix: params.get(slot + suffix, "").strip()  # noqa: E731
    filled = any(get(suffix) for suffix, *_rest in CARD_FIELDS) or bool(get("_eff"))
    return {
        "slot": slot, "label": slot_label(slot), "filled": filled, "open": filled or slot == SLOTS[0],
        "name": get(""), "pdv": get("_pdv"), "max": get("_max"), "dgt": get("_dgt"), "eff": get("_eff"),
        "arr": get("_arr"), "bs": get("_bs"), "cout": get("_cout"),
        "camps": _options(PLAYERS[1:], get("_camp"), str(PLAYERS[0][1])),
        "skills": _options((("portee", "PORTÉE"),), get("_comp"), "CONTACT"),
        "stances": _options(((Stance.INCLINE.value, say.STANCE[Stance.INCLINE]),), get("_etat"),
                            say.STANCE[Stance.DRESSE]),
        "zones": _options(((Zone.ATTAQUE.value, say.ZONE[Zone.ATTAQUE]),), get("_zone"), say.ZONE[Zone.DEFENSE]),
        "coup": get("_coup"), "xp": get("_xp"), "hlx": get("_hlx"),
        "rarities": _options(RARITIES, get("_rar"), gettext("Commune")),
        "species": _options(SPECIES, get("_esp"), "—"),
        "genders": _options(GENDERS, get("_genre"), gettext("— (« la carte X »)")),
        "arrivals": _options(ARRIVALS, get("_par"), gettext("invocation")),
        "copies": _options([(s, str(slot_label(s))) for s in SLOTS if s != slot], get("_copie"), "—"),
        "checks": [{"name": slot + suffix, "label": label, "checked": get(suffix) == "1"}
                   for suffix, _path, label, parse in CARD_FIELDS if parse is checked]
        + [{"name": slot + "_fren", "label": gettext("Frénésie : attaque 2 fois par tour"),
            "checked": get("_fren") == "1"}],
    }


def page_context(params: QueryDict) -> dict:
    return {
        "phases": _options(PHASES[1:], params.get("phase", "").strip(), PHASES[0][1]),
        "turn_counts": _options([(str(n), str(n)) for n in range(rules.MIN_WALKED_TURNS, rules.MAX_WALKED_TURNS + 1)
                                 if n != 2], params.get("tours", "").strip(), "2"),
        "turn": params.get("tour", ""),
        "warlords": [{"n": n, "player": label, "xp": params.get(f"xp{n}", "").strip(),
                      "level": params.get(f"niv{n}", "").strip()} for n, (_side, label) in enumerate(PLAYERS, 1)],
        "cards": [_card_view(params, s) for s in SLOTS],
        "example_url": EXAMPLE_URL,
        "effect_rules": [{"name": name, "url": rule_url(rules.keyword(slug))} for slug, name in say.EFFECT_NAMES.items()],
        "unsettled": [{"name": u.effect, "reason": u.reason, "url": rule_url(u.rule)} for u in engine.unsettled()],
        "phase_names": dict(PHASES), "player_names": dict(PLAYERS), "zone_names": {z.value: say.ZONE[z] for z in Zone},
        "outcome_details": "calculators/_helix_effects_result.html",
    }


CALCULATOR = Calculator(
    game="helix",
    slug="effets",
    api_slug="effects",
    title=_("Helix Duels — effets durables"),
    description=_("Les effets posés sur les cartes en jeu (Poison, Brûlure, Maladie, Régénération, Assommé, Épouvante, "
                  "Paralysie, Enracinement, Enlèvement, Saignement, Lien d'Ombre…) suivis tour par tour, phase par "
                  "phase : dégâts, fins d'effet, morts, cartes qui arrivent, et ce que chaque carte peut encore faire."),
    input=engine.EffectsInput,
    check=engine.check,
    resolve=engine.walk_effects,
    form=FORM,
    template="calculators/helix_effects.html",
    page_context=page_context,
    example=EXAMPLE,
)
