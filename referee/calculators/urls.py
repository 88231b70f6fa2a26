from django.shortcuts import render
from django.urls import path

from referee.calculators.base import api_view, page_view
from referee.calculators.registry import CALCULATORS


def index(request):
    return render(request, "calculators/index.html", {"calculators": CALCULATORS})


page_patterns = [path("", index, name="calculators")] + [
    path(f"{c.game}/{c.slug}/", page_view(c), name=f"{c.game}-{c.slug}") for c in CALCULATORS
]
api_patterns = [
    path(f"calculators/{c.game}/{c.api_slug}/", api_view(c), name=f"calculator-{c.game}-{c.api_slug}") for c in CALCULATORS
]
