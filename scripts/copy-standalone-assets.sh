#!/usr/bin/env bash
# next build's standalone output leaves static files and public/ to the deployer: copy them in,
# so `node .next/standalone/server.js` (what the Docker image runs) serves everything.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .next/standalone/.next/static .next/standalone/public
cp -r .next/static .next/standalone/.next/static
cp -r public .next/standalone/public
# The HTTP guard (server/http-guard.cjs) loads before Next.js in every way the server starts.
cp server/http-guard.cjs .next/standalone/http-guard.cjs
cp server/guest-page-cache.cjs .next/standalone/guest-page-cache.cjs
if ! head -n 3 .next/standalone/server.js | grep -q "http-guard"; then
  { echo "import './http-guard.cjs';"; cat .next/standalone/server.js; } >.next/standalone/server.js.tmp
  mv .next/standalone/server.js.tmp .next/standalone/server.js
fi
