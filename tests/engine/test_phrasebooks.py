"""Every game's English phrasebook says what its French one says: same names, same signatures.

The rules call ``say.name(...)`` whatever the language in force; a sentence missing from one
language would fail only for the readers of that language."""
import importlib
import inspect
import pkgutil

import pytest

import referee.engine
from referee.engine import language
from referee.engine.language import speaking

GAMES = [m.name for m in pkgutil.iter_modules(referee.engine.__path__) if m.ispkg and m.name != "phrasebook"]
PHRASEBOOKS = ["referee.engine.phrasebook", *(f"referee.engine.{game}.phrasebook" for game in GAMES)]
"""The engine's shared sentences (reading a body, deck checks), then each game's."""


def _public(module):
    return {name: value for name, value in vars(module).items()
            if not name.startswith("_") and getattr(value, "__module__", module.__name__) == module.__name__
            and not inspect.ismodule(value)}


@pytest.mark.parametrize("package", PHRASEBOOKS)
def test_english_has_every_french_sentence_with_the_same_signature(package):
    fr = importlib.import_module(f"{package}.fr")
    en = importlib.import_module(f"{package}.en")
    french, english = _public(fr), _public(en)
    assert sorted(set(french) - set(vars(en))) == [], "sentences missing in English"
    for name, value in french.items():
        if callable(value) and not inspect.isclass(value):
            assert inspect.signature(getattr(en, name)) == inspect.signature(value), name
    assert english or not french


@pytest.mark.parametrize("package", PHRASEBOOKS)
def test_the_package_speaks_the_language_in_force(package):
    say = importlib.import_module(package)
    fr = importlib.import_module(f"{package}.fr")
    en = importlib.import_module(f"{package}.en")
    name = next(iter(_public(fr)))
    assert getattr(say, name) is getattr(fr, name)
    with speaking("en-GB"):
        assert language.current() == "en"
        assert getattr(say, name) is getattr(en, name)
    with speaking("de"):
        assert language.current() == "fr"
    assert language.current() == "fr"
