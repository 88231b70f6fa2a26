"""The rules engine: pure Python, no Django, no I/O.

One module per game (``heliosthenos``, ``noxilia``, ``helix``, ``veiel``), each exposing
pure functions ``resolve(inputs) -> Result`` over frozen dataclasses. Shared vocabulary —
the cited step, the flags, the error taxonomy — lives in :mod:`referee.engine.trace`.
"""
