#!/usr/bin/env bash
# Runs the built standalone server, as the Docker image does. Data stays in ./.data (or
# ACADEMY_DATA_DIR), never inside the build output.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export ACADEMY_DATA_DIR="${ACADEMY_DATA_DIR:-$PWD/.data}"
export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME_BIND:-0.0.0.0}"
exec node .next/standalone/server.js
