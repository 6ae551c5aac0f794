#!/usr/bin/env bash
# Every test, from a fresh machine: installs what is missing (Debian chromium and postgresql when
# run as root, npm packages), then lint + type check, unit tests, production build, and the
# end-to-end suites (embedded API, API as its own process, real PostgreSQL). The last line is the
# total: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 CI="${CI:-}"
OUT="${TEST_OUTPUT_DIR:-$PWD/test-results}"
rm -rf "$OUT" && mkdir -p "$OUT"
CHECKS="$OUT/checks.txt"
: >"$CHECKS"

TIMINGS="$OUT/timings.txt"
: >"$TIMINGS"
PHASE="" PHASE_START=0
# Each step closes the one before it: "seconds name" lines for the summary's timing table.
end_phase() { [ -n "$PHASE" ] && echo "$(($(date +%s) - PHASE_START)) $PHASE" >>"$TIMINGS"; PHASE=""; }
step() { end_phase; PHASE="$1" PHASE_START=$(date +%s); echo; echo "━━ $1"; }
check() { # name command… — a pass/fail check counted in the total
  local name="$1"; shift
  if "$@"; then echo "pass $name" >>"$CHECKS"; else echo "fail $name" >>"$CHECKS"; return 1; fi
}

step "System packages"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
# The same Chromium without the desktop windows, which the end-to-end tests run (playwright.config.ts).
[ -x /usr/bin/chromium-headless-shell ] || need+=(chromium-headless-shell)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
  else
    echo "Missing Debian packages: ${need[*]} (run as root, or: sudo apt-get install -y ${need[*]})" >&2
  fi
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo missing)"
echo "headless shell: $(/usr/bin/chromium-headless-shell --version 2>/dev/null || echo missing)"

step "npm packages"
if [ ! -x node_modules/.bin/next ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || [ package.json -nt node_modules/.package-lock.json ]; then
  # The lockfile pins every version: what npm has cached already needs no new look at the registry.
  npm install --no-audit --no-fund --prefer-offline || { echo "fail npm-install" >>"$CHECKS"; }
fi
echo "node: $(node --version)"

step "Type check (tsc) beside lint, PostgreSQL and the seeded snapshot"
# tsc keeps one core busy for half a minute; lint, starting PostgreSQL and seeding the snapshot
# take the other meanwhile. The build below skips its own type check once this one has passed.
TSC_LOG="$OUT/tsc.txt"
npx tsc --noEmit -p . >"$TSC_LOG" 2>&1 &
TSC_PID=$!

check lint npx biome ci .

PG_URL="$(bash scripts/test-postgres.sh start)" || PG_URL=""
trap 'bash scripts/test-postgres.sh stop' EXIT
if [ -n "$PG_URL" ]; then
  export TEST_DATABASE_URL="$PG_URL/academy_unit" E2E_DATABASE_URL="$PG_URL/academy_e2e"
  echo "PostgreSQL for the tests running at $PG_URL"
else
  echo "fail postgres-start" >>"$CHECKS"
fi

# One migrated, seeded database for both the API unit tests (each file loads its own copy) and
# the end-to-end servers, made once before either.
SNAPSHOT="$OUT/seed-snapshot.tar.gz"
if check snapshot npm run db:snapshot -- "$SNAPSHOT"; then export ACADEMY_TEST_SNAPSHOT="$SNAPSHOT"; fi

check typecheck wait "$TSC_PID" && export ACADEMY_TYPECHECKED=1
cat "$TSC_LOG"

step "Unit and integration tests (vitest)"
VITEST_TIMINGS_FILE="$OUT/vitest-timings.json" npx vitest run --reporter=default --reporter=json \
  --reporter=./tests/support/timing-reporter.ts --outputFile.json="$OUT/vitest.json"

step "Production build"
# In CI the clone is new and built once: no Turbopack build cache to write (next.config.ts).
[ -n "$CI" ] && export ACADEMY_BUILD_ONCE=1
if check build npm run build; then
  [ -f "$SNAPSHOT" ] && export ACADEMY_DB_SNAPSHOT="$SNAPSHOT"
  step "End-to-end tests (playwright, Debian chromium)"
  # E2E_AXE_COVERAGE: after the embedded project, every page route must have had an axe check.
  E2E_AXE_COVERAGE=1 PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test \
    --reporter=list,json
fi

end_phase
step "Summary"
node scripts/test-summary.mjs "$OUT"
