"""Placeholder until the English sentences are written: French."""
from .fr import *  # noqa: F403
