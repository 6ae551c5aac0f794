#!/usr/bin/env bash
# One command for a newcomer: install what is missing, build when the sources changed, then run
# the app with the demo data on the embedded database at http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x node_modules/.bin/next ] || [ package.json -nt node_modules/.package-lock.json ] \
  || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› Installing npm packages…"
  npm install --no-audit --no-fund
fi

stale=""
if [ ! -f .next/standalone/server.js ] || [ ! -f .next/BUILD_ID ]; then
  stale="no build yet"
elif [ -n "$(find app components lib academy-api shared server messages public proxy.ts instrumentation*.ts \
  next.config.ts package-lock.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  stale="sources changed"
fi
if [ -n "$stale" ]; then
  echo "› Building ($stale)…"
  npm run build
fi

echo "› Starting on http://localhost:${PORT:-3000} (Demo Academy; Unlimited Learning at http://unlimited.localhost:${PORT:-3000})"
exec npm run serve
