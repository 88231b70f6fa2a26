"""Reading plain JSON data into the engine's inputs, naming each faulty field by its path.

The web API hands ``from_dict`` whatever a client sent: any shape must end in an InvalidInput
with the path of the field (``"attacking_player.cards[0].damage"``), never in another error.
"""
from __future__ import annotations

import enum
from typing import Any, Mapping, Sequence, TypeVar

from referee.engine.trace import InvalidInput

E = TypeVar("E", bound=enum.Enum)
MISSING: Any = object()


def join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _type_name(value: Any) -> str:
    return {bool: "un booléen", int: "un nombre", float: "un nombre", str: "un texte", list: "une liste",
            dict: "un objet", type(None): "null"}.get(type(value), type(value).__name__)


class Fields:
    """Reads one JSON object, naming each faulty field by its path."""

    def __init__(self, data: Any, path: str, allowed: Sequence[str]):
        if not isinstance(data, Mapping):
            raise InvalidInput(path or "(racine)", f"Attendu un objet JSON, reçu {_type_name(data)}.")
        unknown = [k for k in data if k not in allowed]
        if unknown:
            raise InvalidInput(join(path, str(unknown[0])), f"Champ inconnu « {unknown[0]} » ; champs acceptés : "
                               f"{', '.join(allowed)}.")
        self.data, self.path = data, path

    def at(self, key: str) -> str:
        return join(self.path, key)

    def get(self, key: str, default: Any = MISSING) -> Any:
        if key in self.data and self.data[key] is not None:
            return self.data[key]
        if default is MISSING:
            raise InvalidInput(self.at(key), f"Champ obligatoire manquant : « {key} ».")
        return default

    def int(self, key: str, default: Any = MISSING) -> Any:
        value = self.get(key, default)
        return None if value is None else _as_int(value, self.at(key))

    def str(self, key: str, default: Any = MISSING) -> Any:
        value = self.get(key, default)
        if value is not None and not isinstance(value, str):
            raise InvalidInput(self.at(key), f"Attendu un texte, reçu {_type_name(value)}.")
        return value

    def bool(self, key: str, default: Any = MISSING) -> Any:
        value = self.get(key, default)
        if not isinstance(value, bool):
            raise InvalidInput(self.at(key), f"Attendu true ou false, reçu {_type_name(value)}.")
        return value

    def mapping(self, key: str, default: Any = MISSING) -> Any:
        value = self.get(key, default)
        if value is not default and not isinstance(value, Mapping):
            raise InvalidInput(self.at(key), f"Attendu un objet JSON, reçu {_type_name(value)}.")
        return value

    def enum(self, key: str, cls: type[E], default: Any = MISSING) -> Any:
        value = self.get(key, default)
        return value if value is default else _as_enum(value, cls, self.at(key))

    def items(self, key: str) -> list[tuple[str, Any]]:
        value = self.get(key, [])
        if not isinstance(value, (list, tuple)):
            raise InvalidInput(self.at(key), f"Attendu une liste, reçu {_type_name(value)}.")
        return [(f"{self.at(key)}[{i}]", item) for i, item in enumerate(value)]

    def int_list(self, key: str) -> list[int]:
        return [_as_int(item, p) for p, item in self.items(key)]

    def str_list(self, key: str) -> list[str]:
        out = []
        for p, item in self.items(key):
            if not isinstance(item, str):
                raise InvalidInput(p, f"Attendu un identifiant (texte), reçu {_type_name(item)}.")
            out.append(item)
        return out

    def enum_list(self, key: str, cls: type[E]) -> list[E]:
        return [_as_enum(item, cls, p) for p, item in self.items(key)]


def _as_int(value: Any, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidInput(path, f"Attendu un nombre entier, reçu {_type_name(value)}.")
    return value


def _as_enum(value: Any, cls: type[E], path: str) -> E:
    """The member of ``cls`` spelt ``value``; an enum may offer ``hints()``: value → advice."""
    accepted = ", ".join(f"« {m.value} »" for m in cls)
    if isinstance(value, cls):
        return value
    if isinstance(value, str):
        for member in cls:
            if member.value == value:
                return member
        hint = f" ({cls.hints()[value]})" if hasattr(cls, "hints") and value in cls.hints() else ""
        raise InvalidInput(path, f"Valeur inconnue « {value} »{hint} ; valeurs acceptées : {accepted}.")
    raise InvalidInput(path, f"Attendu un texte parmi {accepted}, reçu {_type_name(value)}.")
