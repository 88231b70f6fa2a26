"""Héliosthenos combat: POST /api/v1/calculators/heliosthenos/combat/ and its page."""
from __future__ import annotations

import re

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, FormValueError, checked, from_one, to_one, wholes
from referee.calculators.translation import QueryDict, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.engine import heliosthenos as engine
from referee.engine.heliosthenos import phrasebook as say


def square(values: list[str]) -> dict:
    """A square of the board grid, « ligne-colonne » (« 3-2 »)."""
    match = re.fullmatch(r"([1-9])-([1-9])", values[0].strip())
    if not match:
        raise FormValueError(gettext("choisissez la case sur le plateau."))
    return {"row": int(match[1]), "column": int(match[2])}


def pairing(values: list[str]) -> list[int]:
    """« 12 »: A1 faces D1 and A2 faces D2; « 21 »: the other way round."""
    if values[0] not in ("12", "21"):
        raise FormValueError(gettext("choisissez l'un des deux appariements."))
    return [int(c) - 1 for c in values[0]]


def _terrains() -> list[str]:
    """A card's strengths in the order of its inputs, each named by its terrain."""
    return [say.TERRAIN[t] for t in engine.Terrain]


FORM = Form(
    Control("a1", "attackers[0].strengths", _("Attaquant 1"), wholes, items=_terrains),
    Control("a2", "attackers[1].strengths", _("Attaquant 2"), wholes, items=_terrains),
    Control("d1", "defenders[0].strengths", _("Défenseur 1"), wholes, items=_terrains),
    Control("d2", "defenders[1].strengths", _("Défenseur 2"), wholes, items=_terrains),
    Control("case", "square", _("Case du défenseur"), square, show=lambda s: [f"{s['row']}-{s['column']}"]),
    Control("terrain", "terrain", _("Terrain")),
    Control("occupant", "occupant", _("Autre carte sur la case")),
    Control("territoire", "defender_territory", _("Territoire du défenseur"), checked),
    Control("choix_attaquant", "attacker_choice", _("2 contre 1 : l'attaquant envoie"), from_one, show=to_one),
    Control("choix_defenseur", "defender_choice", _("1 contre 2 : le défenseur envoie"), from_one, show=to_one),
    Control("appariement", "pairing", _("2 contre 2 : le défenseur apparie"), pairing,
            show=lambda p: ["".join(str(i + 1) for i in p)]),
)

CARD_FIELDS = (("a1", "attackers", 0), ("a2", "attackers", 1), ("d1", "defenders", 0), ("d2", "defenders", 1))


def page_context(params: QueryDict) -> dict:
    """The form as drawn: the terrains and occupants named as the steps name them (the phrasebook in force)."""
    cards = []
    for name, side, index in CARD_FIELDS:
        values = params.getlist(name) or [""] * engine.STRENGTH_COUNT
        values = (values + [""] * engine.STRENGTH_COUNT)[: engine.STRENGTH_COUNT]
        cards.append({"name": name, "side": side, "index": index, "label": FORM.label(f"{side}[{index}].strengths"),
                      "inputs": [{"terrain": say.TERRAIN[t], "value": v} for t, v in zip(engine.Terrain, values, strict=True)]})
    board = [[{"value": f"{r}-{c}", "terrain": say.TERRAIN[engine.Terrain.of_column(c)]}
              for c in range(1, engine.BOARD_SIZE + 1)] for r in range(1, engine.BOARD_SIZE + 1)]
    return {"cards": cards, "board": board,
            "terrains": [{"value": t.value, "label": say.TERRAIN[t]} for t in engine.Terrain],
            "occupants": [{"value": o.value, "label": say.OCCUPANT[o]} for o in engine.Occupant], "selected_square": params.get("case", "")}


CALCULATOR = Calculator(
    game="heliosthenos",
    slug="combat",
    title=_("Héliosthenos — combat"),
    description=_("Score de milieu, score restant, score total et vainqueur de chaque combat ; sort du vaincu "
                  "(fuite, prisonnier, achevé, blessé) ; attaques à deux contre un, un contre deux, deux contre deux."),
    input=engine.CombatInput,
    check=engine.check,
    resolve=engine.resolve,
    form=FORM,
    template="calculators/heliosthenos_combat.html",
    page_context=page_context,
    example={"attackers": [{"strengths": [7, 2, 4, 2, 3]}], "defenders": [{"strengths": [4, 4, 4, 4, 4]}],
             "terrain": "desert"},
)
