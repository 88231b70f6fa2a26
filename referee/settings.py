"""Settings of the referee assistant.

Safe development defaults; production values come from the environment:
``DJANGO_SECRET_KEY``, ``DJANGO_ALLOWED_HOSTS`` (comma-separated), ``DATABASE_URL``,
``DJANGO_DEBUG`` (``0``/``1``), and optionally ``SEARCH_INDEX_DIR``.
"""
import datetime
import os
import re
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_noop

BASE_DIR = Path(__file__).resolve().parent.parent
# The SQLite file and the index live here; `make setup` creates it (importing the settings creates
# nothing).
VAR_DIR = Path(os.environ.get("REFEREE_VAR_DIR", BASE_DIR / "var"))


def env_flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


# Off unless asked for (`make run` asks): a deployer who forgets a variable gets no debug pages.
DEBUG = env_flag("DJANGO_DEBUG", default=False)

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured(
            "DJANGO_SECRET_KEY is not set: production needs a secret key of its own "
            "(for development, set DJANGO_DEBUG=1 as `make run` does).")
    SECRET_KEY = "django-insecure-dev-only-key-never-use-in-production-0123456789"

ALLOWED_HOSTS = [h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "").split(",") if h.strip()]
if DEBUG and not ALLOWED_HOSTS:
    ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]", "testserver"]
if not ALLOWED_HOSTS:  # in production every request would be a 400: say so at the start instead
    raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS is not set: name the site's host names, comma-separated.")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "simple_history",
    "drf_spectacular",
    "axes",
    # A second factor for judges (rules/second_factor.py): authenticator apps (TOTP) and recovery codes.
    "django_otp",
    "django_otp.plugins.otp_totp",
    "django_otp.plugins.otp_static",
    "rules",
    "search",
    "referee.offline",
    "referee",
]

MIDDLEWARE = [
    "referee.methods.PagesAreReadOnlyMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # The ETag is computed on the compressed body, so a 304 matches the answer the client holds.
    "django.middleware.http.ConditionalGetMiddleware",
    "django.middleware.gzip.GZipMiddleware",  # pages hold no secret a reflected query could reveal
    "referee.headers.HeadersMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # French unless the reader asked otherwise (the switch's cookie, then Accept-Language); the
    # engine speaks the same language as the page around it.
    "django.middleware.locale.LocaleMiddleware",
    # Every request of an address counted (REFEREE_RATES["pages"]), after the language: its 429 page is French or English.
    "referee.throttling.PagesLimitMiddleware",
    "referee.language.EngineLanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django_otp.middleware.OTPMiddleware",
    # The staff, head judges and the judges who chose it give a code before any other page.
    "rules.second_factor.SecondFactorMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Who made each change of a ruling (its revisions): the request's user, for the pages and the admin.
    "simple_history.middleware.HistoryRequestMiddleware",
    # A login refused for too many failures (django-axes): the French page « Trop d'essais ».
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "referee.urls"
WSGI_APPLICATION = "referee.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "rules.context_processors.games",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}", conn_max_age=600
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # A transaction that writes takes SQLite's write lock when it begins, waiting for it up to 5 s: a deferred
    # one that read first (a ruling's number) could not take it later, and answered « database is locked ».
    DATABASES["default"].setdefault("OPTIONS", {}).update({"transaction_mode": "IMMEDIATE", "timeout": 5})
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "fr"
LANGUAGES = [("fr", "Français"), ("en", "English")]
LOCALE_PATHS = [BASE_DIR / "referee" / "locale"]
# The switch's choice is remembered a year (Django's default cookie ends with the browser session);
# no script reads it.
LANGUAGE_COOKIE_AGE = 60 * 60 * 24 * 365
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "Europe/Paris"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
# The offline calculators' Python and its runtime (Pyodide), built by `make setup` (referee/calculators/bundle.py), served
# under STATIC_URL/calculs-hors-ligne/ by a finder of their own (not among the files every phone keeps at once: a phone
# fetches them once it keeps a game; docs/offline.md).
OFFLINE_CALCULATORS_DIR = Path(os.environ.get("OFFLINE_CALCULATORS_DIR", BASE_DIR / "build" / "offline-calculators"))
STATICFILES_FINDERS = ["django.contrib.staticfiles.finders.FileSystemFinder",
                       "django.contrib.staticfiles.finders.AppDirectoriesFinder",
                       "referee.calculators.staticfiles.OfflineCalculatorsFinder"]
STATIC_ROOT = VAR_DIR / "staticfiles"
# Always the manifest: `make setup` (development) leaves a tree that serves in production too.
# With DEBUG on, {% static %} names the unhashed files, served from static/ by WhiteNoise's finders.
STORAGES = {"staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"}}

# No request needs a large body (the API's own bound is referee.limits.MAX_BODY_BYTES).
DATA_UPLOAD_MAX_MEMORY_SIZE = 64 * 1024  # = referee.limits.MAX_BODY_BYTES

WHITENOISE_USE_FINDERS = DEBUG  # development serves static files straight from static/

# The Whoosh index: built by `manage.py build_index`, opened once per process.
SEARCH_INDEX_DIR = Path(os.environ.get("SEARCH_INDEX_DIR", VAR_DIR / "index"))
# Results kept per process (the index never changes under a searcher); 0 computes every query afresh.
SEARCH_CACHE_SIZE = int(os.environ.get("SEARCH_CACHE_SIZE", "2048"))

# Rules pages rendered once per corpus generation, code, language and URL (referee/page_cache.py), kept this
# long at most; 0 renders every page afresh (development's default: templates change under runserver).
# The « pages » cache is apart from the default one, which the rate limits count in: a flood of distinct
# search pages pushes out pages, never counters. Each process keeps its own: its key follows the generation
# of the index that process serves, so no server ever serves another's stale page.
PAGE_CACHE_SECONDS = int(os.environ.get("PAGE_CACHE_SECONDS", "0" if DEBUG else "86400"))
# CACHE_URL (« redis://127.0.0.1:6379/0 »): one store for every worker and server — the rate limits and the
# pages (Django's own Redis backend). A store that stops answering costs a request 0.2 s at most, once a few
# seconds: limits then let requests through (logged), pages are rendered afresh (referee/shared_cache.py).
# Without it, each process counts and keeps pages on its own (`check --deploy` warns).
CACHE_URL = os.environ.get("CACHE_URL", "")
if CACHE_URL:
    _shared = {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": CACHE_URL,
               "OPTIONS": {"socket_connect_timeout": 0.2, "socket_timeout": 0.2}}
    CACHES = {"default": {**_shared, "KEY_PREFIX": "limits"}, "pages": {**_shared, "KEY_PREFIX": "pages"}}
else:
    CACHES = {
        "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "default"},
        "pages": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "pages",
                  "OPTIONS": {"MAX_ENTRIES": int(os.environ.get("PAGE_CACHE_ENTRIES", "1000"))}},
    }

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "referee.api.StrictPageNumberPagination",
    "PAGE_SIZE": 50,
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["referee.limits.SafeJSONParser"],
    # The corpus, search and calculators need no one; the rulings' endpoints name their own
    # (a judge's token, or the session of the pages: rules/rulings_api.py).
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "EXCEPTION_HANDLER": "referee.api.exception_handler",
    # The client's address: REMOTE_ADDR, or the one a trusted proxy in front adds to X-Forwarded-For.
    "NUM_PROXIES": int(os.environ.get("DJANGO_NUM_PROXIES", "0")),
}

# Requests per client address (referee/throttling.py), for the API and the pages alike. Results
# follow the typing (a request a pause in the typing): a player asking ten questions a minute stays
# well under; an attacker's 300 costliest searches a minute cost a worker under 5 s of CPU. Players
# at a venue share its address, and a long calculator form sends a request a field: 300 calculations
# a minute (the costliest Helix body Hypothesis finds, 44 ms, makes that 13 s of CPU a minute).
REFEREE_RATES = {
    "search": os.environ.get("REFEREE_RATE_SEARCH", "300/min"),
    "calculators": os.environ.get("REFEREE_RATE_CALCULATORS", "300/min"),
    # Logging in: enough for a judge who mistypes, not for guessing (each account is also locked after
    # AXES_FAILURE_LIMIT failures, below); a password reset asked, counted apart: a venue's judges share an address.
    "accounts": os.environ.get("REFEREE_RATE_ACCOUNTS", "20/min"),
    "password_reset": os.environ.get("REFEREE_RATE_PASSWORD_RESET", "10/hour"),
    # Every page and API answer, per address: a busy venue's players never meet it; a scraper does.
    "pages": os.environ.get("REFEREE_RATE_PAGES", "600/min"),
    # Rulings written (created, changed, published, superseded, withdrawn), per judge, API and pages alike.
    "rulings_writes": os.environ.get("REFEREE_RATE_RULINGS_WRITES", "60/min"),
    # Players reporting a question the search did not answer (search/reported.py): a venue's players share
    # an address, and a few reports an hour each is plenty; a flood of made-up questions stops here.
    "questions": os.environ.get("REFEREE_RATE_QUESTIONS", "30/hour"),
}
for _scope, _rate in REFEREE_RATES.items():  # a mistyped rate stops the start, not every request
    if not re.fullmatch(r"[1-9][0-9]*/(s|sec|second|m|min|minute|h|hour|d|day)", _rate):
        raise ImproperlyConfigured(f"REFEREE_RATE_{_scope.upper()}={_rate!r}: write requests/period, e.g. 300/min.")

CSRF_FAILURE_VIEW = "referee.views.csrf_failure"

# Judges log in (rulings): French pages under /compte/, the password reset link sent by e-mail.
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "account"
LOGOUT_REDIRECT_URL = "home"
# The console by default (development: the mail is printed); production names its SMTP server.
EMAIL_BACKEND = os.environ.get("DJANGO_EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("DJANGO_EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("DJANGO_EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("DJANGO_EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("DJANGO_EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_flag("DJANGO_EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DJANGO_DEFAULT_FROM_EMAIL", "arbitre@localhost")
PASSWORD_RESET_TIMEOUT = 60 * 60 * 24  # a reset link is good for one day
# Every login form — the site's and the admin's — goes through Django's authenticate(), which django-axes
# watches: failures are counted in the database (shared by every server) per account from an address, and per
# account, never per address alone — a judge mistyping at a venue's shared address locks no one else out.
# Past AXES_FAILURE_LIMIT failures the account is refused for AXES_COOLOFF_TIME, even with the right password;
# a success resets its count. Every attempt is logged (who, when, from where, the outcome; never the password).
AUTHENTICATION_BACKENDS = ["rules.sign_ins.SignInBackend", "django.contrib.auth.backends.ModelBackend"]
AXES_FAILURE_LIMIT = int(os.environ.get("REFEREE_LOGIN_FAILURES", "10"))
AXES_COOLOFF_TIME = datetime.timedelta(minutes=int(os.environ.get("REFEREE_LOGIN_COOLOFF_MINUTES", "15")))
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"], "username"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked.html"
AXES_CLIENT_IP_CALLABLE = "referee.throttling.client_address"  # the address the rate limits count
AXES_ENABLE_ACCESS_FAILURE_LOG = True
AXES_VERBOSE = False  # its own log lines: ours say who, when, from where, the outcome (rules/accounts.py)
# Judges' API tokens (rules/tokens.py): django-rest-knox keeps only their SHA-512 digest; each has a name and
# an expiry (90 days unless the judge chooses), ten at most a judge.
KNOX_TOKEN_MODEL = "rules.ApiToken"
# knox's own migrations create its AuthToken table even when the model is swapped for ours: an empty table that
# references the users, which PostgreSQL then refuses to let a test's flush truncate. Swapped, it needs none.
MIGRATION_MODULES = {"knox": None}
REST_KNOX = {"TOKEN_TTL": datetime.timedelta(days=90), "TOKEN_LIMIT_PER_USER": 10, "AUTO_REFRESH": False,
             "AUTH_HEADER_PREFIX": "Token"}
OTP_TOTP_ISSUER = "Arbitre"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# A session lasts two weeks (a tournament weekend and the week after), renewed as the judge works.
SESSION_COOKIE_AGE = 60 * 60 * 24 * 14
SESSION_COOKIE_HTTPONLY = True
# The admin lists a ruling's revisions but never reverts one: a change goes through the editor, its
# permissions and its version check.
SIMPLE_HISTORY_REVERT_DISABLED = True
# A revision's reason says what changed (« modifiée (réponse) ; citations : +noxilia/combat »): text, not 100 characters.
SIMPLE_HISTORY_HISTORY_CHANGE_REASON_USE_TEXT_FIELD = True

SPECTACULAR_SETTINGS = {
    "TITLE": "Arbitre — API des règles",
    # The schema is French; the docs page (referee/apidocs.py) shows this description in the reader's language.
    "DESCRIPTION": gettext_noop(
        "API de l'assistant d'arbitrage de Helix Duels, L'Ordre de Veiel, Stellar Nexus TCG, "
        "Héliosthenos et Noxilia : règles, glossaires, recherche et calculateurs."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums", "referee.schema.add_error_responses",
                           "referee.schema.close_request_objects"],
    "ENUM_NAME_OVERRIDES": {
        "SearchKindEnum": ["section", "keyword", "ruling"],
        "VeielDamageKindEnum": ["degats", "blessures"],
        "GameSlugEnum": "rules.parsing.GAME_SLUGS",
        "HelixAbilityEnum": "referee.calculators.helix.ABILITY_SLUGS",
        # The deck checks: each game's card types, and Helix's elements (a card's, the Forteresse's, the Chef de Guerre's).
        "HelixDeckCategoryEnum": "referee.calculators.decks.HELIX_CATEGORIES",
        "HelixElementEnum": "referee.calculators.decks.HELIX_ELEMENTS",
        "NoxiliaDeckCategoryEnum": "referee.calculators.decks.NOXILIA_CATEGORIES",
        "StellarNexusDeckCategoryEnum": "referee.calculators.decks.STELLAR_NEXUS_CATEGORIES",
        # Helix's five phases (paying a cost, the lasting effects), apart from Stellar Nexus's.
        "HelixPhaseEnum": ["canalisation", "preparation", "combat", "resolution", "reparation"],
        # A zone: Helix's two on a player's side, apart from Noxilia's twelve on the board (units, paths, links).
        # (A list that drifts from its engine's values no longer matches: the schema test's warning says so.)
        "HelixZoneEnum": ["attaque", "defense"],
        "NoxiliaZoneEnum": [f"{zone}-{player}" for player in (1, 2)
                            for zone in ("commandement", "tiers", "rempart1", "rempart2", "champ1", "champ2")],
    },
}

# Content-Security-Policy: only this site's own scripts, styles and images; no inline script or style.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF], "script-src": [SELF, "'wasm-unsafe-eval'"], "style-src": [SELF], "img-src": [SELF, "data:"],
        "font-src": [SELF], "connect-src": [SELF], "object-src": [NONE], "base-uri": [NONE],
        "frame-ancestors": [NONE], "form-action": [SELF],
        # 'wasm-unsafe-eval': WebAssembly only, for the offline calculators' Python (Pyodide; no eval of scripts).
        # The service worker at /sw.js and the manifest of the installable app (referee/offline/).
        "worker-src": [SELF], "manifest-src": [SELF],
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
    # Judges' sign-ins, failures and lock-outs (rules/sign_ins.py): who, when, from where, the outcome.
    "loggers": {"referee.accounts": {"level": "INFO"}},
}

if not DEBUG:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = env_flag("DJANGO_SECURE_SSL_REDIRECT", True)
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]  # load balancers probe over plain HTTP
    SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", 60 * 60 * 24 * 365))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = env_flag("DJANGO_HSTS_PRELOAD", False)  # preloading is hard to undo: opt in
    if not SECURE_HSTS_PRELOAD:
        SILENCED_SYSTEM_CHECKS = ["security.W021"]  # not preloaded on purpose, until a deployer opts in
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True
    LANGUAGE_COOKIE_SECURE = True
    SECURE_CONTENT_TYPE_NOSNIFF = True
    SECURE_REFERRER_POLICY = "same-origin"
