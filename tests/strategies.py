"""Hypothesis strategies for the calculators' JSON bodies, derived from the engine's declarations.

``body(Input)`` draws bodies that the schema allows (every field within its declared bounds); the
rules may still refuse them, which is what the cross-cutting tests want to see happen cleanly.
"""
from __future__ import annotations

import dataclasses
import enum
import typing
from typing import Any

from hypothesis import strategies as st

from referee.engine.reading import Bounds, alternatives, bounds_of, json_fields, optional_type

# Unbounded numbers are drawn where game values live; bounded ones over their whole range.
LOW, HIGH = -3, 30
MAX_LIST = 4
NAMES = st.sampled_from(["", "Loup", "Archer", "Harpie", "Golem", "Éclaireur", "Ombre d'Ys", "Hydre"])


def body(cls: type, full: bool = False) -> st.SearchStrategy[dict]:
    """``full``: lists up to their declared bounds (the benchmark's costliest bodies), not a few items."""
    required, optional = {}, {}
    for field, annotation in json_fields(cls):
        kind, nullable = optional_type(annotation)
        strategy = value(kind, bounds_of(field), full)
        if nullable:
            strategy = st.one_of(st.none(), strategy)
        (required if field.default is dataclasses.MISSING else optional)[field.name] = strategy
    return st.fixed_dictionaries(required, optional=optional)


def value(kind: Any, bounds: Bounds, full: bool = False) -> st.SearchStrategy[Any]:
    if len(alternatives(kind)) > 1:
        return st.one_of(*(value(k, bounds, full) for k in alternatives(kind)))
    origin = typing.get_origin(kind)
    if origin is tuple:
        low = bounds.min_items or 0
        declared = bounds.max_items if bounds.max_items is not None else MAX_LIST
        high = declared if full else min(declared, max(low, MAX_LIST))
        item = value(typing.get_args(kind)[0], dataclasses.replace(bounds, min_items=None, max_items=None), full)
        return st.lists(item, min_size=high if full else low, max_size=high)
    if origin is dict:
        key_kind, value_kind = typing.get_args(kind)
        return st.dictionaries(st.sampled_from([m.value for m in key_kind]), value(value_kind, bounds, full),
                               max_size=bounds.max_items or MAX_LIST)
    if dataclasses.is_dataclass(kind):
        return body(kind, full)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return st.sampled_from([m.value for m in kind])
    if kind is bool:
        return st.booleans()
    if kind is int:
        # Undeclared bounds are wide (MAX_NUMBER): draw where game values live, within them.
        low = bounds.minimum if bounds.minimum is not None else max(bounds.low, min(LOW, bounds.high))
        high = bounds.maximum if bounds.maximum is not None else min(bounds.high, max(HIGH, low))
        return st.integers(low, high)
    if kind is str:
        names = NAMES if bounds.allow_blank else NAMES.filter(bool)
        return names.filter(lambda n: len(n) <= bounds.max_length)
    raise TypeError(f"no strategy for {kind!r}")


def around(cls: type, example: dict) -> st.SearchStrategy[dict]:
    """Bodies near a valid example: each field kept, or drawn anew within its declaration (most of
    them stay within the rules, so the rulings themselves get read, not only refusals)."""
    required, optional = {}, {}
    for field, annotation in json_fields(cls):
        kind, _ = optional_type(annotation)
        drawn = value(kind, bounds_of(field))
        if field.name in example:
            kept = example[field.name]
            if dataclasses.is_dataclass(kind) and isinstance(kept, dict):
                near = around(kind, kept)
            elif typing.get_origin(kind) is tuple and kept and all(isinstance(k, dict) for k in kept):
                item = typing.get_args(kind)[0]
                near = st.tuples(*(around(item, k) for k in kept)).map(list)
            else:
                near = st.just(kept)
            required[field.name] = st.one_of(near, near, drawn)
        else:
            optional[field.name] = drawn
    return st.fixed_dictionaries(required, optional=optional)
