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

GAMES = [m.name for m in pkgutil.iter_modules(referee.engine.__path__) if m.ispkg]


def _public(module):
    return {name: value for name, value in vars(module).items()
            if not name.startswith("_") and getattr(value, "__module__", module.__name__) == module.__name__
            and not inspect.ismodule(value)}


@pytest.mark.parametrize("game", GAMES)
def test_english_has_every_french_sentence_with_the_same_signature(game):
    fr = importlib.import_module(f"referee.engine.{game}.phrasebook.fr")
    en = importlib.import_module(f"referee.engine.{game}.phrasebook.en")
    french, english = _public(fr), _public(en)
    assert sorted(set(french) - set(vars(en))) == [], "sentences missing in English"
    for name, value in french.items():
        if callable(value) and not inspect.isclass(value):
            assert inspect.signature(getattr(en, name)) == inspect.signature(value), name
    assert english or not french


@pytest.mark.parametrize("game", GAMES)
def test_the_package_speaks_the_language_in_force(game):
    say = importlib.import_module(f"referee.engine.{game}.phrasebook")
    fr = importlib.import_module(f"referee.engine.{game}.phrasebook.fr")
    en = importlib.import_module(f"referee.engine.{game}.phrasebook.en")
    name = next(iter(_public(fr)))
    assert getattr(say, name) is getattr(fr, name)
    with speaking("en-GB"):
        assert language.current() == "en"
        assert getattr(say, name) is getattr(en, name)
    with speaking("de"):
        assert language.current() == "fr"
    assert language.current() == "fr"
