# rulesviz: one entry point for humans and CI.
#   make run    set up .venv, the database and static files, load the scenario library,
#               then serve on http://127.0.0.1:8000
#   make test   the same set-up plus test tools and Debian's chromium, then the whole suite
SHELL := /bin/bash
.DEFAULT_GOAL := help

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip --disable-pip-version-check --quiet
HOST ?= 127.0.0.1
PORT ?= 8000
CHROMIUM := /usr/bin/chromium
PYTEST_TIMEOUT ?= 1200

.PHONY: help run setup test test-unit test-e2e check-scenarios golden chromium redis postgresql axe lint messages clean

help:
	@echo "make run    serve rulesviz on http://$(HOST):$(PORT) (sets everything up first)"
	@echo "make test   run the whole test suite (sets everything up first)"
	@echo "make lint   ruff + mypy;  make messages   re-extract and compile translations"

# The venv is made once; requirements are reinstalled whenever a requirements file changes.
$(PY):
	$(PYTHON) -m venv $(VENV)

$(VENV)/.installed: requirements.txt | $(PY)
	$(PIP) install -r requirements.txt
	@touch $@

$(VENV)/.installed-dev: requirements.txt requirements-dev.txt $(VENV)/.installed
	$(PIP) install -r requirements-dev.txt
	@touch $@

setup: $(VENV)/.installed
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput
	$(PY) manage.py loadscenarios

run: setup
	$(PY) manage.py runserver $(HOST):$(PORT)

# Browser tests drive Debian's chromium (Playwright cannot download its own browsers here).
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; \
	  else \
	    echo "The browser tests need Debian's chromium ($(CHROMIUM) is missing)."; \
	    echo "Install it as root, then run make test again:"; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium"; \
	    exit 1; \
	  fi; \
	fi

# The accessibility checks inject axe-core (pinned in package-lock.json, from the npm registry)
# into the pages; `npm ci` installs exactly the locked version into node_modules/.
node_modules/.installed: package.json package-lock.json
	@if ! command -v npm >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y npm; \
	  else \
	    echo "The accessibility checks need Node.js and npm; as root:"; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y npm"; \
	    exit 1; \
	  fi; \
	fi
	npm ci --no-audit --no-fund
	@touch $@

# Live-session tests start their own redis-server (Debian's), on a free port, and stop it.
REDIS_SERVER := /usr/bin/redis-server
redis:
	@if [ ! -x $(REDIS_SERVER) ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server; \
	  else \
	    echo "The live-session tests need Debian's redis-server ($(REDIS_SERVER) is missing)."; \
	    echo "Install it as root, then run make test again:"; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y redis-server"; \
	    exit 1; \
	  fi; \
	fi

# The editor's PostgreSQL test initdb's its own throw-away cluster with Debian's postgresql.
postgresql:
	@if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql; \
	  else \
	    echo "The PostgreSQL test needs Debian's postgresql (no initdb in /usr/lib/postgresql)."; \
	    echo "Install it as root, then run make test again:"; \
	    echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql"; \
	    exit 1; \
	  fi; \
	fi

# e2e runs in its own pytest invocation: pytest-playwright's event loop breaks later
# pytest-asyncio tests in the same session (stack notes P4).
test-unit: setup $(VENV)/.installed-dev redis postgresql
	timeout $(PYTEST_TIMEOUT) $(VENV)/bin/pytest -m "not e2e"

test-e2e: setup $(VENV)/.installed-dev chromium node_modules/.installed
	timeout $(PYTEST_TIMEOUT) $(VENV)/bin/pytest -m e2e

check-scenarios: $(VENV)/.installed
	$(PY) -m engine check engine/scenarios

# Rewrite tests/engine/golden/ (every library path's timeline); a commit that changes them says
# which and why.
golden: $(VENV)/.installed
	$(PY) -m tests.engine.golden

# The suite is three runs; the last line sums both pytest runs, so the closing line of
# `make test` counts every test, not just the browser ones.
define SUMMARY
import sys, xml.etree.ElementTree as ET
n = dict(tests=0, failures=0, errors=0, skipped=0)
for path in sys.argv[1:]:
    for suite in ET.parse(path).getroot().iter("testsuite"):
        for key in n:
            n[key] += int(suite.get(key, 0))
failed = n["failures"] + n["errors"]
print(f"total: {n['tests'] - failed - n['skipped']} passed, {failed} failed, {n['skipped']} skipped")
endef
export SUMMARY
# Not test-results/: pytest-playwright empties that folder when it starts.
REPORTS := $(VENV)/test-reports

test: setup $(VENV)/.installed-dev chromium redis postgresql node_modules/.installed
	rm -f $(REPORTS)/unit.xml $(REPORTS)/e2e.xml
	$(PY) -m engine check engine/scenarios
	timeout $(PYTEST_TIMEOUT) $(VENV)/bin/pytest -m "not e2e" --junitxml=$(REPORTS)/unit.xml
	timeout $(PYTEST_TIMEOUT) $(VENV)/bin/pytest -m e2e --junitxml=$(REPORTS)/e2e.xml
	@$(PY) -c "$$SUMMARY" $(REPORTS)/unit.xml $(REPORTS)/e2e.xml

# Settings in pyproject.toml (one configuration: ruff's rules and line length, mypy --strict's
# files: engine/ and rulesviz/).
LINT_PY := engine rulesviz tests bench manage.py
lint: $(VENV)/.installed-dev
	$(VENV)/bin/ruff check $(LINT_PY)
	$(VENV)/bin/ruff format --check $(LINT_PY)
	$(VENV)/bin/mypy

# Needs GNU gettext (Debian: gettext). The compiled .mo is committed, so `make run` does not.
messages: $(VENV)/.installed
	$(PY) manage.py makemessages -l fr -i .venv -i engine -i tests -i staticfiles -i docs
	$(PY) manage.py compilemessages -l fr -i .venv

clean:
	rm -rf $(VENV) node_modules staticfiles db.sqlite3 test_db.sqlite3 .pytest_cache .mypy_cache .ruff_cache
