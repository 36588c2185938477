#!/usr/bin/env bash
# The README's start command (`npm start`): installs what is needed (pnpm and the workspace's
# dependencies; no browser), builds the store app when what it is built from changed
# (scripts/store-build.mjs), then runs the server, which migrates the database, seeds the
# catalogue on the first run and prints its address.
# Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ... (see apps/server/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
export PATH="$PWD/node_modules/.bin:$PATH"

if [ -f apps/store/package.json ]; then
  log "building the store app (skipped when what it is built from is unchanged)"
  node scripts/store-build.mjs
else
  log "no apps/store yet: starting the API server alone"
fi

log "building the server"
cd apps/server
node scripts/build.mjs

log "starting the server (a first run also seeds the catalogue: 10 to 30 s)"
# What `pnpm --filter @ebook/server serve` runs, without pnpm in between (Ctrl-C / SIGTERM reach
# the server directly): the compiled server (no TypeScript loader thread at run time) with
# production's heap settings (apps/server/README.md, "Performance").
exec node --max-semi-space-size=8 --heap-growing-percent=50 dist/main.js
