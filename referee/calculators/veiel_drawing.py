"""L'Ordre de Veiel: an answer drawn on the board the player taps.

The targeting and hero-movement pages answer on their own board editor: each square the answer
concerns gets marks, drawn over the square (``templates/calculators/_veiel_board_editor.html``,
``aria-hidden``: the text answer below, summary and steps, is what a screen reader reads). A mark is
a shape and a short label, never a colour alone:

* ``start``  — a dashed ring round the piece that moves (an enemy, or the hero who moves);
* ``tag``    — a corner badge with an enemy's order of play (several enemies);
* ``step``   — a yellow disc: the n-th step of an enemy's path (« 2·1 »: enemy 2's first step when several);
* ``stop``   — the enemy's initial in a dashed square, its shape: the square where it stops;
* ``hit``    — a solid frame and a « ◎ » badge: the hero attacked (by enemy n);
* ``near``   — a dashed frame and a dashed « ◎ » badge: the hero an enemy comes closer to without reaching;
* ``cost``   — a yellow disc with a number: a square a hero reaches, for that many moves;
* ``alt``    — a dashed disc: reached only by the other reading of a point the rules leave open;
* ``area``   — a dotted frame and a hatched square: a square an effect reaches (:meth:`Drawing.area`,
  for any calculator that answers with squares, such as an effect's area).

:func:`targeting` and :func:`movement` read the calculators' results (their JSON, as the API answers);
:func:`on_grid` puts the marks on the editor's grid, each square's split by where it is drawn. Importable
without Django, as the calculators are (:mod:`referee.calculators.translation`).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from referee.calculators.translation import Promise
from referee.calculators.translation import gettext_lazy as _
from referee.engine.veiel.notation import square_name

MAX_DRAWN_TURNS = 16
"""Enemies drawn at most (their steps are all below): a board of 16 paths is already unreadable."""

PLACE = {"start": "ring", "tag": "corner", "hit": "corner", "near": "corner", "step": "center", "stop": "center",
         "cost": "center", "alt": "center", "area": "frame"}
"""Where each kind of mark is drawn in its square: round the piece, in a corner, in the middle, or as a frame."""
FRAME = {"hit": "hit", "near": "near"}
"""The kinds that also frame their whole square (the hero attacked, the hero approached)."""


@dataclass(frozen=True)
class Mark:
    kind: str
    text: str = ""
    sub: str = ""
    """A small second label: the enemy's order, when several enemies are drawn."""


@dataclass
class Drawing:
    """Marks by square name (« B4 »), with the legend of the kinds used (a sample mark, what it means)."""

    marks: dict[str, list[Mark]] = field(default_factory=dict)
    legend: list[tuple[Mark, Any]] = field(default_factory=list)

    def add(self, square: Any, kind: str, text: str = "", sub: str = "") -> None:
        self.marks.setdefault(_name(square), []).append(Mark(kind, text, sub))

    def area(self, squares: Iterable[Any], explained: str | Promise = _("case atteinte par l'effet")) -> None:
        """Every square an effect reaches (an area, a reach): a dotted frame, explained in the legend."""
        squares = list(squares)
        for square in squares:
            self.add(square, "area")
        if squares:
            self.explain(Mark("area"), explained)

    def explain(self, sample: Mark, text: Any) -> None:
        if all(sample.kind != known.kind for known, _text in self.legend):
            self.legend.append((sample, text))

    def __bool__(self) -> bool:
        return bool(self.marks)


def _name(square: Any) -> str:
    """A square as the engine's JSON gives it ({"row", "col"}), an engine Square, or its name."""
    if isinstance(square, str):
        return square
    if isinstance(square, dict):
        return square_name(square["row"], square["col"])
    return square_name(square.row, square.col)


def targeting(result: dict[str, Any]) -> Drawing:
    """The enemies' phase: each enemy's start, path, the square it stops on, the heroes it attacks or approaches.

    The board the player taps is the board before the phase; each enemy is drawn from where it starts,
    in the order it plays (« comme si vous lisiez un livre de gauche à droite »)."""
    drawing = Drawing()
    turns = result.get("turns") or []
    if not turns:
        return drawing
    heroes = {h["name"]: h["square"] for h in result["board"]["heroes"]} if result.get("board") else {}
    several = len(turns) > 1
    for turn in turns[:MAX_DRAWN_TURNS]:
        order = str(turn["order"])
        sub = order if several else ""
        path = turn["path"]
        drawing.add(path[0], "start")
        if several:
            drawing.add(path[0], "tag", order)
        for number, square in enumerate(path[1:], start=1):
            if number == len(path) - 1:
                drawing.add(square, "stop", turn["name"][:1].upper(), sub)
            else:
                drawing.add(square, "step", f"{order}·{number}" if several else str(number))
        for name in turn["targets"]:
            if name in heroes:
                drawing.add(heroes[name], "hit", "◎", sub)
        if turn.get("approached") in heroes:
            drawing.add(heroes[turn["approached"]], "near", "◎", sub)
    drawing.explain(Mark("start"), _("départ de l'ennemi"))
    if several:
        drawing.explain(Mark("tag", "1"), _("son ordre de jeu"))
    if any(m.kind == "step" for marks in drawing.marks.values() for m in marks):
        drawing.explain(Mark("step", "1·1" if several else "1"),
                        _("son chemin, pas à pas (ennemi·pas)") if several else _("son chemin, pas à pas"))
    if any(m.kind == "stop" for marks in drawing.marks.values() for m in marks):
        drawing.explain(Mark("stop", "G"), _("la case où il s'arrête (son initiale)"))
    if any(m.kind == "hit" for marks in drawing.marks.values() for m in marks):
        drawing.explain(Mark("hit", "◎"), _("héros attaqué"))
    if any(m.kind == "near" for marks in drawing.marks.values() for m in marks):
        drawing.explain(Mark("near", "◎"), _("héros vers lequel il se rapproche sans l'atteindre"))
    return drawing


def movement(result: dict[str, Any]) -> Drawing:
    """A hero's move: where it starts, each square it may end on with its cost, those of the other reading only."""
    drawing = Drawing()
    drawing.add(result["start"], "start")
    for destination in result["destinations"]:
        if destination["cost"]:
            drawing.add(destination["square"], "cost", str(destination["cost"]))
    for destination in result["other_reading_only"]:
        drawing.add(destination["square"], "alt", str(destination["cost"]))
    drawing.explain(Mark("start"), _("case de départ") if result["forced"]
                    else _("case de départ (rester : 0 déplacement)"))
    if any(d["cost"] for d in result["destinations"]):
        drawing.explain(Mark("cost", "2"), _("case atteignable, avec son coût en déplacements"))
    if result["other_reading_only"]:
        drawing.explain(Mark("alt", "1"), _("case atteignable seulement selon l'autre lecture d'un point que l'aide "
                                            "ne tranche pas"))
    return drawing


def of_outcome(outcome: dict[str, Any] | None) -> Drawing:
    """The drawing of a Veiel board calculator's answer (its kind read from the result's shape)."""
    result = (outcome or {}).get("result") or {}
    if "turns" in result:
        return targeting(result)
    if "destinations" in result:
        return movement(result)
    if "reached" in result:  # the effect area draws its own answer (referee/calculators/veiel_area.py)
        from referee.calculators.veiel_area import drawing

        return drawing(result)
    return Drawing()


def on_grid(grid: list[list[dict[str, Any]]], drawing: Drawing) -> list[list[dict[str, Any]]]:
    """The editor's grid, each cell with its marks split by place (``ring``, ``center``, ``corner``) and
    ``frames`` (the kinds framing the whole square); the grid itself is left as it was."""
    drawn = []
    for row in grid:
        cells = []
        for cell in row:
            marks = drawing.marks.get(cell["name"], [])
            if marks:
                places: dict[str, list[Mark]] = {"ring": [], "center": [], "corner": []}
                for mark in marks:
                    if PLACE[mark.kind] in places:
                        places[PLACE[mark.kind]].append(mark)
                frames = sorted({FRAME.get(m.kind) or m.kind for m in marks if m.kind in FRAME or PLACE[m.kind] == "frame"})
                cell = {**cell, "marks": places, "frames": frames}
            cells.append(cell)
        drawn.append(cells)
    return drawn
