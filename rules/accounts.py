"""Judges' accounts under /compte/: log in and out, reset a forgotten password by e-mail, change it,
and the account page (the games judged, the drafts, the API tokens: created, shown once, revoked).

Django's own views with French templates (templates/registration/); logging in and asking for a
reset are rate-limited per client address (REFEREE_RATES["accounts"]).
"""
from __future__ import annotations

from functools import wraps
from http import HTTPStatus
from math import ceil

from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import path
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_POST

from referee.throttling import ScopeThrottle
from rules import rulings, second_factor, tokens
from rules.loading import rulings_to_review
from rules.models import Ruling
from search import reported, reported_views


class AccountsThrottle(ScopeThrottle):
    scope = "accounts"


class PasswordResetThrottle(ScopeThrottle):
    scope = "password_reset"


def limited_posts(view, throttle_class: type[ScopeThrottle] = AccountsThrottle):
    """Past the rate, a POST (a password tried, a reset asked) is a French 429 page."""

    @wraps(view)
    def wrapper(request, *args, **kwargs):
        if request.method == "POST":
            throttle = throttle_class()
            if not throttle.allow_request(request, None):
                wait = ceil(throttle.wait() or 1)
                response = render(request, "429.html", {"wait": wait}, status=HTTPStatus.TOO_MANY_REQUESTS)
                response["Retry-After"] = str(wait)
                return response
        return view(request, *args, **kwargs)

    return wrapper


@never_cache
@login_required
def account(request, extra: dict | None = None, status: int = HTTPStatus.OK):
    user = request.user
    judge = rulings.judge_of(user)
    visible = rulings.visible_rulings(user)
    return render(request, "rules/account.html", {
        "judge": judge, "games": judge.games.all() if judge else [], "senior": rulings.is_senior(user),
        "drafts": visible.filter(status=Ruling.Status.DRAFT).order_by("game__order", "-number")[:100],
        "mine": visible.filter(author=user).exclude(status=Ruling.Status.DRAFT).order_by("-updated_at")[:50],
        "tokens": tokens.live(user), "durations": tokens.DURATIONS, **(extra or {}),
        "second_factor": second_factor.user_has_device(user), "second_factor_required": second_factor.required(user),
        # Rulings whose cited text a new rulebook version changed: for the judges who can see them.
        "to_review": _to_review(user, judge),
        # Questions players reported from the search, open, in the games this judge answers for (search/reported.py).
        **reported.account_rows(user),
    }, status=status)


def _to_review(user, judge) -> list:
    """The citations « à revérifier » in the games this judge answers for (every game for a senior)."""
    if rulings.is_senior(user):
        return list(rulings_to_review()[:100])
    if judge is None:
        return []
    return list(rulings_to_review().filter(ruling__game__in=judge.games.all())[:100])


@never_cache
@login_required
@require_POST
def create_token(request):
    """A new named token, shown on the page this once (never stored in clear, never in a message or a redirect)."""
    name = request.POST.get("nom", "").strip()
    try:
        days = int(request.POST.get("jours", "90"))
    except ValueError:
        days = 0
    if not name or len(name) > 80 or days not in tokens.DURATIONS:
        messages.error(request, gettext("Donnez au jeton un nom (80 caractères au plus) et une durée proposée."))
        return account(request, status=HTTPStatus.BAD_REQUEST)
    if tokens.live(request.user).count() >= tokens.MOST:
        messages.error(request, gettext("Dix jetons au plus : révoquez-en un avant d'en créer un autre."))
        return account(request, status=HTTPStatus.BAD_REQUEST)
    token, key = tokens.issue(request.user, name, days)
    return account(request, {"new_token": token, "new_key": key})


@login_required
@require_POST
def revoke_token(request, key):
    if tokens.revoke(request.user, key):
        messages.success(request, gettext("Jeton révoqué : il ne fonctionne plus."))
    return redirect("account")


urlpatterns = [
    path("", account, name="account"),
    path("jetons/", create_token, name="account-token"),
    path("jetons/<str:key>/revoquer/", revoke_token, name="account-token-revoke"),
    path("questions/<int:pk>/<slug:action>/", reported_views.question_action, name="question-action"),
    path("connexion/", limited_posts(auth_views.LoginView.as_view(redirect_authenticated_user=True)), name="login"),
    path("deconnexion/", auth_views.LogoutView.as_view(), name="logout"),
    path("double-authentification/", second_factor.setup, name="second-factor-setup"),
    path("double-authentification/code/", second_factor.verify, name="second-factor-verify"),
    path("double-authentification/desactiver/", second_factor.turn_off, name="second-factor-off"),
    path("mot-de-passe/oublie/", limited_posts(auth_views.PasswordResetView.as_view(), PasswordResetThrottle), name="password_reset"),
    path("mot-de-passe/envoye/", auth_views.PasswordResetDoneView.as_view(), name="password_reset_done"),
    path("mot-de-passe/nouveau/<uidb64>/<token>/", auth_views.PasswordResetConfirmView.as_view(),
         name="password_reset_confirm"),
    path("mot-de-passe/change/", auth_views.PasswordResetCompleteView.as_view(), name="password_reset_complete"),
    path("mot-de-passe/modifier/", auth_views.PasswordChangeView.as_view(), name="password_change"),
    path("mot-de-passe/modifie/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
]
