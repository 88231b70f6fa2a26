"""The few Django names the calculators' web layer uses, importable without Django.

On the server they are Django's own (the request's language, Django's ``QueryDict``). In the browser, where
a calculator runs offline in Pyodide with the same Python code and no Django (static/js/offline_calculator.js,
docs/offline.md), they come from :mod:`referee.calculators.without_django`: the standard library's gettext over
the same compiled catalogue (``referee/locale/en/LC_MESSAGES/django.mo``) and a small ``QueryDict``. The
forms, the per-game modules and :mod:`referee.calculators.calculator` import these names from here only.
"""
from __future__ import annotations

try:
    from django.http import QueryDict
    from django.utils.functional import Promise, lazy
    from django.utils.text import format_lazy
    from django.utils.translation import gettext, gettext_lazy, ngettext, pgettext, pgettext_lazy
except ModuleNotFoundError:  # in the browser: no Django there
    from referee.calculators.without_django import (  # type: ignore[assignment]
        Promise,
        QueryDict,
        format_lazy,
        gettext,
        gettext_lazy,
        lazy,
        ngettext,
        pgettext,
        pgettext_lazy,
    )

__all__ = ["Promise", "QueryDict", "format_lazy", "gettext", "gettext_lazy", "lazy", "ngettext", "pgettext",
           "pgettext_lazy"]
