"""Héliosthenos combat: POST /api/v1/calculators/heliosthenos/combat/ and its page."""
from __future__ import annotations

import re

from django.http import QueryDict

from referee.calculators.base import Calculator
from referee.calculators.forms import Control, Form, FormValueError, checked, from_one, to_one, wholes
from referee.engine import heliosthenos as engine


def square(values: list[str]) -> dict:
    """A square of the board grid, « ligne-colonne » (« 3-2 »)."""
    match = re.fullmatch(r"([1-9])-([1-9])", values[0].strip())
    if not match:
        raise FormValueError("choisissez la case sur le plateau.")
    return {"row": int(match[1]), "column": int(match[2])}


def pairing(values: list[str]) -> list[int]:
    """« 12 »: A1 faces D1 and A2 faces D2; « 21 »: the other way round."""
    if values[0] not in ("12", "21"):
        raise FormValueError("choisissez l'un des deux appariements.")
    return [int(c) - 1 for c in values[0]]


FORM = Form(
    Control("a1", "attackers[0].strengths", "Attaquant 1", wholes),
    Control("a2", "attackers[1].strengths", "Attaquant 2", wholes),
    Control("d1", "defenders[0].strengths", "Défenseur 1", wholes),
    Control("d2", "defenders[1].strengths", "Défenseur 2", wholes),
    Control("case", "square", "Case du défenseur", square, show=lambda s: [f"{s['row']}-{s['column']}"]),
    Control("terrain", "terrain", "Terrain"),
    Control("occupant", "occupant", "Autre carte sur la case"),
    Control("territoire", "defender_territory", "Territoire du défenseur", checked),
    Control("choix_attaquant", "attacker_choice", "2 contre 1 : l'attaquant envoie", from_one, show=to_one),
    Control("choix_defenseur", "defender_choice", "1 contre 2 : le défenseur envoie", from_one, show=to_one),
    Control("appariement", "pairing", "2 contre 2 : le défenseur apparie", pairing,
            show=lambda p: ["".join(str(i + 1) for i in p)]),
)

CARD_FIELDS = (("a1", "attackers", 0), ("a2", "attackers", 1), ("d1", "defenders", 0), ("d2", "defenders", 1))


def page_context(params: QueryDict) -> dict:
    cards = []
    for name, side, index in CARD_FIELDS:
        values = params.getlist(name) or [""] * engine.STRENGTH_COUNT
        values = (values + [""] * engine.STRENGTH_COUNT)[: engine.STRENGTH_COUNT]
        cards.append({"name": name, "side": side, "index": index,
                      "label": ("Attaquant" if side == "attackers" else "Défenseur") + f" {index + 1}",
                      "inputs": [{"terrain": engine.TERRAIN[t], "value": v} for t, v in zip(engine.Terrain, values, strict=True)]})
    board = [[{"value": f"{r}-{c}", "terrain": engine.TERRAIN[engine.Terrain.of_column(c)]}
              for c in range(1, engine.BOARD_SIZE + 1)] for r in range(1, engine.BOARD_SIZE + 1)]
    return {"cards": cards, "board": board,
            "terrains": [{"value": t.value, "label": engine.TERRAIN[t]} for t in engine.Terrain],
            "occupants": [{"value": o.value, "label": engine.OCCUPANT[o]} for o in engine.Occupant], "selected_square": params.get("case", "")}


CALCULATOR = Calculator(
    game="heliosthenos",
    slug="combat",
    title="Héliosthenos — combat",
    description=("Score de milieu, score restant, score total et vainqueur de chaque combat ; sort du vaincu "
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
