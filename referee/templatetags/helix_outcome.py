"""``{{ outcome|helix_outcome:params }}``: the Helix combat's answer as the page shows it (names, French labels)."""
from django import template

from referee.calculators.helix import outcome_view

register = template.Library()


@register.filter
def helix_outcome(outcome, params=None):
    return outcome_view(outcome, params)
