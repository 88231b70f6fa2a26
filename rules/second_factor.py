"""A second factor for judges' accounts (django-otp): a code from an authenticator app (TOTP), or one of ten
recovery codes, each good once.

Required of the staff and of head judges — they can publish, supersede and withdraw any ruling of their
games, and the staff reach the admin —, optional for the other judges (« Mon compte »), required of them too
once they turned it on. Until the session is verified, such a judge reaches only these pages and logging out:
every other page sends them to set the factor up (the first time) or to type a code; the API answers 403 to
their session (a token, created from a verified session, is not affected).
"""
from __future__ import annotations

import base64
import io
from http import HTTPStatus

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.cache import never_cache
from django_otp import devices_for_user, match_token, user_has_device
from django_otp import login as otp_login
from django_otp.plugins.otp_static.models import StaticDevice, StaticToken
from django_otp.plugins.otp_totp.models import TOTPDevice

RECOVERY_CODES = 10
OPEN_PATHS = ("/compte/double-authentification/", "/compte/deconnexion/", "/static/", "/sw.js", "/manifest.webmanifest",
              "/healthz")


def required(user) -> bool:
    """Whether this user's sessions need a second factor: the staff, head judges, and judges who turned it on."""
    if not user.is_authenticated:
        return False
    judge = getattr(user, "judge", None)
    return user.is_staff or bool(judge and judge.is_head_judge) or user_has_device(user)


class SecondFactorMiddleware:
    """After django-otp's OTPMiddleware: a session that needs a second factor and has not given it reaches only
    the pages that set it up or ask for it."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        user = getattr(request, "user", None)
        if user is None or not user.is_authenticated or user.is_verified() or request.path.startswith(OPEN_PATHS):
            return self.get_response(request)
        if not required(user):
            return self.get_response(request)
        if request.path.startswith("/api/"):
            return JsonResponse({"detail": gettext("Double authentification requise : saisissez votre code sur le site."),
                                 "code": "second_factor_required", "errors": {}}, status=HTTPStatus.FORBIDDEN)
        step = "second-factor-verify" if user_has_device(user) else "second-factor-setup"
        return redirect(f"{reverse(step)}?next={request.get_full_path()}")


class CodeForm(forms.Form):
    code = forms.CharField(label=_("Code"), max_length=16, strip=True,
                           widget=forms.TextInput(attrs={"autocomplete": "one-time-code", "inputmode": "numeric",
                                                         "autocapitalize": "off", "spellcheck": "false"}))


def _next(request) -> str:
    target = request.GET.get("next") or request.POST.get("next") or reverse("account")
    return target if url_has_allowed_host_and_scheme(target, {request.get_host()}) else reverse("account")


def _qr_code(url: str) -> str:
    """The otpauth:// address as an SVG QR code, for an <img> (the CSP allows data: images)."""
    import qrcode
    import qrcode.image.svg

    out = io.BytesIO()
    qrcode.make(url, image_factory=qrcode.image.svg.SvgPathImage, box_size=8, border=2).save(out)
    return "data:image/svg+xml;base64," + base64.b64encode(out.getvalue()).decode()


@never_cache
@login_required
def setup(request):
    """The first time: an authenticator app reads the QR code (or the key typed), its first code confirms it, and
    the ten recovery codes are shown, once."""
    if user_has_device(request.user):
        return redirect(f"{reverse('second-factor-verify')}?next={_next(request)}")
    device = TOTPDevice.objects.filter(user=request.user, confirmed=False).first() or \
        TOTPDevice.objects.create(user=request.user, name="application", confirmed=False)
    form = CodeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        if device.verify_token(form.cleaned_data["code"].replace(" ", "")):
            with transaction.atomic():
                device.confirmed = True
                device.save()
                recovery = StaticDevice.objects.create(user=request.user, name="secours", confirmed=True)
                codes = [StaticToken.random_token() for _ in range(RECOVERY_CODES)]
                StaticToken.objects.bulk_create(StaticToken(device=recovery, token=code) for code in codes)
            otp_login(request, device)
            return render(request, "registration/second_factor_codes.html", {"codes": codes, "next": _next(request)})
        form.add_error("code", gettext("Ce code ne correspond pas : vérifiez l'heure du téléphone et tapez le code "
                                       "affiché maintenant."))
    key = base64.b32encode(device.bin_key).decode()
    return render(request, "registration/second_factor_setup.html", {
        "form": form, "key": " ".join(key[i:i + 4] for i in range(0, len(key), 4)), "qr": _qr_code(device.config_url),
        "next": _next(request), "mandatory": request.user.is_staff or getattr(getattr(request.user, "judge", None),
                                                                            "is_head_judge", False),
    }, status=HTTPStatus.BAD_REQUEST if form.errors else HTTPStatus.OK)


@never_cache
@login_required
def verify(request):
    """A code from the app, or a recovery code (good once): the session is verified until logging out."""
    if not user_has_device(request.user):
        return redirect(f"{reverse('second-factor-setup')}?next={_next(request)}")
    form = CodeForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        device = match_token(request.user, form.cleaned_data["code"].replace(" ", ""))
        if device is not None:
            otp_login(request, device)
            if isinstance(device, StaticDevice):
                left = device.token_set.count()
                messages.warning(request, gettext("Code de secours utilisé : il vous en reste %(left)d.") % {"left": left})
            return redirect(_next(request))
        form.add_error("code", gettext("Code incorrect ou déjà utilisé."))
    return render(request, "registration/second_factor_verify.html", {"form": form, "next": _next(request)},
                  status=HTTPStatus.BAD_REQUEST if form.errors else HTTPStatus.OK)


@never_cache
@login_required
def turn_off(request):
    """A judge who chose it may turn it off (from a verified session); the staff and head judges may not."""
    user = request.user
    if request.method == "POST" and user.is_verified() and not (user.is_staff or getattr(getattr(user, "judge", None),
                                                                                      "is_head_judge", False)):
        for device in devices_for_user(user, confirmed=None):
            device.delete()
        messages.success(request, gettext("Double authentification désactivée."))
    return redirect("account")
