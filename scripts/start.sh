#!/usr/bin/env bash
# The README's start command (`npm start`): installs what is needed (pnpm and the workspace's
# dependencies; no browser), builds the store app when it exists, then runs the server, which
# migrates the database, seeds the catalogue on the first run and prints its address.
# Environment: PORT, HOST, DATA_DIR, DATABASE_URL, ... (see apps/server/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
export PATH="$PWD/node_modules/.bin:$PATH"

if [ -f apps/store/package.json ]; then
  log "building the store app"
  pnpm --filter @ebook/store build
else
  log "no apps/store yet: starting the API server alone"
fi

log "starting the server (a first run also seeds the catalogue: 10 to 30 s)"
# What `pnpm --filter @ebook/server start` runs, without pnpm in between: a restart is ready
# about a second sooner, and Ctrl-C / SIGTERM reach the server directly.
cd apps/server
exec node_modules/.bin/tsx src/main.ts
