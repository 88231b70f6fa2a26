"""A calculator page's form, declared: each control's GET parameter, label and place in the JSON body.

A page is a GET form, so a result is a link a judge can share. Its controls are declared once::

    FORM = Form(
        Control("a1", "attackers[0].strengths", "Attaquant 1", wholes),
        Control("terrain", "terrain", "Terrain", text),
    )

``FORM.data(request.GET)`` gives the API's JSON body (or None when nothing was typed) and the
engine reads it exactly as it reads an API body. A blank control is left out, so the engine's
default applies; a list left with gaps (Attaquant 2 typed, Attaquant 1 blank) closes them up.
Errors name the control as the form labels it (``FORM.label(path)``), never a JSON path.
"""
from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee.calculators.translation import QueryDict, gettext
from referee.engine.trace import InvalidInput, Problems


class FormValueError(ValueError):
    """A typed value this control cannot take; the message says what to type."""


Parser = Callable[[list[str]], Any]
"""The non-blank values of one GET parameter → the JSON value (FormValueError when unreadable)."""

_WHOLE = re.compile(r"-?[0-9]{1,9}")  # ASCII digits only: « ² » and « ٧ » are no numbers here
_DIGITS = re.compile(r"-?[0-9]+")


def _shortened(raw: str) -> str:
    return raw if len(raw) <= 20 else raw[:19] + "…"


def whole(values: list[str]) -> int:
    raw = values[0].strip().replace("−", "-")
    if not _WHOLE.fullmatch(raw):
        if _DIGITS.fullmatch(raw):
            raise FormValueError(gettext("« %(value)s » : nombre trop grand.") % {"value": _shortened(raw)})
        raise FormValueError(gettext("« %(value)s » n'est pas un nombre entier.") % {"value": _shortened(raw)})
    return int(raw)


def wholes(values: list[str]) -> list[int]:
    """Several numbers: one control per number, or one control « 3, 4, 5 »."""
    parts = [p for v in values for p in re.split(r"[,;\s]+", v.strip()) if p]
    return [whole([p]) for p in parts]


def from_one(values: list[str]) -> int:
    """A position counted from 1 on the page (« Attaquant 2 »), from 0 in the JSON."""
    return whole(values) - 1


def to_one(value: int) -> list[str]:
    """The inverse of :func:`from_one`."""
    return [str(value + 1)]


def text(values: list[str]) -> str:
    return values[0].strip()


def texts(values: list[str]) -> list[str]:
    return [v.strip() for v in values if v.strip()]


def checked(values: list[str]) -> bool:
    """A checkbox: present means true (its value is « 1 »); with ``keep_blank``, absent means false."""
    return bool(values) and values[0] in ("1", "on", "oui", "true")


@dataclass(frozen=True)
class Control:
    param: str
    """The GET parameter, short and French (``c_vie``)."""

    path: str
    """Where its value goes in the JSON body: ``"attackers[0].strengths"``, ``"terrain"``."""

    label: str
    """The control's label as the page shows it: error messages name the control by it (a lazy
    translation: the page's language is the one in force when it is shown)."""

    parse: Parser = text
    keep_blank: bool = False
    """The control is read even when left blank (a checkbox unticked says false, instead of leaving
    the engine's default); its parser then gets no value."""
    show: Callable[[Any], list[str]] | None = None
    """The inverse of ``parse``, for a JSON value → the control's GET values, where the default
    (numbers and texts as written, true as « 1 », a list as repeated values) does not fit."""

    items: Callable[[], Sequence[str]] | None = None
    """For a control holding a list (one input per item), each item's name as the page shows it: an error on
    the third strength names « Défenseur 1, glace », not the whole control."""

    def named(self, path: str) -> str:
        """The label of the part of this control an error path points at."""
        index = re.match(r"\[(\d+)\]", path[len(self.path):])
        names = self.items() if self.items and index else ()
        position = int(index[1]) if index else -1
        return f"{self.label}, {names[position]}" if 0 <= position < len(names) else str(self.label)

    def values(self, value: Any) -> list[str]:
        if self.show is not None:
            return self.show(value)
        if isinstance(value, bool):
            return ["1"] if value else []
        if isinstance(value, (list, tuple)):
            return [str(v) for v in value]
        return [str(value)]


@dataclass(frozen=True)
class Form:
    controls: tuple[Control, ...] = field(default_factory=tuple)

    def __init__(self, *controls: Control):
        object.__setattr__(self, "controls", tuple(controls))

    def data(self, params: QueryDict) -> dict | None:
        """The JSON body the form describes; None when no control was filled (an empty form)."""
        body: dict = {}
        filled = False
        unreadable = Problems()  # every control the player must fix, said at once
        for control in self.controls:
            values = [v for v in params.getlist(control.param) if v.strip()]
            if not values and not control.keep_blank:
                continue
            try:
                value = control.parse(values)
            except FormValueError as error:
                unreadable.add(control.path, str(error))
                continue
            if values:
                filled = True
            _put(body, _steps(control.path), value)
        unreadable.raise_any(InvalidInput)
        if not filled:
            return None
        moved: dict[str, str] = {}
        closed = Body(_close_gaps(body, "", "", moved))
        closed.moved = moved
        return closed

    def query(self, body: dict) -> dict[str, list[str]]:
        """The GET parameters that describe ``body`` (the inverse of :meth:`data`): a page link for an
        API body. Fields no control holds are left out."""
        params: dict[str, list[str]] = {}
        for control in self.controls:
            found, value = _get(body, _steps(control.path))
            if found and value is not None:
                shown = control.values(value)
                if shown:
                    params[control.param] = shown
        return params

    def label(self, path: str, body: Body | None = None) -> str | None:
        """The label of the control an error path falls under (see :meth:`control`)."""
        control = self.control(path, body)
        return control.named(self._original(path, body)) if control else None

    def first_within(self, path: str) -> Control | None:
        """The first control of a part of the body (``"defenders"``): what a player fills first to give it."""
        return next((c for c in self.controls if c.path.startswith(path + ".") or c.path.startswith(path + "[")), None)

    def control(self, path: str, body: Body | None = None) -> Control | None:
        """The control an error path falls under (the longest declared prefix).

        ``body``: the body the path is about, whose lists may have had their gaps closed."""
        path = self._original(path, body)
        best: Control | None = None
        for control in self.controls:
            if (path == control.path or path.startswith(control.path + ".") or path.startswith(control.path + "[")) \
                    and (best is None or len(control.path) > len(best.path)):
                best = control
        return best

    @staticmethod
    def _original(path: str, body: Body | None) -> str:
        """The path as the controls declare it, before the body's gaps were closed."""
        for new, old in sorted((body.moved if body is not None else {}).items(), key=lambda i: -len(i[0])):
            if path == new or path.startswith(new + ".") or path.startswith(new + "["):
                return old + path[len(new):]
        return path


def value_at(body: dict, path: str) -> tuple[bool, Any]:
    """The value a body holds at an error's path (``"declarations[0].target"``): (found, value)."""
    return _get(body, _steps(path))


def _steps(path: str) -> list[str | int]:
    return [int(p[1:-1]) if p.startswith("[") else p for p in re.findall(r"\[\d+\]|[^.\[\]]+", path)]


def _get(node: Any, steps: list[str | int]) -> tuple[bool, Any]:
    for step in steps:
        if isinstance(step, int) and isinstance(node, list) and step < len(node):
            node = node[step]
        elif isinstance(step, str) and isinstance(node, dict) and step in node:
            node = node[step]
        else:
            return False, None
    return True, node


def _put(node: dict, steps: list[str | int], value: Any) -> None:
    for step, following in zip(steps, steps[1:], strict=False):
        node = node.setdefault(step, {} if isinstance(following, str) else _Slots())
    node[steps[-1]] = value


class _Slots(dict):
    """A JSON list being filled by position; gaps are closed when the body is complete."""


class Body(dict):
    """A form's JSON body; ``moved`` maps a list item's path to the control's own (gaps closed)."""

    moved: dict[str, str]


def _close_gaps(value: Any, new: str, old: str, moved: dict[str, str]) -> Any:
    if isinstance(value, _Slots):
        items = []
        for position, index in enumerate(sorted(value)):
            if position != index:
                moved[f"{new}[{position}]"] = f"{old}[{index}]"
            items.append(_close_gaps(value[index], f"{new}[{position}]", f"{old}[{index}]", moved))
        return items
    if isinstance(value, dict):
        return {k: _close_gaps(v, f"{new}.{k}" if new else k, f"{old}.{k}" if old else k, moved)
                for k, v in value.items()}
    return value
