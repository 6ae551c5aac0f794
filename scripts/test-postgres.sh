#!/usr/bin/env bash
# A throwaway PostgreSQL server on a loopback port for the tests that need the real server.
# Usage: scripts/test-postgres.sh start|stop   (PGPORT defaults to 54329)
set -euo pipefail
PGPORT="${PGPORT:-54329}"
DIR="${TEST_PG_DIR:-/tmp/academy-test-postgres}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    "$0" stop >/dev/null 2>&1 || true
    rm -rf "$DIR" && mkdir -p "$DIR"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
    as_pg "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-p $PGPORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    for db in academy_e2e academy_unit; do
      as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$db"
    done
    echo "postgres://postgres@127.0.0.1:$PGPORT"
    ;;
  stop)
    [ -d "$DIR/data" ] && as_pg "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
