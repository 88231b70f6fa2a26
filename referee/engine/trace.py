"""Shared trace and error types of the rules engine.

Every calculator returns a result carrying ``steps``: the ruling read aloud, one
:class:`Step` per rule applied, each citing the rule by its corpus anchor.

Anchors are stable strings that the web layer resolves to permalinks:

* a section: ``"<game>/<section-slug>"`` — e.g. ``"heliosthenos/combat"``;
* a keyword: ``"<game>/glossaire/<keyword-slug>"`` — e.g. ``"noxilia/glossaire/poison-x"``.

Game slugs: ``helix``, ``veiel``, ``stellar-nexus``, ``heliosthenos``, ``noxilia``.
The engine only knows the string; a test proves that every anchor it cites exists.
"""
from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any


class Flag(enum.Enum):
    """Why a step deserves a judge's attention beyond applying a rule."""

    SILENT = "silent"
    """The rulebook does not settle this case: the step says so instead of inventing a rule."""

    CHOICE = "choice"
    """A player must decide; the step lists the options the rules give."""


@dataclass(frozen=True)
class Step:
    """One rule applied, as a judge would read it aloud."""

    text: str
    """The ruling in the language in force (:mod:`referee.engine.language`), a full sentence
    ("L'attaquant domine en désert de 3.")."""

    rule: str
    """The corpus anchor of the rule applied (see the module docstring)."""

    values: Mapping[str, Any] = field(default_factory=dict)
    """The numbers this step read or produced, keyed by English identifiers."""

    flag: Flag | None = None
    """Set when the rules are silent or a player must choose."""


class Trace:
    """Collects steps while a pure calculator runs; freeze it with :meth:`steps`."""

    def __init__(self) -> None:
        self._steps: list[Step] = []

    def add(self, text: str, rule: str, flag: Flag | None = None, **values: Any) -> Step:
        step = Step(text=text, rule=rule, values=dict(values), flag=flag)
        self._steps.append(step)
        return step

    def silent(self, text: str, rule: str, **values: Any) -> Step:
        """Record a case the rulebook leaves open."""
        return self.add(text, rule, Flag.SILENT, **values)

    def choice(self, text: str, rule: str, **values: Any) -> Step:
        """Record a decision that belongs to a player."""
        return self.add(text, rule, Flag.CHOICE, **values)

    def steps(self) -> tuple[Step, ...]:
        return tuple(self._steps)


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input: where (a field path), what, and the rule that says so."""

    field: str
    """A path into the input (``"attackers[0].strengths"``); ``""`` for the input as a whole."""

    message: str
    """What is wrong and how to fix it, in the language in force (French unless the reader asks for English)."""

    rule: str | None = None
    """The anchor of the rule that makes it wrong, when a rule does (not for a missing field)."""

    code: str | None = None
    """A finer machine-readable code than the error's own (``required``, ``max_length``…)."""


class EngineError(ValueError):
    """Base of the engine's errors: names the input field, a code and the rule.

    ``field`` is a path into the input (``"attackers[0].strengths"``), ``code`` a short
    machine-readable identifier, ``rule`` the anchor of the rule that makes the input wrong.
    ``problems`` holds every problem found at once, this one first.
    """

    code = "invalid"

    def __init__(self, field: str, message: str, rule: str | None = None, code: str | None = None,
                 *, also: Iterable[Problem] = ()):
        super().__init__(message)
        self.field = field
        self.message = message
        self.rule = rule
        if code is not None:
            self.code = code
        self.problems: tuple[Problem, ...] = (Problem(field, message, rule), *also)

    @classmethod
    def of(cls, problems: Sequence[Problem]) -> EngineError:
        """One error carrying every problem (there must be at least one)."""
        first, *others = problems
        error = cls(first.field, first.message, first.rule, also=others)
        error.problems = (first, *others)
        return error

    def __repr__(self) -> str:
        return f"{type(self).__name__}(field={self.field!r}, message={self.message!r}, rule={self.rule!r})"


class Problems:
    """Collects every problem of an input, so that a player fixes them all in one go."""

    def __init__(self) -> None:
        self._items: list[Problem] = []

    def add(self, field: str, message: str, rule: str | None = None, code: str | None = None) -> None:
        self._items.append(Problem(field, message, rule, code))

    def extend(self, problems: Iterable[Problem]) -> None:
        self._items.extend(problems)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Problem]:
        return iter(self._items)

    def raise_any(self, error: type[EngineError]) -> None:
        """Raise ``error`` carrying every problem, if there is any."""
        if self._items:
            raise error.of(self._items)


class InvalidInput(EngineError):
    """The input cannot describe a game state (a strength of 11, a square off the board)."""

    code = "invalid"


class IllegalAction(EngineError):
    """The input is well-formed but the rules forbid it (a Portée creature attacking the Forteresse)."""

    code = "illegal"


class Ambiguous(EngineError):
    """The input admits several readings the engine will not choose between."""

    code = "ambiguous"


_SCALARS = (str, int, float, bool, type(None))


def as_data(value: Any) -> Any:
    """Turn an engine value (dataclasses, enums, tuples, mappings) into JSON-ready data."""
    # The common cases first, by exact type: a result holds thousands of plain values.
    if isinstance(value, _SCALARS) and not isinstance(value, enum.Enum):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        return [as_data(v) for v in value]
    names = _field_names(type(value))  # type: ignore[arg-type]  # classes are hashable
    if names is not None:
        return {name: as_data(getattr(value, name)) for name in names}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, Mapping):
        return {(k.value if isinstance(k, enum.Enum) else str(k)): as_data(v) for k, v in value.items()}
    return value


@functools.cache  # one entry per dataclass of the engine
def _field_names(cls: type) -> tuple[str, ...] | None:
    import dataclasses

    return tuple(f.name for f in dataclasses.fields(cls)) if dataclasses.is_dataclass(cls) else None
