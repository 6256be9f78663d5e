"""Django settings for rulesviz.

Defaults give a bare machine a working local server: SQLite, Channels' in-memory layer
(so exactly one server process), static files served by the ASGI app itself.
Environment variables override what a deployment needs to change.
"""

import os
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get(
    "RULESVIZ_SECRET_KEY", "insecure-local-only-key-set-RULESVIZ_SECRET_KEY-in-production"
)
DEBUG = os.environ.get("RULESVIZ_DEBUG", "0") == "1"
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]", "testserver"] + [
    h for h in os.environ.get("RULESVIZ_ALLOWED_HOSTS", "").split(",") if h
]

# The built-in scenario library: the engine's files are the source of truth.
RULESVIZ_SCENARIO_DIR = Path(
    os.environ.get("RULESVIZ_SCENARIO_DIR", BASE_DIR / "engine" / "scenarios")
)

INSTALLED_APPS = [
    "daphne",  # first: makes `runserver` the ASGI/daphne development server
    "django.contrib.staticfiles",
    "channels",
    "django_htmx",
    "template_partials",
    "rulesviz",
    "rulesviz.live",
    "rulesviz.editor",
]

MIDDLEWARE = [
    # Outermost: the Content-Security-Policy and other headers on every response (#10).
    "rulesviz.security.SecurityHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "rulesviz.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.template.context_processors.static",
                "django.template.context_processors.csrf",
            ],
            "builtins": ["django.templatetags.i18n"],
        },
    }
]

ASGI_APPLICATION = "rulesviz.asgi.application"
WSGI_APPLICATION = "rulesviz.wsgi.application"

# Channels: the in-memory layer needs a single server process (stack notes P10).
CHANNEL_LAYERS: dict[str, dict[str, object]] = {
    "default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}
}
# REDIS_URL (redis://host:port/db) switches to channels-redis, for several server processes:
# its pub/sub layer by default (one PUBLISH per group, which Redis hands to every subscribed
# process), or RULESVIZ_CHANNEL_LAYER=core for its list-based layer; docs/live-scale.md
# measures both. redis-py 8 caps its pool at 100 connections, which bursts of sockets exceed
# (stack notes P9), and times reads out after 5 s by default: exactly the core layer's
# BZPOPMIN wait, so an idle receive raised instead of waiting and every step was lost
# (docs/live-scale.md). Reads stay bounded, well above that wait.
REDIS_LAYERS = {
    "pubsub": "channels_redis.pubsub.RedisPubSubChannelLayer",
    "core": "channels_redis.core.RedisChannelLayer",
}
REDIS_LAYER = os.environ.get("RULESVIZ_CHANNEL_LAYER") or "pubsub"
if REDIS_LAYER not in REDIS_LAYERS:
    raise ValueError(f"RULESVIZ_CHANNEL_LAYER is {REDIS_LAYER!r}: it can be pubsub or core")
if os.environ.get("REDIS_URL"):
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": REDIS_LAYERS[REDIS_LAYER],
            "CONFIG": {
                "hosts": [
                    {
                        "address": os.environ["REDIS_URL"],
                        "max_connections": 2000,
                        "socket_timeout": 30,
                    }
                ]
            },
        }
    }
# Every LIVE_TICK_SECONDS each server process checks its sessions' versions in the database:
# one saved a tick ago that the channel layer has not brought is logged as an error, and its
# pages are told to fetch it (rulesviz/live/hub.py).
LIVE_TICK_SECONDS = float(os.environ.get("RULESVIZ_LIVE_TICK", "10"))

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": Path(os.environ.get("RULESVIZ_DB", BASE_DIR / "db.sqlite3")),
        # A file, not memory: ChannelsLiveServerTestCase refuses in-memory SQLite (P1).
        "TEST": {"NAME": BASE_DIR / "test_db.sqlite3"},
    }
}
# DATABASE_URL (e.g. postgres://user:password@host:5432/rulesviz, with psycopg) replaces SQLite;
# the tests then use Django's usual test_<name> database on that server.
if os.environ.get("DATABASE_URL"):
    DATABASES["default"] = dict(dj_database_url.parse(os.environ["DATABASE_URL"]))
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("fr", "Français")]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
TIME_ZONE = "UTC"
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"

# No sessions: the language choice lives in the `django_language` cookie.
LANGUAGE_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
