"""Stellar Nexus's sentences, in French (:mod:`.fr`, the rulebook's language) or English (:mod:`.en`)."""
from typing import TYPE_CHECKING

from referee.engine.language import phrasebook

from . import en, fr

if TYPE_CHECKING:  # callers are checked against the French sentences; en.py has the same names
    from .fr import *  # noqa: F403

__getattr__ = phrasebook(fr, en)
