"""The API's request schemas, derived from the engine's input dataclasses.

The engine reads a body with :func:`referee.engine.reading.read`; the API documents it with the
serializers built here from the same declarations (types, bounds, help texts), so the schema and
the reader cannot drift. These serializers only describe: the reader is the one validation
(schemathesis checks in ``make test`` that whatever the schema allows is read, and whatever it
forbids is refused).
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import typing
from typing import Any

from django.core.validators import RegexValidator
from drf_spectacular.extensions import OpenApiSerializerFieldExtension
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from referee.engine.reading import MAX_TEXT, Bounds, alternatives, bounds_of, json_fields, optional_type

# What the reader accepts as a text: one line; and, where a blank text is refused, one visible character.
ONE_LINE = r"^[^\x00-\x1F\x7F]*$"
ONE_LINE_NOT_BLANK = r"^[^\x00-\x1F\x7F]*[^\s\x00-\x1F\x7F][^\x00-\x1F\x7F]*$"
LINES = r"^[^\x00-\x08\x0B\x0C\x0E-\x1F\x7F]*$"
"""Several lines: tabulations, line feeds and carriage returns, no other control character."""


@functools.cache
def serializer_for(cls: type) -> type[serializers.Serializer]:
    """A DRF serializer describing the JSON object that the engine reads into ``cls``."""
    attrs: dict[str, Any] = {"__doc__": ""}  # the engine's docstrings are English: the docs say the fields' French
    for field, annotation in json_fields(cls):
        kind, nullable = optional_type(annotation)
        # The reader takes null for an optional field as absent (its default applies): so says the schema.
        required = field.default is dataclasses.MISSING
        attrs[field.name] = _field(kind, bounds_of(field), required=required, nullable=nullable or not required)
    attrs["engine_class"] = cls
    return type(component_name(cls), (serializers.Serializer,), attrs)


def component_name(cls: type) -> str:
    """``HelixCard``, ``VeielEnemy``: the game's name first, as two games may both have a ``Card``."""
    game = cls.__module__.split(".")[2] if cls.__module__.startswith("referee.engine.") else ""
    return "".join(part.title() for part in game.replace("_", "-").split("-")) + cls.__name__


def _field(kind: Any, bounds: Bounds, *, required: bool = True, nullable: bool = False) -> serializers.Field:
    common: dict[str, Any] = {"help_text": bounds.help or None, "required": required}
    if nullable:
        common["allow_null"] = True
    if len(alternatives(kind)) > 1:  # written either way: each way documented
        return Either([_field(k, dataclasses.replace(bounds, help="")) for k in alternatives(kind)], **common)
    origin = typing.get_origin(kind)
    if origin is tuple:
        item_bounds = dataclasses.replace(bounds, min_items=None, max_items=None, help="")
        return serializers.ListField(child=_field(typing.get_args(kind)[0], item_bounds),
                                     min_length=bounds.min_items, max_length=bounds.max_items, **common)
    if origin is dict:
        return _mapping(typing.get_args(kind), bounds)(**common)
    if dataclasses.is_dataclass(kind):
        if callable(getattr(kind, "from_text", None)):  # the reader also takes it spelt as one text
            return SpeltOrObject(serializer_for(kind)(), **common)
        return serializer_for(kind)(**common)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return serializers.ChoiceField(choices=[m.value for m in kind], **common)
    if kind is bool:
        return serializers.BooleanField(**common)
    if kind is int:
        return serializers.IntegerField(min_value=bounds.low, max_value=bounds.high, **common)
    if kind is str and bounds.lines:
        # Several lines (a pasted deck list): line breaks and tabulations, no other control character.
        lines = RegexValidator(LINES, "Du texte sans caractère de contrôle autre que les sauts de ligne.")
        return serializers.CharField(max_length=bounds.max_length, allow_blank=True, trim_whitespace=False,
                                     validators=[lines], **common)
    if kind is str:
        # One line of text: the reader refuses control characters, and the schema says so.
        one_line = RegexValidator(ONE_LINE if bounds.allow_blank else ONE_LINE_NOT_BLANK,
                                  "Une seule ligne de texte, sans caractère de contrôle.")
        return serializers.CharField(max_length=bounds.max_length, allow_blank=bounds.allow_blank,
                                     min_length=None if bounds.allow_blank else 1, trim_whitespace=False,
                                     validators=[one_line], **common)
    raise TypeError(f"No API schema for {kind!r}")


class Either(serializers.Field):
    """A field the engine reads in one of several JSON shapes (an object or a list…)."""

    def __init__(self, children: list[serializers.Field], **kwargs: Any):
        self.children = children
        super().__init__(**kwargs)


class EitherExtension(OpenApiSerializerFieldExtension):
    target_class = Either

    def map_serializer_field(self, auto_schema, direction):
        shapes = []
        for child in self.target.children:
            shape = auto_schema._map_serializer_field(child, direction)
            if isinstance(child, serializers.ListField):  # the bounds the outer mapping would add
                shape.update({key: value for key, value in (("minItems", child.min_length),
                                                            ("maxItems", child.max_length)) if value is not None})
            shapes.append(shape)
        return {"oneOf": shapes}


class SpeltOrObject(serializers.Field):
    """An input the engine reads as an object or spelt as one text (a square « C2 »)."""

    def __init__(self, child: serializers.Serializer, **kwargs: Any):
        self.child = child
        super().__init__(**kwargs)


class SpeltOrObjectExtension(OpenApiSerializerFieldExtension):
    target_class = SpeltOrObject

    def map_serializer_field(self, auto_schema, direction):
        component = auto_schema.resolve_serializer(self.target.child, direction)
        spelt = {"type": "string", "minLength": 1, "maxLength": MAX_TEXT,
                 **getattr(self.target.child.engine_class, "TEXT_SCHEMA", {})}
        return {"oneOf": [component.ref, spelt]}


def _mapping(args: tuple, bounds: Bounds) -> type[serializers.Field]:
    """An object keyed by an enum's values: each key documented, no other key allowed."""
    key_kind, value_kind = args
    value_schema: dict[str, Any] = {"type": "integer"} if value_kind is int else {}
    if value_kind is int:
        value_schema.update(minimum=bounds.low, maximum=bounds.high)
    schema = {"type": "object", "properties": {m.value: value_schema for m in key_kind},
              "additionalProperties": False}

    @extend_schema_field(schema)
    class EnumKeyedField(serializers.DictField):
        pass

    return EnumKeyedField
