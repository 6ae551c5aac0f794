# syntax=docker/dockerfile:1
# The Academy platform as one container: the Next.js standalone server, with the embedded
# Academy API on PGlite in /data (a volume), or on PostgreSQL when DATABASE_URL is set, or in
# front of a separate Academy API when ACADEMY_API_URL is set.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install` (not `npm ci`): the lockfile respects this registry's platform packages.
RUN npm install --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    ACADEMY_DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072 \
    MALLOC_TRIM_THRESHOLD_=131072
# The baked Open Badge PNG draws its SVG's text with sharp (librsvg), which needs a font.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core \
    && rm -rf /var/lib/apt/lists/*
RUN groupadd --system app && useradd --system --gid app --home-dir /app app \
    && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
EXPOSE 3000
VOLUME ["/data"]
# /api/health answers 200 only when the app and its upstream (database or Academy API) answer.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Memory (issue 13): the flags and the MALLOC_* variables above are shared/runtime/node-runtime.ts's.
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "server.js"]
