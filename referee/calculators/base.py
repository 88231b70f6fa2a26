"""What every calculator shares: the API view, the page view, the step rendering."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import Any, Callable, Iterable

from django.http import QueryDict
from django.shortcuts import render
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from referee.engine.trace import EngineError, IllegalAction, InvalidInput, Step, as_data
from referee.throttling import CalculatorThrottle, limited
from rules.links import rule_link


def int_param(params: QueryDict, name: str, path: str, label: str) -> int | None:
    """A whole number typed in a page's form: None when blank, an error naming the field otherwise."""
    raw = params.get(name, "").strip().replace("−", "-")
    if not raw:
        return None
    if not re.fullmatch(r"-?[0-9]{1,9}", raw):
        raise InvalidInput(path, f"{label} : « {raw[:40]} » n'est pas un nombre entier.")
    return int(raw)


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


class Refusals(IllegalAction):
    """Every refusal a calculator's ``check`` found at once; the first one is the error's own field and rule."""

    def __init__(self, refusals: list[tuple[str, str, str | None]]):
        field, message, rule = refusals[0]
        super().__init__(field, message, rule)
        self.refusals = tuple(refusals)


@dataclass(frozen=True)
class Calculator:
    game: str
    slug: str
    title: str
    description: str
    build: Callable[[Any], Any]
    """The engine's ``Input.from_dict``: JSON data → validated input (raises EngineError)."""
    resolve: Callable[[Any], Any]
    request_serializer: type[serializers.Serializer]
    template: str
    page_data: Callable[[QueryDict], dict | None]
    """The page's GET parameters → the JSON data of the API, or None when the form is empty."""
    example: dict = field(default_factory=dict)
    page_context: Callable[[QueryDict], dict] = lambda params: {}
    api_slug: str = ""
    """The slug of the API URL when it differs from the page's (``attack`` for the page ``attaque``)."""
    check: Callable[[Any], Iterable[tuple[str, str, str | None]]] | None = None
    """Optional: the built input → every refusal of the rules, as (field, message, rule anchor). When there
    are any, the API and the page answer 400 listing them all (``resolve`` alone stops at the first)."""

    def __post_init__(self) -> None:
        if not self.api_slug:
            object.__setattr__(self, "api_slug", self.slug)

    @property
    def url(self) -> str:
        return f"/calculateurs/{self.game}/{self.slug}/"

    def run(self, data: Any) -> dict:
        built = self.build(data)
        if self.check is not None:
            refusals = [tuple(refusal) for refusal in self.check(built)]
            if refusals:
                raise Refusals(refusals)
        return result_data(self.resolve(built))


def api_view(calculator: Calculator):
    """POST /api/v1/calculators/<game>/<api_slug>/: the JSON body in, the cited steps out."""

    class CalculatorAPIView(APIView):
        throttle_classes = [CalculatorThrottle]

        @extend_schema(
            summary=calculator.title,
            description=calculator.description,
            request=calculator.request_serializer,
            responses={200: inline_serializer(f"{calculator.request_serializer.__name__}Result", {
                "result": serializers.DictField(), "summary": serializers.CharField(),
                "steps": StepSerializer(many=True)})},
            examples=[OpenApiExample("Exemple", value=calculator.example, request_only=True)] if calculator.example else [],
            tags=["calculateurs"],
        )
        def post(self, request):
            shape = calculator.request_serializer(data=request.data)
            shape.is_valid(raise_exception=True)
            # The engine validates the rules themselves from the same JSON (EngineError → 400,
            # with every refusal when the calculator checks them all at once).
            return Response(calculator.run(request.data))

    CalculatorAPIView.__name__ = f"{calculator.game.title().replace('-', '')}{calculator.slug.title().replace('-', '')}API"
    return CalculatorAPIView.as_view()


def _check_shape(calculator: Calculator, data: dict) -> None:
    """A page's input meets the API's bounds too (a URL can name as many enemies as it likes)."""
    from referee.api import flat_errors

    shape = calculator.request_serializer(data=data)
    if not shape.is_valid():
        path, errors = next(iter(flat_errors(shape.errors).items()))
        raise InvalidInput(path, errors[0]["message"])


def page_view(calculator: Calculator):
    """The calculator's page: a GET form, so every result is a shareable link."""

    @limited(CalculatorThrottle)
    def view(request):
        context: dict[str, Any] = {"calculator": calculator, "params": request.GET}
        context.update(calculator.page_context(request.GET))
        status = HTTPStatus.OK
        try:
            data = calculator.page_data(request.GET)
            if data is not None:
                _check_shape(calculator, data)
                context["outcome"] = calculator.run(data)
        except EngineError as error:
            context["error"] = {"field": error.field, "message": error.message,
                                "rule": rule_link(error.rule) if error.rule else None}
            if isinstance(error, Refusals):
                context["error"]["refusals"] = [{"field": f, "message": m, "rule": rule_link(r) if r else None}
                                                for f, m, r in error.refusals]
            status = HTTPStatus.BAD_REQUEST
        template = "calculators/_outcome.html" if request.GET.get("fragment") == "1" else calculator.template
        return render(request, template, context, status=status)

    view.__name__ = f"{calculator.game}_{calculator.slug}_page"
    return view
