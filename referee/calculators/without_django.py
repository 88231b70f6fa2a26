"""What :mod:`referee.calculators.translation` gives in the browser, where Django is not: standard library only.

A calculator running offline (Pyodide, docs/offline.md) reads the page's form with the same Python as the
server. Its words come from the same English catalogue the server uses (``django.mo``, compiled by ``make
setup`` and shipped in the engine's archive), read by :mod:`gettext`; :func:`activate` sets the page's language
before each calculation (one page, one thread: a module variable is enough here). French is the catalogue's
source language: a message is its own French translation.
"""
from __future__ import annotations

import gettext as _gettext
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

_catalogues: dict[str, _gettext.NullTranslations] = {}
_current: _gettext.NullTranslations = _gettext.NullTranslations()


def activate(language: str, locale_dir: str | Path | None = None) -> None:
    """The language of what follows: « en… » reads the English catalogue under ``locale_dir`` (by default the
    package's own ``referee/locale``); anything else is French."""
    global _current
    base = (language or "fr").split("-")[0].lower()
    if base == "fr":
        _current = _gettext.NullTranslations()
        return
    if base not in _catalogues:
        root = Path(locale_dir) if locale_dir else Path(__file__).resolve().parent.parent / "locale"
        _catalogues[base] = _gettext.translation("django", root, languages=[base], fallback=True)
    _current = _catalogues[base]


def gettext(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    return _current.ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    translated = _current.pgettext(context, message)
    return message if translated == message else translated


class Promise:
    """A text translated when it is shown, not when it is declared (Django's lazy proxy, as far as the layer
    uses it: shown, formatted, compared, joined)."""

    __slots__ = ("_function", "_args", "_kwargs")

    def __init__(self, function: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        self._function, self._args, self._kwargs = function, args, kwargs

    def __str__(self) -> str:
        return str(self._function(*self._args, **self._kwargs))

    def __repr__(self) -> str:
        return repr(str(self))

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return str(self) == (str(other) if isinstance(other, (str, Promise)) else other)

    def __lt__(self, other: object) -> bool:
        return str(self) < str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def __add__(self, other: object) -> str:
        return str(self) + str(other)

    def __radd__(self, other: object) -> str:
        return str(other) + str(self)

    def __mod__(self, other: object) -> str:
        return str(self) % other

    def __len__(self) -> int:
        return len(str(self))

    def __iter__(self) -> Iterator[str]:
        return iter(str(self))

    def __contains__(self, part: str) -> bool:
        return part in str(self)

    def __getattr__(self, name: str) -> Any:  # .upper(), .format(), .replace()…
        return getattr(str(self), name)


def gettext_lazy(message: str) -> Promise:
    return Promise(gettext, message)


def pgettext_lazy(context: str, message: str) -> Promise:
    return Promise(pgettext, context, message)


def lazy(function: Callable[..., Any], *result_classes: type) -> Callable[..., Promise]:
    def deferred(*args: Any, **kwargs: Any) -> Promise:
        return Promise(function, *args, **kwargs)

    return deferred


def format_lazy(format_string: Any, *args: Any, **kwargs: Any) -> Promise:
    return Promise(lambda: str(format_string).format(*args, **kwargs))


class QueryDict(dict):
    """A page's GET parameters, each name with its values in order (as much of Django's as the layer uses)."""

    def __init__(self, query: dict[str, Iterable[str]] | None = None, mutable: bool = True) -> None:
        super().__init__({k: list(v) for k, v in (query or {}).items()})

    def __getitem__(self, key: str) -> str:
        values = super().__getitem__(key)
        if not values:
            raise KeyError(key)
        return values[-1]

    def __setitem__(self, key: str, value: str) -> None:
        super().__setitem__(key, [value])

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        values = super().get(key)
        return values[-1] if values else default

    def getlist(self, key: str, default: list[str] | None = None) -> list[str]:
        return list(super().get(key, default if default is not None else []))

    def setlist(self, key: str, values: Iterable[str]) -> None:
        super().__setitem__(key, list(values))

    def lists(self) -> Iterator[tuple[str, list[str]]]:
        return ((k, list(v)) for k, v in super().items())

    def items(self) -> Iterator[tuple[str, str]]:  # type: ignore[override]
        return ((k, v[-1]) for k, v in super().items() if v)

    def copy(self) -> QueryDict:
        return QueryDict(dict(self.lists()))

    def urlencode(self) -> str:
        return urlencode([(k, v) for k, values in self.lists() for v in values])
