#!/usr/bin/env bash
# `make test-postgres`: the whole suite on a throwaway PostgreSQL server of its own.
#
# Debian's PostgreSQL binaries (apt-installed when missing and running as root, the package's own
# service never started), `initdb` in a temporary directory, a server listening on a Unix socket in
# that directory only (no TCP port, nothing shared with a system cluster), the suite run with
# DATABASE_URL pointing at it (pytest-django creates and drops `test_arbitre`: the role is the
# cluster's superuser), then the server stopped and the directory removed whatever happened.
# PostgreSQL refuses to run as root: as root the server runs as the `postgres` system user (or
# `nobody`), the tests as the caller. Exits with pytest's code; arguments go to pytest.
#
# PG_LOCALE (default fr-FR): the cluster's ICU collation, as a French production database sorts;
# PG_LOCALE=C for byte order. PG_BIN: a directory holding initdb and pg_ctl.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
PG_LOCALE="${PG_LOCALE:-fr-FR}"

pg_bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="${PG_BIN:-$(pg_bindir)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's postgresql for the PostgreSQL run…"
    # Keep the package from starting its own cluster as a service (policy-rc.d's « forbidden »).
    policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      policy=/usr/sbin/policy-rc.d
      printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy"
    fi
    export DEBIAN_FRONTEND=noninteractive
    status=0
    apt-get install -y -qq postgresql >/dev/null 2>&1 ||
      { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; } || status=$?
    [ -z "$policy" ] || rm -f "$policy"
    [ "$status" = 0 ] || { echo "ERROR: apt-get could not install postgresql." >&2; exit 2; }
    BIN="$(pg_bindir)"
  else
    echo "ERROR: no PostgreSQL server under /usr/lib/postgresql/*/bin: install Debian's postgresql" \
         "(apt-get install postgresql), or set PG_BIN to a directory holding initdb and pg_ctl." >&2
    exit 2
  fi
fi

# The server's own user: postgres never runs as root.
server=()
if [ "$(id -u)" = 0 ]; then
  if getent passwd postgres >/dev/null; then owner=postgres; else owner=nobody; fi
  server=(runuser -u "$owner" --)
fi

DIR="$(mktemp -d "${TMPDIR:-/tmp}/arbitre-pg.XXXXXX")"  # short: a socket path holds 107 bytes at most
cleanup() {
  if [ -f "$DIR/data/postmaster.pid" ]; then
    (cd "$DIR" && "${server[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null) || true
  fi
  rm -rf "$DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
[ "${#server[@]}" = 0 ] || chown "$owner" "$DIR"

if [ "$PG_LOCALE" = C ]; then
  locale_args=(--locale=C)
else
  locale_args=(--locale=C.UTF-8 --locale-provider=icu --icu-locale="$PG_LOCALE")
fi
(cd "$DIR" && "${server[@]}" "$BIN/initdb" -D "$DIR/data" -U arbitre --auth=trust -E UTF8 "${locale_args[@]}" \
   --no-sync >"$DIR/initdb.log" 2>&1) || { cat "$DIR/initdb.log" >&2; exit 2; }
# Throwaway data: no durability, no TCP.
cat >>"$DIR/data/postgresql.conf" <<EOF
listen_addresses = ''
unix_socket_directories = '$DIR'
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
(cd "$DIR" && "${server[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 start >/dev/null) ||
  { echo "ERROR: the PostgreSQL server did not start:" >&2; cat "$DIR/server.log" >&2; exit 2; }
"$BIN/createdb" -h "$DIR" -U arbitre arbitre

echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') (collation ${PG_LOCALE}) on $DIR: running the suite…"
status=0
# The suite's second pass: what does not depend on the database ran in the first (tests/offline/test_same_engine.py).
export REFEREE_SECOND_DATABASE=1
# PG_RUN: another command to run against the server instead of the suite (`make test-cluster`).
if [ -n "${PG_RUN:-}" ]; then
  DATABASE_URL="postgres://arbitre@${DIR//\//%2F}/arbitre" $PG_RUN "$@" || status=$?
else
  DATABASE_URL="postgres://arbitre@${DIR//\//%2F}/arbitre" "$PY" -m pytest "$@" || status=$?
fi
if [ "$status" != 0 ]; then
  echo "--- the server's last errors (its log goes with the cluster) ---"
  grep -E 'ERROR|FATAL|PANIC' "$DIR/server.log" | tail -n 20 || echo "(none)"
fi
exit "$status"
