"""Reading a calculator's JSON body into the engine's frozen dataclasses, every error at once.

An input dataclass declares its own JSON shape. The annotation of each field gives its type —
``int``, ``str``, ``bool``, an ``Enum`` (spelt by its value), another input dataclass,
``tuple[X, ...]`` (a JSON list), ``dict[SomeEnum, int]`` (an object keyed by the enum's values)
or ``X | None`` — and :func:`given` its help text, its default and its bounds::

    @dataclass(frozen=True)
    class Card:
        strengths: tuple[int, ...] = given("Les 5 forces, de 1 à 10.", minimum=1, maximum=10,
                                           min_items=5, max_items=5)
        name: str = given("Son nom dans les étapes.", default="", max_length=60)

:func:`read` checks a whole body against these declarations and raises one InvalidInput carrying
every problem, each with its field path (``"attackers[1].strengths[4]"``). The web layer derives
the API schema from the same declarations (``referee.calculators.shapes``), so the documented
shape is the shape read. An input dataclass with a classmethod ``from_text`` may also be spelt
as one text (:func:`_read_spelt`). What the rules say about a well-formed input (a unit cannot attack
twice…) is the business of each game's checks, not of this module.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import re
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee.engine import phrasebook as say
from referee.engine.trace import InvalidInput, Problems

MAX_TEXT = 200
"""The longest text a field accepts unless it declares its own ``max_length``."""

MAX_NUMBER = 999
"""The bound of a number that declares none: game values are small, and a number of thousands of
digits would cost every sentence that writes it (4 200 digits made a Noxilia turn cost 440 ms)."""


@dataclass(frozen=True)
class Bounds:
    """What a field declares beyond its type: the API schema says the same."""

    help: str
    minimum: int | None = None
    maximum: int | None = None
    min_items: int | None = None
    max_items: int | None = None
    max_length: int = MAX_TEXT
    allow_blank: bool = True
    example: Any = None
    rule: str | None = None
    """The anchor of the rule the bounds come from (« 5 forces de 1 à 10 »), cited when they are broken."""
    lines: bool = False
    """A text of several lines (a pasted deck list): line breaks and tabulations accepted, other control
    characters not."""

    @property
    def low(self) -> int:
        """The smallest number accepted: the declared minimum, or -MAX_NUMBER."""
        return self.minimum if self.minimum is not None else -MAX_NUMBER

    @property
    def high(self) -> int:
        """The largest number accepted: the declared maximum, or MAX_NUMBER."""
        return self.maximum if self.maximum is not None else MAX_NUMBER


def given(help: str, *, default: Any = dataclasses.MISSING, minimum: int | None = None,
          maximum: int | None = None, min_items: int | None = None, max_items: int | None = None,
          max_length: int = MAX_TEXT, allow_blank: bool = True, example: Any = None, rule: str | None = None,
          lines: bool = False) -> Any:
    """A dataclass field read from JSON: its help text (French, shown in the API docs), its
    default (absent means required), bounds on numbers (``minimum``/``maximum``, also on a
    list's items), on lists (``min_items``/``max_items``) and on texts (``lines``: of several lines), and the rule
    they come from."""
    bounds = Bounds(help, minimum, maximum, min_items, max_items, max_length, allow_blank, example, rule, lines)
    return dataclasses.field(default=default, metadata={"json": bounds})


def bounds_of(field: dataclasses.Field[Any]) -> Bounds:
    return field.metadata.get("json") or Bounds(help="")


@functools.cache
def json_fields(cls: type) -> tuple[tuple[dataclasses.Field[Any], Any], ...]:
    """The fields of an input dataclass read from JSON, with their resolved annotations."""
    hints = typing.get_type_hints(cls)
    return tuple((f, hints[f.name]) for f in dataclasses.fields(cls) if f.init and "json" in f.metadata)


def optional_type(annotation: Any) -> tuple[Any, bool]:
    """``X | None`` → (X, True); ``X | Y | None`` → (X | Y, True); anything else → (itself, False)."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = typing.get_args(annotation)
        kept = tuple(a for a in args if a is not type(None))
        kind = kept[0] if len(kept) == 1 else typing.Union[kept]  # noqa: UP007  (built from a tuple)
        return kind, len(kept) < len(args)
    return annotation, False


def alternatives(kind: Any) -> tuple[Any, ...]:
    """The members of ``X | Y`` (a field written either way: an object or a list…); ``(kind,)`` otherwise."""
    if typing.get_origin(kind) in (typing.Union, types.UnionType):
        return typing.get_args(kind)
    return (kind,)


def read(cls: type, data: Any, path: str = "") -> Any:
    """The instance of ``cls`` that ``data`` describes; InvalidInput listing every problem otherwise."""
    problems = Problems()
    value = _read_object(cls, data, path, problems)
    problems.raise_any(InvalidInput)
    return value


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def json_type(value: Any) -> str:
    """The JSON type of a value, in the language in force (« un texte », « a list »…)."""
    return say.json_type(type(value))


_INVALID = object()


def _read_object(cls: type, data: Any, path: str, problems: Problems) -> Any:
    if isinstance(data, str) and callable(getattr(cls, "from_text", None)):
        return _read_spelt(cls, data, path, problems)
    if not isinstance(data, Mapping):
        problems.add(path, say.expected_object(type(data)))
        return _INVALID
    fields = json_fields(cls)
    names = [f.name for f, _ in fields]
    for key in data:
        if key not in names:
            problems.add(_join(path, str(key)), say.unknown_field(str(key)[:40], names), code="unknown_field")
    values: dict[str, Any] = {}
    for field, annotation in fields:
        at = _join(path, field.name)
        kind, nullable = optional_type(annotation)
        raw = data.get(field.name, dataclasses.MISSING)
        if raw is None and nullable:
            values[field.name] = None
            continue
        if raw is dataclasses.MISSING or raw is None:
            if field.default is not dataclasses.MISSING:
                continue
            problems.add(at, say.missing_field(field.name), code="required")
            continue
        value = _read_value(kind, bounds_of(field), raw, at, problems)
        if value is not _INVALID:
            values[field.name] = value
    if len(values) < sum(1 for f, _ in fields if f.default is dataclasses.MISSING):
        return _INVALID
    try:
        return cls(**values)
    except TypeError:  # a field missing: already reported
        return _INVALID


def _read_spelt(cls: type, text: str, path: str, problems: Problems) -> Any:
    """An input dataclass that may also be spelt as one text (a square « C2 », a reach « adjacent »).

    Such a class has a classmethod ``from_text(text)`` returning the instance, or raising
    ValueError whose message says what to write (its ``rule`` attribute, if any, is cited). Its
    ``TEXT_SCHEMA`` (``maxLength``, ``pattern``) is what the API schema says of the text, and is
    held here too, so that the schema and the reader agree."""
    schema = getattr(cls, "TEXT_SCHEMA", {})
    longest = schema.get("maxLength", MAX_TEXT)
    if len(text) > longest:
        problems.add(path, say.text_too_long(len(text), longest), code="max_length")
        return _INVALID
    if any(ord(c) < 32 or ord(c) == 127 for c in text):
        problems.add(path, say.CONTROL_CHARACTER, code="control_character")
        return _INVALID
    try:
        value = cls.from_text(text)  # type: ignore[attr-defined]  # the caller checked it has one
    except ValueError as error:
        problems.add(path, str(error), getattr(error, "rule", None), "invalid_text")
        return _INVALID
    if "pattern" in schema and not re.search(schema["pattern"], text):
        problems.add(path, say.not_spelt_so(text[:40]), code="invalid_text")
        return _INVALID
    return value


def _read_value(kind: Any, bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    if len(alternatives(kind)) > 1:
        return _read_either(alternatives(kind), bounds, raw, at, problems)
    origin = typing.get_origin(kind)
    if origin is tuple:
        return _read_list(typing.get_args(kind)[0], bounds, raw, at, problems)
    if origin is dict:
        return _read_mapping(typing.get_args(kind), bounds, raw, at, problems)
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        return _read_object(kind, raw, at, problems)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return _read_enum(kind, raw, at, problems, bounds.rule)
    if kind is bool:
        if not isinstance(raw, bool):
            problems.add(at, say.expected_boolean(type(raw)))
            return _INVALID
        return raw
    if kind is int:
        return _read_int(bounds, raw, at, problems)
    if kind is str:
        return _read_text(bounds, raw, at, problems)
    raise TypeError(f"{at}: the reader has no rule for {kind!r}")  # a programming error, caught by the tests


def _json_kind(kind: Any) -> type:
    """The JSON type a member of a union is written as."""
    origin = typing.get_origin(kind)
    if origin is tuple:
        return list
    if origin is dict or (isinstance(kind, type) and dataclasses.is_dataclass(kind)):
        return dict
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return str
    return kind if kind in (bool, int, str) else object


def _read_either(kinds: tuple[Any, ...], bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    """A field written either way: the member whose JSON type is the value's reads it."""
    for kind in kinds:
        written = _json_kind(kind)
        if isinstance(raw, written) and not (written is int and isinstance(raw, bool)):
            return _read_value(kind, bounds, raw, at, problems)
    shapes = [_json_kind(k) for k in kinds]
    problems.add(at, say.expected_either([s if s is not object else type(None) for s in shapes], type(raw)))
    return _INVALID


def _read_int(bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    if isinstance(raw, bool) or not isinstance(raw, int):
        problems.add(at, say.expected_integer(type(raw)))
        return _INVALID
    low, high = bounds.low, bounds.high
    if not low <= raw <= high:
        shown = str(raw) if abs(raw) < 10 ** 12 else say.HUGE_NUMBER
        problems.add(at, say.out_of_range(shown, low, high), bounds.rule,
                     "min_value" if raw < low else "max_value")
        return _INVALID
    return raw


def _read_text(bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    if not isinstance(raw, str):
        problems.add(at, say.expected_text(type(raw)))
        return _INVALID
    if len(raw) > bounds.max_length:
        problems.add(at, say.text_too_long(len(raw), bounds.max_length), code="max_length")
        return _INVALID
    if any((ord(c) < 32 and not (bounds.lines and c in "\n\r\t")) or ord(c) == 127 for c in raw):
        problems.add(at, say.CONTROL_CHARACTER, code="control_character")
        return _INVALID
    if not bounds.allow_blank and not raw.strip():
        problems.add(at, say.BLANK_TEXT, code="blank")
        return _INVALID
    return raw


def _read_enum(kind: type[enum.Enum], raw: Any, at: str, problems: Problems, rule: str | None = None) -> Any:
    accepted = [str(m.value) for m in kind]
    if not isinstance(raw, str):
        problems.add(at, say.expected_choice(accepted, type(raw)), rule)
        return _INVALID
    for member in kind:
        if member.value == raw:
            return member
    hints = kind.hints() if hasattr(kind, "hints") else {}
    problems.add(at, say.unknown_value(raw[:40], hints.get(raw, ""), accepted), rule, "invalid_choice")
    return _INVALID


def _read_list(item: Any, bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    if not isinstance(raw, list):
        problems.add(at, say.expected_list(type(raw)))
        return _INVALID
    if bounds.min_items is not None and len(raw) < bounds.min_items:
        problems.add(at, say.too_few_items(len(raw), bounds.min_items), bounds.rule, "min_length")
        return _INVALID
    if bounds.max_items is not None and len(raw) > bounds.max_items:
        problems.add(at, say.too_many_items(len(raw), bounds.max_items), bounds.rule, "max_length")
        return _INVALID
    item_bounds = dataclasses.replace(bounds, min_items=None, max_items=None)
    values = [_read_value(item, item_bounds, value, f"{at}[{i}]", problems) for i, value in enumerate(raw)]
    return _INVALID if any(v is _INVALID for v in values) else tuple(values)


def _read_mapping(args: tuple[Any, ...], bounds: Bounds, raw: Any, at: str, problems: Problems) -> Any:
    key_kind, value_kind = args
    if not isinstance(raw, Mapping):
        problems.add(at, say.expected_object(type(raw)))
        return _INVALID
    if bounds.max_items is not None and len(raw) > bounds.max_items:
        problems.add(at, say.too_many_items(len(raw), bounds.max_items), bounds.rule, "max_length")
        return _INVALID
    item_bounds = dataclasses.replace(bounds, min_items=None, max_items=None)
    out = {}
    for key, value in raw.items():
        k = _read_enum(key_kind, key, _join(at, str(key)[:40]), problems)
        v = _read_value(value_kind, item_bounds, value, _join(at, str(key)[:40]), problems)
        if k is not _INVALID and v is not _INVALID:
            out[k] = v
    return out if len(out) == len(raw) else _INVALID
