"""The pages' side of reported questions: a player's report from the search's results, and the judges'
buttons on their account page (/compte/). The rules are search/reported.py's.

The report's form sits in the search's results, a page every reader gets alike and caches keep
(an ETag, max-age): a CSRF token there would make each answer unique and could be handed by a cache
to the next reader. As the language switch does (referee/language.py), the browser's own ``Origin``
(or ``Referer``) proves the form was posted from this site; another site's POST is a 403. Nothing
the report writes belongs to anyone: no session, no cookie is read or set.
"""
from __future__ import annotations

from http import HTTPStatus
from urllib.parse import parse_qsl, urlencode, urlsplit

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from referee.language import _same_origin as same_origin
from referee.throttling import QuestionsThrottle, limited
from referee.views import csrf_failure
from rules import rulings
from search import reported

THANKS_ANCHOR = "signalement"


@csrf_exempt  # the same-origin check below stands for the token (see the module's docstring)
@require_POST
@limited(QuestionsThrottle)
def report_question(request):
    """« Ce n'est pas la réponse »: keep the question, then back to the same search, saying thank you.

    ``?fragment=1`` (static/js/report.js): the line that replaces the form, without leaving the page."""
    if not same_origin(request):
        return csrf_failure(request)
    fragment = request.GET.get("fragment") == "1"
    text, game = request.POST.get("q", ""), request.POST.get("jeu", "")
    shown = request.POST.get("vus", "").split()
    try:
        reported.report(text, game, shown[:reported.MAX_SHOWN])
    except rulings.Invalid as error:
        problems = [message for messages_ in error.errors.values() for message in messages_]
        template = "search/_reported.html" if fragment else "search/report_refused.html"
        return render(request, template, {"problems": problems, "back": _back(request, text, game)},
                      status=HTTPStatus.BAD_REQUEST)
    if fragment:
        return render(request, "search/_reported.html", {})
    return HttpResponseRedirect(_back(request, text, game, thanks=True))


def _back(request, text: str, game: str, thanks: bool = False) -> str:
    """The search the question was asked in, with the thank-you line when sent: the page it was sent from
    (its filters and the game at the table as they were), else its words and game."""
    search = reverse("search")
    referer = urlsplit(request.META.get("HTTP_REFERER", ""))
    if referer.path == search and f"{referer.scheme}://{referer.netloc}" == f"{request.scheme}://{request.get_host()}":
        params = [(k, v) for k, v in parse_qsl(referer.query, keep_blank_values=True) if k not in ("signale", "fragment")]
    else:
        params = [("q", text[:reported.MAX_RAW_LENGTH])] + ([("jeu", game)] if game in reported.GAME_SLUGS else [])
    if thanks:
        params.append(("signale", "1"))
    return f"{search}?{urlencode(params)}" + (f"#{THANKS_ANCHOR}" if thanks else "")


ACTIONS = {"rattacher", "repondre", "ecarter"}


@never_cache
@login_required
@require_POST
def question_action(request, pk: int, action: str):
    """A judge's one action on a question, from their account page: rattacher (a passage's anchor),
    répondre (a published ruling's number), écarter."""
    if action not in ACTIONS:
        raise Http404
    question = reported.visible_questions(request.user).filter(pk=pk).first()
    if question is None:
        raise Http404(gettext("Cette question n'existe pas, ou n'est pas d'un jeu que vous arbitrez."))
    try:
        if action == "rattacher":
            question = reported.attach(request.user, question, request.POST.get("ancre", ""))
            messages.success(request, gettext("Question rattachée à %(anchor)s : elle paraît dans ses questions "
                                              "fréquentes et la recherche la trouve.") % {"anchor": question.anchor})
        elif action == "repondre":
            try:
                number = int(request.POST.get("numero", "").strip())
            except ValueError:
                number = 0
            question = reported.answer(request.user, question, number, request.POST.get("jeu") or None)
            messages.success(request, gettext("Question répondue par la décision n° %(number)d.")
                             % {"number": question.ruling.number})
        else:
            reported.dismiss(request.user, question)
            messages.success(request, gettext("Question écartée."))
    except rulings.Forbidden as error:
        return render(request, "403.html", {"message": error.message}, status=HTTPStatus.FORBIDDEN)
    except (rulings.Invalid, rulings.Conflict) as error:
        messages.error(request, error.message)
    return redirect(reverse("account") + "#questions")
