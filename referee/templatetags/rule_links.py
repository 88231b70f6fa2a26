"""``{{ anchor|rule_title }}``, ``{{ anchor|rule_url }}``: an engine rule anchor as a link a reader follows
(« Helix Duels — Deckbuilding », /helix/deckbuilding/), from rules/links.py."""
from django import template

from rules.links import rule_title, rule_url

register = template.Library()
register.filter("rule_title", rule_title)
register.filter("rule_url", rule_url)
