# syntax=docker/dockerfile:1
# The steps below are replayed without Docker by .ci/image-steps (CI): install, build, prune, start.
ARG NODE_IMAGE=node:24.11.1-bookworm-slim

# Build: compile TypeScript and build sqlite3 against Debian's libsqlite3.
FROM ${NODE_IMAGE} AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ libsqlite3-dev \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# node-gyp's own setting (npm 11 warns about unknown npm_config_* ones): the library under /usr.
ENV npm_package_config_node_gyp_sqlite=/usr
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY locales ./locales
COPY webapp ./webapp
RUN npm run build && npm prune --omit=dev

# Run: only what the bot needs, as a non-root user, data on a volume.
FROM ${NODE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends libsqlite3-0 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Two malloc arenas, not one per thread: chart rendering and SQLite work on the thread pool, and
# each thread's arena keeps what it freed (docs/performance.md).
ENV NODE_ENV=production BOT_MODE=webhook PORT=8080 STORAGE_URL=sqlite:///app/data/bot.sqlite MALLOC_ARENA_MAX=2
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY locales ./locales
COPY webapp ./webapp
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 8080
# Healthy while the instance reaches its storage: an outage of the network's API (also in
# /healthz) is not this container's fault, and restarting it would not help.
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>r.json()).then(h=>process.exit(h.checks.storage?0:1),()=>process.exit(1))"
# The heap ceiling is an option an operator can change: NODE_OPTIONS (docs/operations.md), read
# by node as `npm start` runs it; nothing on the command line overrides it.
ENV NODE_OPTIONS=--max-old-space-size=256
CMD ["node", "dist/main.js"]
