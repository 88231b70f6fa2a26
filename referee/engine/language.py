"""The language the engine speaks: French, the rulebooks' own, or English for a reader who asks.

Each game keeps its sentences in a ``phrasebook`` package with one module per language
(``fr.py``, ``en.py``) defining the same names with the same signatures (a test holds them
together). The package's ``__getattr__`` hands out the module of the language in force, so the
rules call ``say.winner(side)`` without knowing which language they speak. The language is a
context variable, set around one request by the web layer: two readers served at once by threads
never hear each other's. Rulebook text quoted in a sentence stays French in every language.
"""
from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from types import ModuleType
from typing import TypeVar

LANGUAGES = ("fr", "en")
DEFAULT = "fr"

_language: ContextVar[str] = ContextVar("engine_language", default=DEFAULT)

_Input = TypeVar("_Input")
_Output = TypeVar("_Output")


def current() -> str:
    return _language.get()


@contextmanager
def speaking(language: str | None) -> Iterator[None]:
    """Within the block, the engine speaks ``language`` (« en-gb » is English; anything else French)."""
    base = (language or DEFAULT).split("-")[0].lower()
    token = _language.set(base if base in LANGUAGES else DEFAULT)
    try:
        yield
    finally:
        _language.reset(token)


def phrasebook(fr: ModuleType, en: ModuleType) -> Callable[[str], object]:
    """A phrasebook package's module ``__getattr__``: each name from the language in force."""
    modules = {"fr": fr, "en": en}

    def __getattr__(name: str) -> object:
        return getattr(modules[_language.get()], name)

    return __getattr__


def cached(maxsize: int) -> Callable[[Callable[[_Input], _Output]], Callable[[_Input], _Output]]:
    """``functools.lru_cache`` for a one-argument function whose result holds sentences: keyed by the
    language in force too, so that a reader of English is never served a French ruling cached for
    another, nor the other way round."""
    def decorate(function: Callable[[_Input], _Output]) -> Callable[[_Input], _Output]:
        @functools.lru_cache(maxsize=maxsize)
        def in_language(argument: _Input, language: str) -> _Output:
            return function(argument)

        @functools.wraps(function)
        def cached_function(argument: _Input) -> _Output:
            return in_language(argument, _language.get())

        return cached_function

    return decorate
