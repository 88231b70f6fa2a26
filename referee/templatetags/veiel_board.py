"""``{% drawn_board grid outcome as board %}``: a Veiel board editor's grid with its answer drawn on it.

``board.grid`` is the grid, each square the answer concerns with its marks; ``board.legend`` the marks
used, explained (referee/calculators/veiel_drawing.py).
"""
from django import template

from referee.calculators import veiel_drawing

register = template.Library()


@register.simple_tag
def drawn_board(grid, outcome=None):
    drawing = veiel_drawing.of_outcome(outcome)
    return {"grid": veiel_drawing.on_grid(grid, drawing) if drawing else grid, "legend": drawing.legend,
            "drawn": bool(drawing)}
