#!/usr/bin/env bash
# The README's start command (`npm start`): installs what is needed (pnpm and the workspace's
# dependencies; no browser), builds the store app and the server when what they are built from
# changed (scripts/store-build.mjs, apps/server/scripts/build.mjs), then runs the server, which
# migrates the database, seeds the catalogue on the first run and prints its address.
# Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ... (see apps/server/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
export PATH="$PWD/node_modules/.bin:$PATH"

# The store app's build and the server's run side by side (each is skipped when what it is built
# from is unchanged; a restart only checks, and each check keeps one core busy).
store_build=
if [ -f apps/store/package.json ]; then
  log "building the store app and the server (each skipped when what it is built from is unchanged)"
  node scripts/store-build.mjs &
  store_build=$!
else
  log "no apps/store yet: building and starting the API server alone"
fi
cd apps/server
if ! node scripts/build.mjs; then
  if [ -n "$store_build" ]; then kill "$store_build" 2>/dev/null || true; fi
  exit 1
fi
if [ -n "$store_build" ]; then wait "$store_build"; fi

log "starting the server (a first run also seeds the catalogue: 10 to 30 s)"
# What `pnpm --filter @ebook/server serve` runs, without pnpm in between (Ctrl-C / SIGTERM reach
# the server directly): the compiled server (no TypeScript loader thread at run time) with
# production's heap settings (apps/server/README.md, "Performance").
exec node --max-semi-space-size=8 --heap-growing-percent=50 dist/main.js
