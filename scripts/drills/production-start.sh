#!/usr/bin/env bash
# npm run test:production-start — the production-start test (tests/e2e/production-start.spec.ts)
# on the production build, with a throwaway PostgreSQL on PGPORT (default 54333) unless
# E2E_DATABASE_URL is set already. `npm run build` first.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PGPORT="${PGPORT:-54333}" TEST_PG_DIR="${TEST_PG_DIR:-/tmp/academy-drills-pg}"
if [ -z "${E2E_DATABASE_URL:-}" ]; then
  E2E_DATABASE_URL="$(bash scripts/test-postgres.sh start)/academy_e2e"
  export E2E_DATABASE_URL
  trap 'bash scripts/test-postgres.sh stop' EXIT
fi
npx playwright test -c playwright.drills.config.ts tests/e2e/production-start.spec.ts "$@"
