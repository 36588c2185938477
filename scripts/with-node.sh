#!/usr/bin/env bash
# Runs a command with another Node major version, taken from the npm registry's `node` package
# (its binaries come from the registry too), for example the server's and the contract's tests
# on Node 22:
#   bash scripts/with-node.sh 22 pnpm --filter @ebook/openapi --filter @ebook/server test
# (`npm run test:node22`). npx keeps the download in npm's cache, so later runs start at once.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:?usage: scripts/with-node.sh MAJOR COMMAND...}"
shift
node_bin=$(npx --yes --package "node@$version" -- node -p 'process.execPath')
export PATH="$(dirname "$node_bin"):$PATH"
printf '\033[1;32m[with-node]\033[0m Node %s (%s): %s\n' "$(node -v)" "$node_bin" "$*"
exec "$@"
