"""Héliosthenos turn: POST /api/v1/calculators/heliosthenos/turn/ and its page /calculateurs/heliosthenos/tour/.

The page is the 5×5 grid, one short text a square (« 1 », « 1(7,2,4,2,3) + 2p »: the card's owner, b for blessée,
p for prisonnière, its strengths if it fights), and the actions typed one a line as a player says them
(« avancer 2-1 3-1 », « attaquer 2-1 3-1 achever »): the engine's notation (:mod:`referee.engine.heliosthenos.notation`)
reads both into the API's JSON. A square's cards go to the board's list wherever they are typed, so the link of a
ruling (:meth:`TurnForm.query`) puts each square's cards back in its own box.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, FormValueError, whole
from referee.calculators.translation import QueryDict, format_lazy
from referee.calculators.translation import gettext_lazy as _
from referee.engine import heliosthenos as engine
from referee.engine.heliosthenos import notation
from referee.engine.heliosthenos import phrasebook as say
from referee.engine.heliosthenos.turn_model import MAX_DECLARED

SIZE = engine.BOARD_SIZE


def _cell(row: int, column: int) -> Callable[[list[str]], dict]:
    def parse(values: list[str]) -> dict:
        try:
            cards = notation.read_cards(values[0])
        except ValueError as error:
            raise FormValueError(str(error)) from None
        return {"square": {"row": row, "column": column}, "cards": cards}
    return parse


def _action(values: list[str]) -> dict:
    try:
        return notation.read_action(values[0])
    except ValueError as error:
        raise FormValueError(str(error)) from None


def _cell_param(row: int, column: int) -> str:
    return f"c{row}{column}"


class TurnForm(Form):
    """The form, whose board's squares are placed by their own square, not by their rank in the list."""

    def query(self, body: dict) -> dict[str, list[str]]:
        params = super().query({key: value for key, value in body.items() if key != "board"})
        for cell in body.get("board") or ():
            if cell.get("cards"):
                square = cell["square"]
                params[_cell_param(square["row"], square["column"])] = [notation.cards_text(cell["cards"])]
        return params


FORM = TurnForm(
    Control("joueur", "player", _("Joueur dont c'est le tour"), whole),
    Control("main", "hand", _("Cartes en main"), whole),
    Control("tas", "pile", _("Cartes dans le tas"), whole),
    Control("depart", "setup.pile", _("Cartes dans le tas avant la mise en place"), whole),
    *(Control(_cell_param(r, c), f"board[{(r - 1) * SIZE + c - 1}]", format_lazy("{} {}-{}", _("Case"), r, c),
              _cell(r, c), show=lambda cell: [notation.cards_text(cell["cards"])])
      for r in range(1, SIZE + 1) for c in range(1, SIZE + 1)),
    *(Control(f"a{i}", f"actions[{i - 1}]", format_lazy("{} {}", _("Action"), i), _action,
              show=lambda action: [notation.action_text(action)]) for i in range(1, MAX_DECLARED + 1)),
)


def page_context(params: QueryDict) -> dict[str, Any]:
    """The grid as drawn: each square's box with what was typed, the columns named by their terrain."""
    rows = [{"number": r, "cells": [{"param": _cell_param(r, c), "value": params.get(_cell_param(r, c), ""),
                                     "label": FORM.label(f"board[{(r - 1) * SIZE + c - 1}]"),
                                     "terrain": say.TERRAIN[engine.Terrain.of_column(c)]}
                                    for c in range(1, SIZE + 1)]}
            for r in range(1, SIZE + 1)]
    return {"rows": rows, "terrains": [say.TERRAIN[t] for t in engine.Terrain],
            "action_fields": [{"param": f"a{i}", "number": i, "value": params.get(f"a{i}", "")}
                              for i in range(1, MAX_DECLARED + 1)],
            "outcome_details": "calculators/heliosthenos_turn_outcome.html"}


def _card(owner: int, strengths: list[int] | None = None) -> dict[str, Any]:
    return {"owner": owner, **({"strengths": strengths} if strengths else {})}


# The set-up (« en pose 5 de son choix sur ses 5 territoires ») with two cards gone forward, and the rulebook's
# worked example played as an attack: « si la carte (7, 2, 4, 2, 3) attaque la carte (4, 4, 4, 4, 4) sur un
# désert … le score total sera 0 ».
EXAMPLE = {
    "player": 1,
    "board": [{"square": {"row": 2, "column": 1}, "cards": [_card(1, [7, 2, 4, 2, 3])]},
              {"square": {"row": 3, "column": 1}, "cards": [_card(2, [4, 4, 4, 4, 4])]},
              *({"square": {"row": 1, "column": c}, "cards": [_card(1)]} for c in range(2, SIZE + 1)),
              *({"square": {"row": 5, "column": c}, "cards": [_card(2)]} for c in range(2, SIZE + 1))],
    "actions": [{"kind": "attaquer", "card": {"square": {"row": 2, "column": 1}}, "to": {"row": 3, "column": 1}},
                {"kind": "avancer", "card": {"square": {"row": 1, "column": 2}}, "to": {"row": 2, "column": 2}}],
}

CALCULATOR = Calculator(
    game="heliosthenos",
    slug="tour",
    api_slug="turn",
    title=_("Héliosthenos — tour"),
    description=_("Les actions d'un tour dans l'ordre : permise ou non, ce qu'elle coûte des 2 actions, le plateau "
                  "après elle ; les combats calculés ; la partie gagnée ou non. Les points que le livret laisse "
                  "ouverts sont suivis selon chaque lecture."),
    input=engine.TurnInput,
    check=engine.check_turn,
    resolve=engine.resolve_turn,
    form=FORM,
    template="calculators/heliosthenos_turn.html",
    page_context=page_context,
    example=EXAMPLE,
)
