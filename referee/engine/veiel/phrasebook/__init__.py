"""L'Ordre de Veiel's sentences, in French (:mod:`.fr`, the rulebook's language) or English (:mod:`.en`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from referee.engine.language import phrasebook

from . import en, fr

if TYPE_CHECKING:  # callers are checked against the French sentences; en.py has the same names
    from ..model import Square
    from .fr import *  # noqa: F403

__getattr__ = phrasebook(fr, en)


def default_hero_names(square: Square) -> tuple[str, ...]:
    """The name a hero given without one bears in each language (« Héros B4 », « Hero B4 »): a link
    written for a reader of one language names that hero for a reader of the other too."""
    return tuple(book.default_hero_name(square) for book in (fr, en))
