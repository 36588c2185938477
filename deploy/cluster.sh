#!/usr/bin/env bash
# `npm run cluster`: installs what the cluster needs (pnpm and the workspace's dependencies as
# `npm start` does; Debian's postgresql and haproxy), builds the store app and the server, then
# starts PostgreSQL, the server instances and HAProxy (deploy/cli.ts; its options pass through,
# e.g. `npm run cluster -- --instances 3`). Ctrl-C stops everything. See deploy/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
source deploy/packages.sh

if [ -f apps/store/package.json ]; then
  log "building the store app"
  pnpm --filter @ebook/store build
fi
log "building the server"
node apps/server/scripts/build.mjs

# TypeScript through the server package's tsx (the cluster's code is not compiled ahead).
cd apps/server
exec node --import tsx ../../deploy/cli.ts "$@"
