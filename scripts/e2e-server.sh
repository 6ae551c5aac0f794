#!/usr/bin/env bash
# Starts one server for the end-to-end tests on a fresh data directory loaded from the seeded
# snapshot.  Usage: scripts/e2e-server.sh embedded|via-api|feedback-standin|api PORT
set -euo pipefail
cd "$(dirname "$0")/.."
mode="$1" port="$2"
root="${E2E_DATA_ROOT:-/tmp/academy-e2e}"
export NEXT_TELEMETRY_DISABLED=1 PORT="$port" HOSTNAME=0.0.0.0
export ACADEMY_DATA_DIR="$root/$mode-$port"
# Every test registers its own students from one address: lift the per-address limit.
export ACADEMY_REGISTRATIONS_PER_ADDRESS="${ACADEMY_REGISTRATIONS_PER_ADDRESS:-100000}"
# Every document the app reads is checked against the resource contracts (lib/api/jsonapi.ts).
export ACADEMY_CONTRACT_CHECK=1
# Content packages (issue 37): on, as they are by default outside production; said here so that
# an APP_ENV of the caller's cannot switch them off.
export ACADEMY_CONTENT_PACKAGES=on
# Webhooks (issue 42) to the tests' receivers on loopback: allowed outside production; said here
# for the same reason.
export ACADEMY_WEBHOOKS_ALLOW_PRIVATE=true
rm -rf "$ACADEMY_DATA_DIR" && mkdir -p "$ACADEMY_DATA_DIR"
case "$mode" in
  embedded) exec node .next/standalone/server.js ;;
  api) export API_PORT="$port" API_HOST=127.0.0.1 && exec npm run api ;;
  via-api) export ACADEMY_API_URL="http://127.0.0.1:${API_UPSTREAM_PORT:?}" && exec node .next/standalone/server.js ;;
  feedback-standin)
    export FEEDBACK_API_URL="http://127.0.0.1:${FEEDBACK_STANDIN_PORT:?}" FEEDBACK_API_KEY="${FEEDBACK_STANDIN_KEY:?}"
    exec node .next/standalone/server.js ;;
  *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
