"""A calculator, without Django: the engine's input, checks and resolution, and what its page shows.

The API view and the page view (:mod:`referee.calculators.base`) wrap it on the server; offline, the
browser runs this same module in Pyodide (:mod:`referee.calculators.in_browser`, docs/offline.md).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from referee.calculators.forms import Body, Form
from referee.calculators.translation import QueryDict, gettext
from referee.engine.reading import read
from referee.engine.trace import EngineError, IllegalAction, InvalidInput, Problem, Step, as_data
from rules.links import rule_link


def step_data(step: Step) -> dict:
    return {"text": step.text, "values": as_data(step.values), "flag": step.flag.value if step.flag else None,
            "rule": rule_link(step.rule)}


def result_data(result: Any) -> dict:
    """{result: …, summary, steps}: the engine's result with its steps linked to the corpus."""
    data = as_data(result)
    data.pop("steps", None)
    summary = data.pop("summary", "")
    return {"result": data, "summary": summary, "steps": [step_data(s) for s in result.steps]}


@dataclass(frozen=True)
class Calculator:
    """A calculator of the site: the engine's input, checks and resolution, its page and its API.

    One boundary: a body (the API's JSON, or the page's form turned into the same JSON) is read
    once by the engine into ``input`` (every shape error at once: 400), then ``check`` lists
    every refusal of the rules at once (400 too, with the code « illegal »), then ``resolve`` gives the cited steps."""

    game: str
    slug: str
    title: str
    description: str
    input: type
    """The engine's input dataclass: its declarations are the API schema and the JSON reader."""
    check: Callable[[Any], Iterable[Problem]] = lambda built: ()
    """The read input → every refusal of the rules, each with its field and rule anchor."""
    resolve: Callable[[Any], Any] = lambda built: None
    form: Form = field(default_factory=Form)
    template: str = ""
    example: dict = field(default_factory=dict)
    page_context: Callable[[QueryDict], dict] = lambda params: {}
    faulty_context: Callable[[QueryDict, frozenset[str]], dict] | None = None
    """What a refused form shows differently around the GET parameters the refusals name (a long form's
    folded parts opened where they are), added to ``page_context``'s."""
    page_message: Callable[[Problem, Any], str | None] = lambda problem, body: None
    """A refusal said in the page's words where the engine's, written for the API, quote its values (the body is
    the one the form gave); None keeps the engine's."""
    api_slug: str = ""
    """The slug of the API URL when it differs from the page's (``attack`` for the page ``attaque``)."""

    def __post_init__(self) -> None:
        if not self.api_slug:
            object.__setattr__(self, "api_slug", self.slug)

    @property
    def url(self) -> str:
        return f"/calculateurs/{self.game}/{self.slug}/"

    @property
    def schema(self) -> type:
        """The API schema's serializer, derived from ``input`` (DRF: on the server only)."""
        from referee.calculators.shapes import serializer_for

        return serializer_for(self.input)

    def read(self, data: Any) -> Any:
        """The body read into the engine's input (InvalidInput listing every shape error)."""
        return read(self.input, data)

    def outcome(self, built: Any) -> dict:
        """The read input's refusals (all at once) or its result with cited steps."""
        problems = list(self.check(built))
        if problems:
            raise IllegalAction.of(problems)
        return result_data(self.resolve(built))

    def page_body(self, params: QueryDict) -> dict | None:
        return self.form.data(params)

    def page_outcome(self, params: QueryDict) -> dict:
        """What the page shows for its GET parameters, on the server and offline alike: ``outcome`` (the
        cited steps), ``error`` (every refusal, each naming its control) or ``nothing_to_calculate``."""
        shown: dict[str, Any] = {}
        body = None
        try:
            body = self.page_body(params)
            # « Calculer » on an empty form: say so, rather than show nothing (the form's own defaults are not in
            # the request, so a list of « missing » fields would name some the page shows filled).
            shown["nothing_to_calculate"] = body is None and bool(params.get("calculer"))
            if body is not None:
                shown["outcome"] = self.outcome(self.read(body))
        except EngineError as error:
            shown["error"] = _page_error(self, error, body)
        return shown


INCOMPLETE = ("required", "min_length")
"""The reader's codes for a part of the form not filled yet (a field, or fewer values than the rule needs)."""


def _page_error(calculator: Calculator, error: EngineError, body: Any) -> dict:
    """Every problem, each naming the control as the form labels it; ``params``: those controls' GET parameters."""
    moved = body if isinstance(body, Body) else None
    problems = []
    for p in error.problems:
        control = calculator.form.control(p.field, moved)
        label = calculator.form.label(p.field, moved) or ""
        # Not filled yet rather than wrong: the page's script lists these quietly while the form is being filled.
        incomplete = p.code in INCOMPLETE
        if incomplete and not label and (first := calculator.form.first_within(p.field)):
            control, label = first, str(first.label)  # a whole part missing (« defenders »): its first field
        problems.append({"field": label, "param": control.param if control else "", "incomplete": incomplete,
                         # The label names the field: the reader's « Champ obligatoire manquant : « damage » » is
                         # no word of the page.
                         "message": gettext("à remplir.") if incomplete and p.code == "required" and label
                         else calculator.page_message(p, body) or p.message,
                         "rule": rule_link(p.rule) if p.rule else None})
    return {"field": problems[0]["field"], "message": error.message, "rule": problems[0]["rule"],
            # A field left empty is to fill in, whether the reader or the rules' checks found it so.
            "illegal": not isinstance(error, InvalidInput) and not all(p["incomplete"] for p in problems),
            "refusals": problems,
            "params": frozenset(p["param"] for p in problems if p["param"])}
