"""Noxilia movement: POST /api/v1/calculators/noxilia/movement/ and its page /calculateurs/noxilia/deplacement/.

The API body is the engine's input (``referee.engine.noxilia.movement_model.MovementInput``). The page is a GET form
whose parameters are short and French; a blank field is left out and the engine's default applies:

* the units, in slots ``u1``…``u8``: ``uN`` the name, ``uN_j`` the player (1 or 2), ``uN_z`` the zone
  (``champ1-1``…), ``uN_cap`` the abilities typed as a list (« volant, intercepteur »), ``uN_pf`` the X of Passage en
  force, ``uN_dist`` the ranged attack, ``uN_eng=1`` engaged, ``uN_vis=1`` face up;
* the move: ``mobile`` (the unit's slot number), ``action`` (deplacement, charge, repli, deplacer-et-equiper,
  deplacer-et-soigner), ``z1``…``z3`` the zones entered, ``cible`` the slot of the unit charged;
* the treasures ``t1``…``t3``: ``tN_z`` the zone, ``tN_primo=1`` a primo trésor, ``tN_vis=1`` already face up;
* the zones captured earlier ``c1``…``c2``: ``cN_z`` the zone, ``cN_j`` the player holding it;
* the Pioche du destin (optional): ``tour`` the turn starting, ``tires`` the cards drawn before it, in order, typed as a
  list (« Brouillard, Tempête, … »).

A unit's slot left blank closes up the list of units (the API numbers them from 0): the move's unit and target are
renumbered with it, so « Unité 3 » stays the unit typed in the third slot.
"""
from __future__ import annotations

import re
import unicodedata
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Body, Control, Form, FormValueError, checked, from_one, to_one, whole
from referee.calculators.translation import QueryDict, format_lazy, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.engine.french import capitalized
from referee.engine.noxilia import movement
from referee.engine.noxilia import phrasebook as say
from referee.engine.noxilia.movement_model import Ability, DestinyCard, MoveKind, MovementInput, Zone
from referee.engine.noxilia.rules import MAX_DESTINY_TURN, MAX_FORCE, MAX_NAME

UNIT_SLOTS = 8
TREASURE_SLOTS = 3
CONTROL_SLOTS = 2
PATH_SLOTS = 3


def _plain(text: str) -> str:
    """Lower case, no accents, words joined by hyphens: « Vue perçante » → « vue-percante »."""
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower().strip()
    return re.sub(r"[\s'_]+", "-", text)


ABILITY_WORDS = {_plain(a.value): a.value for a in Ability} | {"regard-percant": Ability.KEEN_SIGHT.value,
                                                             "vol": Ability.FLYING.value,
                                                             "frere-darme": Ability.BROTHER_IN_ARMS.value}


def _abilities(values: list[str]) -> list[str]:
    """« volant, Intercepteur ; vue perçante » → the abilities' values, each once."""
    found: list[str] = []
    for word in re.split(r"[,;/+]+", values[0]):
        if not word.strip():
            continue
        value = ABILITY_WORDS.get(_plain(word))
        if value is None:
            raise FormValueError(gettext("« %(word)s » n'est pas une capacité que le calcul lit (marche rapide, volant, "
                                         "infiltrateur, intercepteur, grimpeur, vue perçante, tir de proximité, frère "
                                         "d'arme, soin, purification).") % {"word": word.strip()[:30]})
        if value not in found:
            found.append(value)
    return found


def _destiny_cards(values: list[str]) -> list[str]:
    """« Brouillard, Tempête ; peste noire » → the cards' values, in the order typed (a card may come twice)."""
    names = {_plain(say.MV_DESTINY_CARD[c.value]): c.value for c in DestinyCard} | {c.value: c.value for c in DestinyCard}
    found: list[str] = []
    for word in re.split(r"[,;/+]+", values[0]):
        if not word.strip():
            continue
        value = names.get(_plain(word))
        if value is None:
            raise FormValueError(gettext("« %(word)s » n'est pas une carte de la pioche du destin.")
                                 % {"word": word.strip()[:40]})
        found.append(value)
    return found


def _destiny_shown(value: Any) -> list[str]:
    return [", ".join(say.MV_DESTINY_CARD[v] for v in value)] if value else []


def _abilities_shown(value: Any) -> list[str]:
    return [", ".join(value)] if value else []


def _name(values: list[str]) -> str:
    return values[0].strip()[:MAX_NAME]


class MovementForm(Form):
    """The form, whose move names units by their slot: renumbered when blank slots close up the list."""

    def data(self, params: QueryDict) -> dict | None:
        body = super().data(params)
        if not isinstance(body, Body):
            return body
        slots = {int(old[len("units["):-1]): int(new[len("units["):-1])
                 for new, old in body.moved.items() if re.fullmatch(r"units\[\d+\]", new)}
        move = body.get("move")
        if slots and isinstance(move, dict):
            for key in ("unit", "target"):
                if isinstance(move.get(key), int) and move[key] in slots:
                    move[key] = slots[move[key]]
        return body


def _unit_controls(n: int) -> list[Control]:
    at, label = f"units[{n - 1}]", format_lazy(_("Unité {n}"), n=n)
    return [Control(f"u{n}", f"{at}.name", format_lazy("{}, {}", label, _("nom")), _name),
            Control(f"u{n}_j", f"{at}.player", format_lazy("{}, {}", label, _("joueur")), whole),
            Control(f"u{n}_z", f"{at}.zone", format_lazy("{}, {}", label, _("zone"))),
            Control(f"u{n}_cap", f"{at}.abilities", format_lazy("{}, {}", label, _("capacités")), _abilities,
                    show=_abilities_shown),
            Control(f"u{n}_pf", f"{at}.force", format_lazy("{}, {}", label, _("Passage en force X")), whole),
            Control(f"u{n}_dist", f"{at}.ranged", format_lazy("{}, {}", label, _("attaque distance")), whole),
            Control(f"u{n}_eng", f"{at}.engaged", format_lazy("{}, {}", label, _("engagée")), checked),
            Control(f"u{n}_vis", f"{at}.revealed", format_lazy("{}, {}", label, _("face visible")), checked)]


FORM = MovementForm(
    *[c for n in range(1, UNIT_SLOTS + 1) for c in _unit_controls(n)],
    Control("mobile", "move.unit", _("Unité qui se déplace"), from_one, show=to_one),
    Control("action", "move.kind", _("Action")),
    *[Control(f"z{i}", f"move.path[{i - 1}]", format_lazy(_("Zone {n} du chemin"), n=i)) for i in range(1, 4)],
    Control("cible", "move.target", _("Unité chargée"), from_one, show=to_one),
    *[c for n in range(1, TREASURE_SLOTS + 1) for c in (
        Control(f"t{n}_z", f"treasures[{n - 1}].zone", format_lazy(_("Trésor {n}, zone"), n=n)),
        Control(f"t{n}_primo", f"treasures[{n - 1}].primo", format_lazy(_("Trésor {n}, primo trésor"), n=n), checked),
        Control(f"t{n}_vis", f"treasures[{n - 1}].face_up", format_lazy(_("Trésor {n}, retourné"), n=n), checked))],
    *[c for n in range(1, CONTROL_SLOTS + 1) for c in (
        Control(f"c{n}_z", f"control[{n - 1}].zone", format_lazy(_("Zone capturée {n}"), n=n)),
        Control(f"c{n}_j", f"control[{n - 1}].player", format_lazy(_("Zone capturée {n}, joueur"), n=n), whole))],
    Control("tour", "destiny.turn", _("Pioche du destin, tour qui commence"), whole),
    Control("tires", "destiny.drawn", _("Pioche du destin, cartes déjà tirées"), _destiny_cards, show=_destiny_shown),
)

KINDS = ((MoveKind.MOVE, _("Déplacement (2 zones, 3 avec Marche rapide)")),
         (MoveKind.CHARGE, _("Charge (1 zone, 2 avec Marche rapide)")),
         (MoveKind.RETREAT, _("Repli (1 zone vers sa zone de commandement)")),
         (MoveKind.EQUIP, _("Déplacer et équiper (0 ou 1 zone)")),
         (MoveKind.HEAL, _("Déplacer et soigner/purifier (0 ou 1 zone)")))


def _get(params: QueryDict, name: str) -> str:
    return params.get(name, "").strip()


def _zones(current: str, blank: Any) -> list[dict]:
    """The zones, each named as the steps name it, player 1's half first."""
    options = [{"value": "", "label": blank, "selected": not current}]
    options += [{"value": z.value, "label": capitalized(say.mv_zone(z)), "selected": z.value == current} for z in Zone]
    return options


def _players(current: str) -> list[dict]:
    return [{"value": "", "label": "—", "selected": not current}] + [
        {"value": str(p), "label": format_lazy(_("Joueur {n}"), n=p), "selected": current == str(p)} for p in (1, 2)]


def _slots(params: QueryDict, current: str) -> list[dict]:
    return [{"value": "", "label": "—", "selected": not current}] + [
        {"value": str(n), "label": _get(params, f"u{n}") or format_lazy(_("Unité {n}"), n=n),
         "selected": current == str(n)} for n in range(1, UNIT_SLOTS + 1)]


def page_context(params: QueryDict) -> dict:
    units = [{"n": n, "name": _get(params, f"u{n}"), "players": _players(_get(params, f"u{n}_j")),
              "zones": _zones(_get(params, f"u{n}_z"), "—"), "abilities": _get(params, f"u{n}_cap"),
              "force": _get(params, f"u{n}_pf"), "ranged": _get(params, f"u{n}_dist"),
              "engaged": _get(params, f"u{n}_eng") == "1", "revealed": _get(params, f"u{n}_vis") == "1"}
             for n in range(1, UNIT_SLOTS + 1)]
    kind = _get(params, "action") or MoveKind.MOVE.value
    return {
        "units": units,
        "movers": _slots(params, _get(params, "mobile")),
        "targets": _slots(params, _get(params, "cible")),
        "kinds": [{"value": k.value, "label": label, "selected": k.value == kind} for k, label in KINDS],
        "path": [{"n": i, "zones": _zones(_get(params, f"z{i}"), "—")} for i in range(1, PATH_SLOTS + 1)],
        "treasures": [{"n": n, "zones": _zones(_get(params, f"t{n}_z"), "—"),
                       "primo": _get(params, f"t{n}_primo") == "1", "face_up": _get(params, f"t{n}_vis") == "1"}
                      for n in range(1, TREASURE_SLOTS + 1)],
        "controls": [{"n": n, "zones": _zones(_get(params, f"c{n}_z"), "—"), "players": _players(_get(params, f"c{n}_j"))}
                     for n in range(1, CONTROL_SLOTS + 1)],
        "turn": _get(params, "tour"),
        "drawn": _get(params, "tires"),
        "max_turn": MAX_DESTINY_TURN,
        "max_force": MAX_FORCE,
        "outcome_details": "calculators/noxilia_movement_outcome.html",
    }


# A Charge at distance 2 with Marche rapide (« elle se retrouve donc avec -2 armure ») onto an enemy rampart, through
# a Champ de bataille where a primo trésor lies (« retournés dès qu'une unité arrive sur la case »); an Éclaireur
# alone on another Champ de bataille would take its treasure and the zone were the turn to end so. The units are
# the tests' own: the book prints no card's abilities.
EXAMPLE = {
    "units": [
        {"name": "Chevalier", "player": 1, "zone": "champ1-1", "abilities": ["marche-rapide", "grimpeur"]},
        {"name": "Éclaireur", "player": 1, "zone": "champ2-2", "revealed": True},
        {"name": "Archer", "player": 2, "zone": "rempart1-2", "ranged": 2},
        {"name": "Garde", "player": 2, "zone": "rempart2-2", "abilities": ["intercepteur"]},
    ],
    "move": {"unit": 0, "kind": "charge", "path": ["champ1-2", "rempart1-2"], "target": 2},
    "treasures": [{"zone": "champ1-2", "primo": True}, {"zone": "champ2-2", "primo": True, "face_up": True}],
}

CALCULATOR = Calculator(
    game="noxilia",
    slug="deplacement",
    api_slug="movement",
    title=_("Noxilia — déplacement et zones"),
    description=_("Un mouvement déclaré sur le plateau (Déplacement, Charge, Repli, Marche rapide, Volant, "
                  "Infiltrateur, Passage en force) : permis ou non, l'Intercepteur qui l'arrête, le malus d'armure, "
                  "les unités de la zone d'arrivée face au plafond de 5, le rempart, ce que chaque joueur voit dans "
                  "le brouillard de guerre, la portée d'une attaque à distance et, si le tour finissait ainsi, les "
                  "zones et les trésors capturés."),
    input=MovementInput,
    check=movement.check,
    resolve=movement.resolve,
    form=FORM,
    template="calculators/noxilia_movement.html",
    page_context=page_context,
    example=EXAMPLE,
)
