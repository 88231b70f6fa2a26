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
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from referee.engine.reading import Bounds, bounds_of, json_fields, optional_type


@functools.cache
def serializer_for(cls: type) -> type[serializers.Serializer]:
    """A DRF serializer describing the JSON object that the engine reads into ``cls``."""
    attrs: dict[str, Any] = {"__doc__": ""}  # the engine's docstrings are English: the docs say the fields' French
    for field, annotation in json_fields(cls):
        kind, nullable = optional_type(annotation)
        # The reader takes null for an optional field as absent (its default applies): so says the schema.
        required = field.default is dataclasses.MISSING
        attrs[field.name] = _field(kind, bounds_of(field), required=required, nullable=nullable or not required)
    return type(component_name(cls), (serializers.Serializer,), attrs)


def component_name(cls: type) -> str:
    """``HelixCard``, ``VeielEnemy``: the game's name first, as two games may both have a ``Card``."""
    game = cls.__module__.split(".")[2] if cls.__module__.startswith("referee.engine.") else ""
    return "".join(part.title() for part in game.replace("_", "-").split("-")) + cls.__name__


def _field(kind: Any, bounds: Bounds, *, required: bool = True, nullable: bool = False) -> serializers.Field:
    common: dict[str, Any] = {"help_text": bounds.help or None, "required": required}
    if nullable:
        common["allow_null"] = True
    origin = typing.get_origin(kind)
    if origin is tuple:
        item_bounds = dataclasses.replace(bounds, min_items=None, max_items=None, help="")
        return serializers.ListField(child=_field(typing.get_args(kind)[0], item_bounds),
                                     min_length=bounds.min_items, max_length=bounds.max_items, **common)
    if origin is dict:
        return _mapping(typing.get_args(kind), bounds)(**common)
    if dataclasses.is_dataclass(kind):
        return serializer_for(kind)(**common)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return serializers.ChoiceField(choices=[m.value for m in kind], **common)
    if kind is bool:
        return serializers.BooleanField(**common)
    if kind is int:
        return serializers.IntegerField(min_value=bounds.minimum, max_value=bounds.maximum, **common)
    if kind is str:
        # One line of text: the reader refuses control characters, and the schema says so.
        one_line = RegexValidator(r"^[^\x00-\x1F\x7F]*$", "Une seule ligne de texte, sans caractère de contrôle.")
        return serializers.CharField(max_length=bounds.max_length, allow_blank=bounds.allow_blank,
                                     min_length=None if bounds.allow_blank else 1, trim_whitespace=False,
                                     validators=[one_line], **common)
    raise TypeError(f"No API schema for {kind!r}")


def _mapping(args: tuple, bounds: Bounds) -> type[serializers.Field]:
    """An object keyed by an enum's values: each key documented, no other key allowed."""
    key_kind, value_kind = args
    value_schema: dict[str, Any] = {"type": "integer"} if value_kind is int else {}
    if bounds.minimum is not None:
        value_schema["minimum"] = bounds.minimum
    if bounds.maximum is not None:
        value_schema["maximum"] = bounds.maximum
    schema = {"type": "object", "properties": {m.value: value_schema for m in key_kind},
              "additionalProperties": False}

    @extend_schema_field(schema)
    class EnumKeyedField(serializers.DictField):
        pass

    return EnumKeyedField
