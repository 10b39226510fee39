# syntax=docker/dockerfile:1
# Tawrid's production image: the API and the built web app in one Node 20 process (see docs/operations.md).
#   docker build -t tawrid .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e PUBLIC_URL=https://tawrid.example.sa … tawrid
# Production needs DATABASE_URL (PostgreSQL 15+ with pg_trgm and btree_gist): without it the server starts an embedded
# PostgreSQL inside the container, which is for laptops and loses its data with the container.

# ---- build: every dependency, the web bundle (vite) and the server (tsc), then only what runs is kept
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- run: the build output, the SQL migrations (applied at start-up) and the production dependencies
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/drizzle ./drizzle
# DATA_DIR (./data): local files and the embedded database when those are used; writable by the app user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Ready: migrations applied and the database answers (GET /api/health/ready; 503 otherwise).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.ts handles SIGTERM itself: new requests get 503, event streams end, then the pool closes.
CMD ["node", "dist/server/server.js"]
