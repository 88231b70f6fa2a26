"""What every calculator shares on the server: the API view, the page view (the calculator itself, Django-free,
is :mod:`referee.calculators.calculator`)."""
from __future__ import annotations

from http import HTTPStatus
from typing import Any

from django.shortcuts import render
from django.utils import translation
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from referee.calculators.calculator import INCOMPLETE, Calculator, _page_error, result_data, step_data
from referee.page_cache import cached_page
from referee.throttling import CalculatorThrottle, limited
from rules.rulings import with_rulings

__all__ = ["INCOMPLETE", "Calculator", "StepSerializer", "_page_error", "api_view", "page_view", "result_data",
           "step_data"]


class StepSerializer(serializers.Serializer):
    text = serializers.CharField(help_text="La décision, en français, telle qu'un arbitre la lit.")
    values = serializers.DictField(help_text="Les nombres lus ou produits par cette étape.")
    flag = serializers.ChoiceField(choices=["silent", "choice"], allow_null=True,
                                   help_text="silent : la règle ne tranche pas ; choice : un joueur décide.")
    rule = inline_serializer("RuleLink", {"anchor": serializers.CharField(), "title": serializers.CharField(),
                                          "url": serializers.CharField()})


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
        context.update(calculator.page_outcome(request.GET))
        if "outcome" in context:
            # A step the rulebook leaves open links to the judges' published rulings on its rule.
            context["outcome"] = with_rulings(context["outcome"])
        if "error" in context:
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
