"""Judges' API tokens: issued with a name and an expiry, shown once, revoked one by one or all together.

django-rest-knox does the cryptography: a token is 64 random characters; only its SHA-512 digest and its first
characters (``token_key``, to tell tokens apart on « Mon compte ») are stored. A password changed or reset
revokes every token of the user (Django already ends their other sessions: a session carries a hash of the
password it was opened with).
"""
from __future__ import annotations

import datetime
import logging

from django.contrib.auth import get_user_model
from django.db.models.signals import post_save, pre_save
from django.utils.translation import gettext
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from drf_spectacular.plumbing import build_bearer_security_scheme_object
from knox.auth import TokenAuthentication
from rest_framework.exceptions import AuthenticationFailed

from rules.models import ApiToken

DURATIONS = (30, 90, 365)
"""The lifetimes a judge chooses from, in days (90 by default)."""
MOST = 10
"""Tokens a judge holds at most (settings.REST_KNOX's TOKEN_LIMIT_PER_USER, for knox's own views)."""
logger = logging.getLogger("referee.accounts")


def issue(user, name: str, days: int = 90) -> tuple[ApiToken, str]:
    """A new token: the object stored, and the token itself, which is never shown again."""
    token, key = ApiToken.objects.create(user, datetime.timedelta(days=days), name=name.strip()[:80])
    logger.info("token issued: user=%r name=%r key=%s… expires %s", user.get_username(), token.name,
                token.token_key, token.expiry.date())
    return token, key


def revoke(user, token_key: str) -> bool:
    deleted, _ = ApiToken.objects.filter(user=user, token_key=token_key).delete()
    if deleted:
        logger.info("token revoked: user=%r key=%s…", user.get_username(), token_key)
    return bool(deleted)


def live(user):
    """The user's tokens that still work, newest first (an expired one is deleted at its next use)."""
    from django.utils import timezone

    return ApiToken.objects.filter(user=user, expiry__gt=timezone.now())


class JudgeTokenAuthentication(TokenAuthentication):
    """knox's ``Authorization: Token <token>``, its refusals said in the API's language."""

    def authenticate(self, request):
        try:
            return super().authenticate(request)
        except AuthenticationFailed:
            raise AuthenticationFailed(gettext(
                "Jeton invalide, expiré ou révoqué : créez-en un sur la page « Mon compte ».")) from None


def _password_before(sender, instance, raw=False, **kwargs) -> None:
    instance._password_before = None if raw or instance.pk is None else \
        sender.objects.filter(pk=instance.pk).values_list("password", flat=True).first()


def _password_changed(sender, instance, raw=False, created=False, **kwargs) -> None:
    before = getattr(instance, "_password_before", None)
    if raw or created or before is None or before == instance.password:
        return
    count, _ = ApiToken.objects.filter(user=instance).delete()
    logger.info("password changed: user=%r, %d token(s) revoked", instance.get_username(), count)


def connect() -> None:
    user = get_user_model()
    pre_save.connect(_password_before, sender=user, dispatch_uid="rules.tokens.password_before")
    post_save.connect(_password_changed, sender=user, dispatch_uid="rules.tokens.password_changed")


class JudgeTokenScheme(OpenApiAuthenticationExtension):
    """The schema's « tokenAuth »: ``Authorization: Token <token>``, as before tokens were hashed."""

    target_class = "rules.tokens.JudgeTokenAuthentication"
    name = "tokenAuth"

    def get_security_definition(self, auto_schema):
        return build_bearer_security_scheme_object(header_name="Authorization", token_prefix="Token")
