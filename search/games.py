"""The five games as search speaks of them: one table for the filter, the question and the French.

« jeu:stellar » and « … a stellar ? » name the same game; the page says « les règles d'Helix
Duels », « dans l'Ordre de Veiel ». Slugs are rules.parsing.GAME_SLUGS.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class SearchedGame:
    slug: str
    name: str
    of: Any
    """« d'Helix Duels », « de l'Ordre de Veiel »: after « les règles » (in the reader's language: lazy)."""
    in_: str
    """« dans Helix Duels », « dans l'Ordre de Veiel »."""
    names: tuple[str, ...]
    """How players name it, folded (one or more words): in the question and after « jeu: »."""


GAMES = (
    SearchedGame("helix", "Helix Duels", _("d'Helix Duels"), "dans Helix Duels", ("helix duels", "helix")),
    SearchedGame("veiel", "L'Ordre de Veiel", _("de l'Ordre de Veiel"), "dans l'Ordre de Veiel",
                 ("ordre de veiel", "veiel")),
    SearchedGame("stellar-nexus", "Stellar Nexus TCG", _("de Stellar Nexus TCG"), "dans Stellar Nexus TCG",
                 ("stellar nexus tcg", "stellar nexus", "stellar", "nexus")),
    SearchedGame("heliosthenos", "Héliosthenos", _("d'Héliosthenos"), "dans Héliosthenos",
                 ("heliosthenos", "helios", "heliostenos")),
    SearchedGame("noxilia", "Noxilia", _("de Noxilia"), "dans Noxilia", ("noxilia", "noxi")),
)
BY_SLUG = {game.slug: game for game in GAMES}
ALL_FIVE = _("des cinq jeux")
"""What « les règles … » says of a search over every game."""
GAME_NAMES = {game.slug: game.name for game in GAMES}
# Folded words → slug, for a game named in a question (« a noxilia ») or a filter (jeu:helix-duels).
NAMED_BY = {tuple(name.split()): game.slug for game in GAMES for name in (game.slug.replace("-", " "), *game.names)}
