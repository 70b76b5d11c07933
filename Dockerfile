# syntax=docker/dockerfile:1
# Build: compile TypeScript and build sqlite3 against Debian's libsqlite3.
FROM node:20-bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ libsqlite3-dev \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV npm_config_sqlite=/usr
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npx tsc -p tsconfig.build.json && npm prune --omit=dev

# Run: only what the bot needs, as a non-root user, data on a volume.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends libsqlite3-0 fonts-dejavu-core \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Two malloc arenas, not one per thread: chart rendering and SQLite work on the thread pool, and
# each thread's arena keeps what it freed (about 20 MiB of a digest's peak; no CPU cost measured).
# A young generation of 2 MiB semi-spaces, not up to 16: an idle bot 98 → 88 MiB, a digest
# fan-out's peak 170 → 149 MiB (bench/idle.ts, bench/digest.ts; bench/child.ts runs them so too).
# One V8 helper thread, not four: an idle bot 92.4 → 89.8 MiB (medians of five), and a digest's
# CPU no higher (20.1, 21.4 → 19.2, 18.7 ms a digest; the bot does its work on the main thread).
ENV NODE_ENV=production BOT_MODE=webhook PORT=8080 STORAGE_URL=sqlite:///app/data/bot.sqlite MALLOC_ARENA_MAX=2 NODE_OPTIONS="--max-semi-space-size=2 --v8-pool-size=1"
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
CMD ["node", "dist/main.js"]
