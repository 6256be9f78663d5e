"""Django settings for rulesviz.

Defaults give a bare machine a working local server: SQLite (in WAL mode), Channels'
in-memory layer and the local-memory cache (so exactly one server process), static files
compressed and content-hashed by `collectstatic` and served by ServeStatic (rulesviz/asgi.py).
Environment variables override what a deployment needs to change: REDIS_URL moves the
channel layer, the cache and the rate limits to Redis, for several server processes.
"""

import os
from pathlib import Path
from typing import Any

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
    "csp",
    "channels",
    "django_htmx",
    "template_partials",
    "rulesviz",
    "rulesviz.live",
    "rulesviz.editor",
]

MIDDLEWARE = [
    # Pages compressed (static files come compressed already); Django's gzip adds random
    # padding against BREACH-style guessing of the CSRF token.
    "django.middleware.gzip.GZipMiddleware",
    # Outermost: the Content-Security-Policy (django-csp) and the other headers on every
    # response, static files included (#10).
    "csp.middleware.CSPMiddleware",
    "rulesviz.security.SecurityHeadersMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # An ETag on every page and 304 for a repeat view (If-None-Match).
    "django.middleware.http.ConditionalGetMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # A saved scenario past the engine's time budget: a clear 422 page (engine/budget.py).
    "rulesviz.security.EngineBudgetMiddleware",
]

# The Content-Security-Policy (#10; rulesviz/security.py says why each directive): no inline
# script or style anywhere, only our own files. The embeds replace frame-ancestors.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    }
}

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
CHANNEL_LAYERS: dict[str, dict[str, Any]] = {
    "default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}
}
# The cache holds the rate limiters' counters (rulesviz/ratelimit.py) and drawn pictures:
# per process by default.
CACHES: dict[str, dict[str, Any]] = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
}
# REDIS_URL (redis://host:port/db) switches to channels-redis and to Django's Redis cache, for
# several server processes (one rate limit across them all, not one per process). The channel
# layer is channels-redis's pub/sub layer by default (one PUBLISH per group, which Redis hands
# to every subscribed process), or RULESVIZ_CHANNEL_LAYER=core for its list-based layer;
# docs/live-scale.md measures both. redis-py 8 caps its pool at 100 connections, which bursts
# of sockets exceed (stack notes P9), and times reads out after 5 s by default: exactly the
# core layer's BZPOPMIN wait, so an idle receive raised instead of waiting and every step was
# lost (docs/live-scale.md). Reads stay bounded, well above that wait.
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
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": os.environ["REDIS_URL"],
            "KEY_PREFIX": "rulesviz",
        }
    }

# Every LIVE_TICK_SECONDS each server process checks its sessions' versions in the database:
# one saved a tick ago that the channel layer has not brought is logged as an error, and its
# pages are told to fetch it (rulesviz/live/hub.py).
LIVE_TICK_SECONDS = float(os.environ.get("RULESVIZ_LIVE_TICK", "10"))
# Under rulesviz's uvicorn protocol (`--ws rulesviz.live.server:FanoutWebSocketProtocol`) the
# hub writes one ready websocket frame to every socket ("raw"); RULESVIZ_LIVE_FRAMES=asgi
# sends each through ASGI instead, as under any other server (docs/live-scale.md compares).
LIVE_FRAMES = os.environ.get("RULESVIZ_LIVE_FRAMES") or "raw"
if LIVE_FRAMES not in ("raw", "asgi"):
    raise ValueError(f"RULESVIZ_LIVE_FRAMES is {LIVE_FRAMES!r}: it can be raw or asgi")

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": Path(os.environ.get("RULESVIZ_DB", BASE_DIR / "db.sqlite3")),
        # Concurrent writers (#19): WAL lets readers go on while one writes; IMMEDIATE takes
        # the write lock when a transaction begins (a deferred one that reads first cannot
        # wait for it: "database is locked"); writers wait up to `timeout` seconds in turn.
        "OPTIONS": {
            "transaction_mode": "IMMEDIATE",
            "timeout": 20,
            "init_command": "PRAGMA journal_mode=WAL;",
        },
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
STATIC_ROOT = Path(os.environ.get("RULESVIZ_STATIC_ROOT", BASE_DIR / "staticfiles"))
# collectstatic names each file by its content's hash and writes gzip and brotli copies;
# ServeStatic serves them (rulesviz/asgi.py) with a year of caching (a changed file gets a new
# name).
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "servestatic.storage.CompressedManifestStaticFilesStorage"},
}

# No sessions: the language choice lives in the `django_language` cookie.
LANGUAGE_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
X_FRAME_OPTIONS = "DENY"

# What one request may cost (#19; the README's security section lists every limit).
# The engine's wall time per request (every run in it), and per run of a saved scenario.
RULESVIZ_ENGINE_SECONDS = float(os.environ.get("RULESVIZ_ENGINE_SECONDS", "1.0"))
# Followers one client (address) may add to one live session; past it they watch, not vote.
RULESVIZ_FOLLOWERS_PER_CLIENT = int(os.environ.get("RULESVIZ_FOLLOWERS_PER_CLIENT", "40"))
# Rate limits per client address, `scope=count/seconds,...` (rulesviz/ratelimit.py lists the
# scopes and their defaults), e.g. RULESVIZ_RATE_LIMITS="save=60/60,join=200/60".
RULESVIZ_RATE_LIMITS = {
    scope.strip(): (int(count), int(seconds))
    for scope, _, rate in (
        item.partition("=") for item in os.environ.get("RULESVIZ_RATE_LIMITS", "").split(",")
    )
    if rate
    for count, _, seconds in [rate.partition("/")]
}
# Live sessions ended more than this many days ago are purged (`manage.py purgelive`, and
# each new session purges them too), with their followers and quizzes.
RULESVIZ_LIVE_KEEP_DAYS = int(os.environ.get("RULESVIZ_LIVE_KEEP_DAYS", "7"))

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}
