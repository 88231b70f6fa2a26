"""L'Ordre de Veiel: a card's effect area — ``POST /api/v1/calculators/veiel/effect-area/``, page
``/calculateurs/veiel/zone-d-effet/``.

The board is the targeting page's (the same address notation, ``referee.engine.veiel.notation``);
the question adds who plays the effect (``noir``, the card's black square: a tap with « Qui joue »),
its pattern and whom it is for::

    /calculateurs/veiel/zone-d-effet/?h=B4.m3.Aline&e=B2.d3.Goule&x=C4&noir=B4&motif=portee&n=2

The answer is drawn on the grid the player taps (:func:`drawing`, through
``referee.calculators.veiel_drawing.of_outcome``): the black square, every square reached, the pieces
the effect applies to, the squares an Infranchissable cuts off, those only another reading adds.
"""
from __future__ import annotations

import re
from typing import Any

from referee.calculators.calculator import Calculator
from referee.calculators.forms import Control, Form, FormValueError, checked, text, texts, whole, wholes
from referee.calculators.translation import QueryDict, gettext
from referee.calculators.translation import gettext_lazy as _
from referee.calculators.veiel import CHOOSE, TOOLS, BoardBody, BoardForm, board_context, read_board
from referee.calculators.veiel_drawing import Drawing, Mark
from referee.engine.trace import InvalidInput
from referee.engine.veiel import notation
from referee.engine.veiel.area_checks import check_effect_area, resolve_effect_area
from referee.engine.veiel.area_model import Direction, EffectAreaInput, Nature, Pattern, Scope
from referee.engine.veiel.notation import NotationError

AREA_TOOLS = [(CHOOSE, _("Qui joue"), "choisir"), *TOOLS]
PATTERNS = [(Pattern.ADJACENT.value, _("Adjacent")), (Pattern.RANGE.value, _("Portée N")),
            (Pattern.SQUARE.value, _("Carré de N lignes et colonnes")),
            (Pattern.DRAWN.value, _("Carrés blancs dessinés")), (Pattern.INFINITE.value, _("Infini (∞)")),
            (Pattern.ARROWS.value, _("Flèches"))]
DIRECTIONS = [(Direction.UP.value, _("Haut")), (Direction.DOWN.value, _("Bas")), (Direction.LEFT.value, _("Gauche")),
              (Direction.RIGHT.value, _("Droite"))]
SCOPES = [(Scope.ALL.value, _("Tous")), (Scope.HEROES.value, _("Les héros")), (Scope.ENEMIES.value, _("Les ennemis"))]
NATURES = [(Nature.DAMAGE.value, _("Dégâts")), (Nature.BLOCK.value, _("Blocage")), (Nature.MOVE.value, _("Déplacement")),
           (Nature.HEAL.value, _("Soin")), (Nature.OTHER.value, _("Autre"))]


def _square_name(value: Any) -> str:
    if isinstance(value, dict):
        return notation.square_name(value["row"], value["col"])
    return str(value).strip().upper()


def offsets(values: list[str]) -> list[list[int]]:
    """« 0x2 -1x0 » → [[0, 2], [-1, 0]]: rows down, columns right from the black square."""
    pairs = []
    for part in re.split(r"[,;\s]+", values[0].strip()):
        if not part:
            continue
        match = re.fullmatch(r"f?(-?[0-9]{1,2})x(-?[0-9]{1,2})", part.lower())
        if not match:
            raise FormValueError(gettext("« %(part)s » illisible : écrivez LxC, comme -1x0 (une ligne plus haut) ou "
                                         "0x2 (deux colonnes à droite).") % {"part": part[:20]})
        pairs.append([int(match.group(1)), int(match.group(2))])
    return pairs


def show_offsets(value: Any) -> list[str]:
    return [" ".join(f"{pair[0]}x{pair[1]}" for pair in value)] if value else []


def squares(values: list[str]) -> list[str]:
    """« C2 C3 » → ["C2", "C3"] (each read by the engine, which names a wrong one)."""
    return [part for part in re.split(r"[,;.\s]+", values[0].strip()) if part]


def show_squares(value: Any) -> list[str]:
    return [" ".join(_square_name(square) for square in value)] if value else []


def show_lanes(value: Any) -> list[str]:
    return [] if list(value) == [0] else [" ".join(str(v) for v in value)]


AREA_CONTROLS = (
    Control("noir", "source", _("Qui joue (carré noir)"), text, show=lambda v: [_square_name(v)]),
    Control("motif", "pattern", _("Portée de la carte"), text),
    Control("n", "range", _("Portée N ou longueur des flèches"), whole),
    Control("blancs", "offsets", _("Carrés blancs"), offsets, show=show_offsets),
    Control("sens", "directions", _("Direction des flèches"), texts),
    Control("couloirs", "lanes", _("Lignes des flèches"), wholes, show=show_lanes),
    Control("pour", "targets", _("L'effet est pour"), text),
    Control("nature", "nature", _("Ce que fait l'effet"), text),
    Control("barre", "crossed_out", _("Carré noir barré"), checked),
    Control("grand", "source_squares", _("Autres cases du grand ennemi"), squares, show=show_squares),
    Control("jumeaux", "twins", _("Les jumeaux imprégnés d'Ilhus"), text),
    Control("compte", "counts_squares", _("La carte compte les cases qui vous séparent"), checked),
    Control("ineluctable", "ineluctable", _("Carte Inéluctable"), checked),
)
AREA_PARAMS = tuple(control.param for control in AREA_CONTROLS)


def area_params(params: QueryDict, lenient: bool = False) -> QueryDict:
    """The page's parameters with a tap of « Qui joue » turned into the black square."""
    chosen = params.copy()
    if params.get("outil") == CHOOSE and params.get("case"):
        del chosen["case"]
        try:
            square = notation.read_square(params["case"])
        except NotationError as error:
            if lenient:
                return chosen
            raise InvalidInput(gettext("Case touchée"), str(error)) from None
        chosen["noir"] = square.name
    return chosen


class AreaForm(BoardForm):
    """The targeting board, then the effect: who plays it, its pattern, whom it is for."""

    def data(self, params: QueryDict) -> BoardBody | None:  # type: ignore[override]
        params = area_params(params)
        state = read_board(params, under_hero=True)
        body = state.body() if state.pieces else None
        question = Form(*AREA_CONTROLS).data(params)
        if body is None or not params.get("noir", "").strip():
            return None  # a board still being drawn: no question asked yet
        body.update(question or {})
        return body

    def query(self, body: dict) -> dict[str, list[str]]:
        board = {key: value for key, value in body.items() if key not in {c.path for c in AREA_CONTROLS}}
        return {**super().query(board), **Form(*AREA_CONTROLS).query(body)}


def area_page_context(params: QueryDict) -> dict:
    chosen = area_params(params, lenient=True)
    keep = [(name, value.strip()) for name in AREA_PARAMS for value in chosen.getlist(name) if value.strip()]
    context = board_context(chosen, EFFECT_AREA.url, AREA_TOOLS, CHOOSE if chosen.getlist("h") else "h", keep,
                            under_hero=True)
    state = context["state"]
    players = [(h.square.name, f"{h.name} ({h.square})") for h in state.heroes if not h.dead]
    players += [(piece.square.name, piece.label) for letter, piece in state.pieces if letter == "e"]
    black = chosen.get("noir", "").strip().upper()
    return {**context, "board_drawing": "calculators/_veiel_area_drawing.html",
            "board_extra": "calculators/_veiel_area_source.html",
            "outcome_details": "calculators/_veiel_area_pieces.html",
            "players": players + ([(black, black)] if black and black not in dict(players) else []),
            "black": black, "patterns": PATTERNS, "pattern": chosen.get("motif", "").strip() or Pattern.ADJACENT.value,
            "directions": DIRECTIONS, "chosen_directions": chosen.getlist("sens"), "scopes": SCOPES,
            "scope": chosen.get("pour", "").strip() or Scope.ALL.value, "natures": NATURES,
            "nature": chosen.get("nature", "").strip() or Nature.DAMAGE.value,
            "values": {name: chosen.get(name, "") for name in ("n", "blancs", "couloirs", "grand", "jumeaux",
                                                               "barre", "ineluctable", "compte")}}


def drawing(result: dict[str, Any]) -> Drawing:
    """The effect drawn on the board: the black square, the squares reached, whom it applies to, the squares an
    Infranchissable cuts off and those another reading leaves out — each a shape and a label."""
    drawn = Drawing()
    drawn.add(result["source"], "start")
    drawn.explain(Mark("start"), _("carré noir : celui qui joue l'effet"))
    drawn.area(result["reached"])
    for square in result["blocked"]:
        drawn.add(square, "near", "✕")
    if result["blocked"]:
        drawn.explain(Mark("near", "✕"), _("case coupée par un Infranchissable"))
    for piece in result["pieces"]:
        if piece["affected"]:
            drawn.add(piece["square"], "hit", "◎" if piece["times"] < 2 else f"◎{piece['times']}")
    if any(piece["affected"] for piece in result["pieces"]):
        drawn.explain(Mark("hit", "◎"), _("l'effet s'applique à cette pièce (◎2 : deux fois)"))
    for square in result["disputed_squares"]:
        drawn.add(square, "alt", "?")
    if result["disputed_squares"]:
        drawn.explain(Mark("alt", "?"), _("atteinte selon notre lecture, pas selon l'autre, d'un point que l'aide ne "
                                          "tranche pas"))
    # Walled in from an infinite range: cut off by the Infranchissable entry, reached if the infinite range « ignore[nt]
    # tous les obstacles » — the same « ? », beside the ✕ of the reading applied.
    others = result.get("other_reading_squares") or []
    for square in others:
        drawn.add(square, "alt", "?")
    if others:
        text = _("atteinte selon l'autre lecture, pas selon la nôtre, d'un point que l'aide ne tranche pas")
        if result["disputed_squares"]:  # one « ? » sample per kind in the legend: both meanings under it
            drawn.legend.append((Mark("alt", "?"), text))
        else:
            drawn.explain(Mark("alt", "?"), text)
    return drawn


EFFECT_AREA = Calculator(
    game="veiel",
    slug="zone-d-effet",
    api_slug="effect-area",
    title=_("L'Ordre de Veiel — zone d'effet d'une carte"),
    description=_("Les cases qu'atteint l'effet d'une carte depuis le carré noir (adjacent, portée N, carrés blancs, "
                  "infini, flèches) et à qui il s'applique : Infranchissables qui bloquent, Obstacles et pièces "
                  "traversés, alliés, cible soi-même, première entité d'une flèche."),
    input=EffectAreaInput,
    check=check_effect_area,
    resolve=resolve_effect_area,
    form=AreaForm(*BoardForm(Control("lignes", "rows", "lignes", whole),
                             Control("colonnes", "cols", "colonnes", whole)).controls, *AREA_CONTROLS),
    template="calculators/veiel_area.html",
    page_context=area_page_context,
    example={
        "rows": 5, "cols": 6,
        "heroes": [{"name": "Aline", "square": "B4", "threat": 3}, {"name": "Bruno", "square": "D4", "threat": 2}],
        "enemies": [{"name": "Goule", "gender": "f", "square": "B2", "movement": 3, "reach": "adjacent",
                     "icon": "cible-unique"}],
        "entities": [{"kind": "infranchissable", "square": "C4"}, {"kind": "obstacle", "square": "B3"}],
        "source": "B4", "pattern": "portee", "range": 2,
    },
)

