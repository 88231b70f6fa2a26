"""What every calculator shares: the API view, the page view, the step rendering."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any

from django.http import QueryDict
from django.shortcuts import render
from django.utils import translation
from django.utils.translation import gettext
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from referee.calculators.forms import Body, Form
from referee.calculators.shapes import serializer_for
from referee.engine.reading import read
from referee.engine.trace import EngineError, IllegalAction, InvalidInput, Problem, Step, as_data
from referee.page_cache import cached_page
from referee.throttling import CalculatorThrottle, limited
from rules.links import rule_link
from rules.rulings import with_rulings


class StepSerializer(serializers.Serializer):
    text = serializers.CharField(help_text="La décision, en français, telle qu'un arbitre la lit.")
    values = serializers.DictField(help_text="Les nombres lus ou produits par cette étape.")
    flag = serializers.ChoiceField(choices=["silent", "choice"], allow_null=True,
                                   help_text="silent : la règle ne tranche pas ; choice : un joueur décide.")
    rule = inline_serializer("RuleLink", {"anchor": serializers.CharField(), "title": serializers.CharField(),
                                          "url": serializers.CharField()})


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
    def schema(self) -> type[serializers.Serializer]:
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


def api_view(calculator: Calculator):
    """POST /api/v1/calculators/<game>/<api_slug>/: the JSON body in, the cited steps out."""
    with translation.override("fr"):  # the schema is French, whatever the language of the request importing this
        summary, description = str(calculator.title), str(calculator.description)

    class CalculatorAPIView(APIView):
        throttle_classes = [CalculatorThrottle]

        @extend_schema(
            summary=summary,
            description=description,
            request=calculator.schema,
            responses={200: inline_serializer(f"{calculator.schema.__name__}Result", {
                "result": serializers.DictField(), "summary": serializers.CharField(),
                "steps": StepSerializer(many=True)})},
            examples=[OpenApiExample("Exemple", value=calculator.example, request_only=True)] if calculator.example else [],
            tags=["calculateurs"],
        )
        def post(self, request):
            # Both are 400 through the exception handler: a body off the schema has the code
            # « invalid », one the rules refuse « illegal » (or « ambiguous »).
            return Response(calculator.outcome(calculator.read(request.data)))

    CalculatorAPIView.__name__ = f"{calculator.game.title().replace('-', '')}{calculator.slug.title().replace('-', '')}API"
    return CalculatorAPIView.as_view()


def page_view(calculator: Calculator):
    """The calculator's page: a GET form, so every result is a shareable link."""

    @cached_page  # outside the limit: a page already rendered costs the server nothing
    @limited(CalculatorThrottle)
    def view(request):
        context: dict[str, Any] = {"calculator": calculator, "params": request.GET}
        context.update(calculator.page_context(request.GET))
        status = HTTPStatus.OK
        body = None
        try:
            body = calculator.page_body(request.GET)
            # « Calculer » on an empty form: say so, rather than show nothing (the form's own defaults are not in
            # the request, so a list of « missing » fields would name some the page shows filled).
            context["nothing_to_calculate"] = body is None and bool(request.GET.get("calculer"))
            if body is not None:
                # A step the rulebook leaves open links to the judges' published rulings on its rule.
                context["outcome"] = with_rulings(calculator.outcome(calculator.read(body)))
        except EngineError as error:
            context["error"] = _page_error(calculator, error, body)
            status = HTTPStatus.BAD_REQUEST
            if calculator.faulty_context is not None:
                context.update(calculator.faulty_context(request.GET, context["error"]["params"]))
        if request.GET.get("fragment") == "1":
            # The live update's fragment: a refusal is an answer the page shows, not a failed request (which the
            # browser's console would report on every keystroke).
            return render(request, "calculators/_outcome.html", context)
        return render(request, calculator.template, context, status=status)

    view.__name__ = f"{calculator.game}_{calculator.slug}_page"
    return view


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
