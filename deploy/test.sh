#!/usr/bin/env bash
# The cluster tests, a step of `npm test` (scripts/test.sh): Debian's postgresql and haproxy are
# installed when missing (a failed install fails the step: nothing is skipped), the server is
# built, and the store app too when no build is there (the test command's e2e step made one),
# then vitest runs deploy/test/ on a cluster of its own (deploy/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
source deploy/packages.sh
export PATH="$PWD/node_modules/.bin:$PATH"

if [ -f apps/store/package.json ] && [ ! -f apps/store/dist/server/entry.js ]; then
  log "building the store app"
  pnpm --filter @ebook/store build
fi
node apps/server/scripts/build.mjs
exec vitest run --config deploy/vitest.config.ts
