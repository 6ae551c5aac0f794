#!/usr/bin/env bash
# Runs the built standalone server, as the Docker image does. Data stays in ./.data (or
# ACADEMY_DATA_DIR), never inside the build output.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export ACADEMY_DATA_DIR="${ACADEMY_DATA_DIR:-$PWD/.data}"
export PORT="${PORT:-3000}"
export HOSTNAME="${HOSTNAME_BIND:-0.0.0.0}"
# Memory, as the Docker image: see shared/runtime/node-runtime.ts.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
export MALLOC_TRIM_THRESHOLD_="${MALLOC_TRIM_THRESHOLD_:-131072}"
exec node --max-semi-space-size=16 --heap-growing-percent=50 .next/standalone/server.js
