# The two commands of the README: `make run` and `make test`. Re-running them is quick.
# `make test-postgres` runs the same suite on a throwaway local PostgreSQL (CI runs both).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-dev.txt | sha1sum | cut -c1-12)
# Pyodide for the offline calculators (package.json, package-lock.json), reinstalled only when the lock changes.
NODE_STAMP := node_modules/.installed-$(shell cat package-lock.json | sha1sum | cut -c1-12)
CHROMIUM ?= /usr/bin/chromium
# Development by default (the settings refuse to start in production without a secret key);
# a deployer's own DJANGO_DEBUG=0 wins.
export DJANGO_DEBUG ?= 1

.PHONY: setup run test test-postgres test-cluster lint bench browser redis gettext messages migrations-check clean

$(STAMP): requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-dev.txt
	rm -f $(VENV)/.installed-*
	touch $@

## setup: virtualenv, install, migrate, compile the English interface, build the offline calculators' files, load the
## rulebooks, build the search index
setup: $(STAMP) gettext $(NODE_STAMP)
	mkdir -p "$${REFEREE_VAR_DIR:-var}"
	$(PY) manage.py compilemessages --ignore .venv --ignore var --ignore node_modules --ignore build --verbosity 0
	@# The engine's archive and Pyodide's runtime, served as static files (referee/calculators/bundle.py, docs/offline.md).
	@if [ -f node_modules/pyodide/pyodide.asm.wasm ]; then $(PY) -m referee.calculators.bundle; \
	  else echo "NOTICE: no Pyodide in node_modules (npm missing): calculators will not compute offline."; fi
	$(PY) manage.py migrate --noinput --verbosity 0
	$(PY) manage.py collectstatic --noinput --verbosity 0
	$(PY) manage.py load_rules
	$(PY) manage.py build_index

# npm ci: Pyodide, pinned (Debian's npm apt-installed when missing and running as root).
$(NODE_STAMP): package.json package-lock.json
	@command -v npm >/dev/null || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null && \
	  (apt-get install -y -qq npm >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm >/dev/null)); } || true
	@if command -v npm >/dev/null; then \
	  npm ci --no-audit --no-fund --loglevel=error --ignore-scripts && rm -f node_modules/.installed-* && touch $@; \
	else echo "NOTICE: npm is missing and cannot be installed here: calculators will not compute offline."; fi

## run: setup, then serve on http://127.0.0.1:8000
run: setup
	$(PY) manage.py runserver 127.0.0.1:8000

## browser: Debian's chromium for the browser tests (apt, as root), when missing
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's chromium for the browser tests…"; \
	    (apt-get install -y -qq chromium >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium)) ; \
	  else echo "NOTICE: $(CHROMIUM) is missing and cannot be installed here: browser tests will be skipped."; fi; \
	fi

## redis: Debian's redis-server for the tests of the shared cache (apt, as root), when missing; its service is never started
redis:
	@if ! command -v redis-server >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's redis-server for the shared cache's tests…"; \
	    policy=""; if [ ! -e /usr/sbin/policy-rc.d ]; then policy=/usr/sbin/policy-rc.d; printf '#!/bin/sh\nexit 101\n' >$$policy; chmod +x $$policy; fi; \
	    (apt-get install -y -qq redis-server >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server)); \
	    [ -z "$$policy" ] || rm -f $$policy; \
	  else echo "NOTICE: redis-server is missing and cannot be installed here: the shared cache's tests will be skipped."; fi; \
	fi

## gettext: Debian's gettext (msgfmt, xgettext, msgmerge) for the translations (apt, as root), when missing
gettext:
	@if ! command -v msgfmt >/dev/null; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "Installing Debian's gettext for the translations…"; \
	    (apt-get install -y -qq gettext >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gettext)) ; \
	  else echo "ERROR: msgfmt is missing (Debian's gettext): install it to compile the English interface."; exit 1; fi; \
	fi

## messages: the interface's strings collected anew into referee/locale/en/LC_MESSAGES/*.po, to translate
messages: $(STAMP) gettext
	$(PY) manage.py makemessages --locale en --ignore var --ignore node_modules --no-wrap --no-obsolete --verbosity 0

## test: setup, lint, then the whole suite, browser tests included
test: setup browser redis migrations-check lint
	$(PY) -m pytest

## test-postgres: the whole suite on a throwaway PostgreSQL server (scripts/test-postgres.sh: Debian's
## postgresql, apt-installed as root when missing; initdb in a temporary directory, removed at the end)
test-postgres: setup browser redis
	PY=$(PY) scripts/test-postgres.sh $(PYTEST_ARGS)

## test-cluster: two app servers behind nginx, one throwaway PostgreSQL and one Redis, through a scripted day
## (referee/cluster.py; Debian's nginx, redis-server and wrk, apt-installed as root when missing)
test-cluster: setup redis
	@for tool in nginx wrk; do command -v $$tool >/dev/null || { [ "$$(id -u)" = 0 ] && (apt-get install -y -qq $$tool >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$tool >/dev/null)); } || echo "NOTICE: $$tool missing"; done
	PY=$(PY) PG_RUN="$(PY) -m referee.cluster" scripts/test-postgres.sh

## lint: ruff over the code, mypy --strict over the engine (settings in pyproject.toml)
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

migrations-check: $(STAMP)
	$(PY) manage.py makemigrations --check --dry-run --verbosity 0

## bench: index build time, search quality (online and offline) and cost, API latency under load, Lighthouse and axe on every kind of page (see README)
bench: setup
	@command -v wrk >/dev/null || { [ "$$(id -u)" = 0 ] && apt-get install -y -qq wrk >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq wrk >/dev/null); } || echo "NOTICE: wrk missing: the server benchmark will be skipped."
	@command -v node >/dev/null || { [ "$$(id -u)" = 0 ] && (apt-get install -y -qq nodejs >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq nodejs >/dev/null)); } || echo "NOTICE: node missing: the offline search's quality will be skipped."
	$(PY) -m referee.bench
	@command -v npm >/dev/null || { [ "$$(id -u)" = 0 ] && (apt-get install -y -qq npm >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq npm >/dev/null)); } || echo "NOTICE: npm missing: the Lighthouse and axe audit will be skipped."
	@if command -v npm >/dev/null; then npm ci --prefix scripts/audit --no-audit --no-fund --loglevel=error; fi
	$(PY) -m referee.audit

clean:
	rm -rf var/ .pytest_cache
