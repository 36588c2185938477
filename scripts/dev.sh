#!/usr/bin/env bash
# `pnpm dev` (or `npm run dev`): the reference server and the store's Vite dev server side by
# side, each reloading on edits: the server restarts when its sources change (`tsx watch`), the
# store's pages update in the open browser (Vite's hot module replacement). The store's dev
# server renders pages on the server too (apps/store/build/dev-pages.ts) and sends API, media and
# payment-sandbox calls to the reference server at STORE_SERVER_URL, which follows the server's
# HOST and PORT here. Ctrl-C stops both.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh

export STORE_SERVER_URL="${STORE_SERVER_URL:-http://${HOST:-127.0.0.1}:${PORT:-8080}}"
log "server: ${STORE_SERVER_URL}; the store's dev server prints its own address below"
exec pnpm --parallel --filter @ebook/server --filter @ebook/store run dev
