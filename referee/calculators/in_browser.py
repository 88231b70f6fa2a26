"""The calculators offline: what the browser's worker (static/js/offline_calculator_worker.js) calls in Pyodide.

The same Python as the server — the page's form (:mod:`referee.calculators.forms` and each game's module), the
engine, the rule links — without Django (:mod:`referee.calculators.translation`). ``make setup`` ships these
modules in the engine's archive (:mod:`referee.calculators.bundle`); docs/offline.md tells the whole path.
Both functions take and give JSON text, so that nothing crosses between JavaScript and Python but strings.
"""
from __future__ import annotations

import json
from typing import Any

from referee.calculators import without_django
from referee.calculators.registry import CALCULATORS
from referee.calculators.translation import QueryDict, gettext, pgettext
from referee.engine.language import speaking
from referee.engine.trace import EngineError

PAGES = {c.url: c for c in CALCULATORS}
APIS = {f"{c.game}/{c.api_slug}": c for c in CALCULATORS}


def page(path: str, query: str, language: str) -> str:
    """What the calculator page at ``path`` shows for its GET parameters (``query``: JSON [[name, value], …], in
    the form's order): {outcome} (summary and cited steps), {error} (every refusal naming its control), or
    {nothing_to_calculate}; in ``language``, the page's."""
    calculator = PAGES[path]
    params = QueryDict()
    for name, value in json.loads(query):
        params.setlist(name, [*params.getlist(name), value])
    without_django.activate(language)
    with speaking(language):
        shown = calculator.page_outcome(params)
        if "error" in shown:
            shown["error"]["params"] = sorted(shown["error"]["params"])
        shown["texts"] = texts()
    return json.dumps(shown, ensure_ascii=False, default=str)


def texts() -> dict[str, str]:
    """The words templates/calculators/_outcome.html puts around an answer, from the same catalogue: the browser draws
    the same markup with them (static/js/offline_calculator.js)."""
    return {"result": gettext("Résultat"), "silent": gettext("Non tranché par la règle :"), "choice": gettext("Choix :"),
            "illegal": gettext("Interdit par les règles :"), "fix": gettext("À corriger :"), "rule": gettext("Règle :"),
            "between": pgettext("between a field and its message", " : "),
            "nothing": gettext("Rien à calculer : remplissez d'abord le formulaire ci-dessus.")}


def api(name: str, body: str, language: str) -> str:
    """The API's answer to a JSON body (``name``: « game/slug »): {status: 200, data} or {status: 400, code,
    problems: [{field, message, code, rule}]}, as the server's engine gives them (tests/offline/test_same_engine.py
    compares the two)."""
    calculator = APIS[name]
    without_django.activate(language)
    with speaking(language):
        try:
            answer: dict[str, Any] = {"status": 200, "data": calculator.outcome(calculator.read(json.loads(body)))}
        except EngineError as error:
            answer = {"status": 400, "code": error.code,
                      "problems": [{"field": p.field, "message": p.message, "code": p.code or error.code, "rule": p.rule}
                                   for p in error.problems]}
    return json.dumps(answer, ensure_ascii=False, default=str)
