#!/usr/bin/env bash
# next build's standalone output leaves static files and public/ to the deployer: copy them in,
# so `node .next/standalone/server.js` (what the Docker image runs) serves everything.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .next/standalone/.next/static .next/standalone/public
cp -r .next/static .next/standalone/.next/static
cp -r public .next/standalone/public
