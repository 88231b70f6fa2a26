"""The log of judges' sign-ins: who, when, from where, the outcome — never a password.

Every login form (the site's and the admin's) goes through Django's authenticate(); its signals and
django-axes' lock-out are written to the « referee.accounts » logger at INFO (the log record's time is the
« when »). The attempts themselves are kept by django-axes in the database (AccessAttempt, AccessLog,
AccessFailureLog: the admin lists them).
"""
from __future__ import annotations

import logging

from axes.backends import AxesStandaloneBackend
from axes.signals import user_locked_out
from django.contrib.auth.signals import user_logged_in, user_login_failed

from referee.throttling import client_address

logger = logging.getLogger("referee.accounts")


class SignInBackend(AxesStandaloneBackend):
    """django-axes' check before every sign-in from a request (every login form); a call of ``authenticate()``
    without one is the code's own (a test client's ``login``, a script), which no guess can come through."""

    def authenticate(self, request, username=None, password=None, **kwargs):
        if request is None:
            return None
        return super().authenticate(request, username, password, **kwargs)


def _where(request) -> str:
    return f"{client_address(request)} {request.path}" if request is not None else "(no request)"


def logged_in(sender, request, user, **kwargs) -> None:
    logger.info("sign-in succeeded: user=%r from %s", user.get_username(), _where(request))


def login_failed(sender, credentials, request=None, **kwargs) -> None:
    # ``credentials`` has its password already masked by Django; only the user name is written.
    logger.info("sign-in failed: user=%r from %s", credentials.get("username", ""), _where(request))


def locked_out(sender, request, username, ip_address, **kwargs) -> None:
    logger.warning("sign-in refused, too many failures: user=%r from %s", username, _where(request))


def connect() -> None:
    user_logged_in.connect(logged_in, dispatch_uid="referee.sign_ins.logged_in")
    user_login_failed.connect(login_failed, dispatch_uid="referee.sign_ins.login_failed")
    user_locked_out.connect(locked_out, dispatch_uid="referee.sign_ins.locked_out")
