"""The sentences the engine shares between games — reading a body, checking a deck — in French
(:mod:`.fr`) or English (:mod:`.en`), the language in force chosen as for each game's phrasebook."""
from typing import TYPE_CHECKING

from referee.engine.language import phrasebook

from . import en, fr

if TYPE_CHECKING:  # callers are checked against the French sentences; en.py has the same names
    from .fr import *  # noqa: F403

__getattr__ = phrasebook(fr, en)
