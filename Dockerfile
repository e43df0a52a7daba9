# syntax=docker/dockerfile:1
# One image for every Morah process; docker-compose.yml picks the program:
#   node dist/server/start.mjs     everything in one process (the default; embedded Postgres in /data)
#   node dist/server/gateway.mjs   the gateway of the full stack (DATABASE_URL and REDIS_URL)
#   node dist/server/workers.mjs   the BullMQ workers of the full stack
#   node dist/server/migrate.mjs   applies the database migrations, then exits
# Node is pinned by version; pin it by digest too when publishing an image
# (docker buildx imagetools inspect node:22.23.3-bookworm-slim gives it), e.g.
#   docker build --build-arg NODE_IMAGE=node:22.23.3-bookworm-slim@sha256:<digest> .
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# --- The toolchain: Node, and pnpm at the version package.json names. ---
FROM ${NODE_IMAGE} AS base
ENV PNPM_HOME=/pnpm
ENV PATH=$PNPM_HOME:$PATH
RUN npm install --global --no-fund --no-audit pnpm@10.28.1
WORKDIR /app
# The workspace's manifests alone, so installs are cached until a dependency changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY contracts/package.json contracts/
COPY content/package.json content/
COPY db/package.json db/
COPY safety/package.json safety/
COPY gateway/package.json gateway/
COPY workers/package.json workers/
COPY web/package.json web/
COPY e2e/package.json e2e/

# --- Build: every dependency, the sources, then the web app (Vite) and the server (esbuild). ---
FROM base AS build
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile
COPY tsconfig.base.json tsconfig.json start.ts compose.ts ./
COPY scripts/ scripts/
COPY contracts/ contracts/
COPY content/ content/
COPY db/ db/
COPY safety/ safety/
COPY gateway/ gateway/
COPY workers/ workers/
COPY web/ web/
RUN pnpm build

# --- Production dependencies: only what the compiled server loads from node_modules. ---
FROM base AS production-dependencies
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store pnpm install --frozen-lockfile --prod --filter morah

# --- The image: Node, the compiled JavaScript, the built web app; no pnpm, no sources, no dev tools. ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    MORAH_DATA_DIR=/data
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/web/dist ./web/dist
COPY LICENSE ./
# The embedded mode keeps its database in /data (mount a volume there); the full stack keeps nothing local.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The gateway (and `start`) answer /api/health. Other programs set their own check (see docker-compose.yml).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/start.mjs"]
