#!/usr/bin/env bash
# Installs what the start and test commands need on a fresh machine: pnpm (the version pinned
# in package.json), the workspace's dependencies, and, when asked with --browser, Debian's
# chromium for the browser tests. Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=0
for arg in "$@"; do
  [ "$arg" = "--browser" ] && want_browser=1
done

log() { printf '\033[1;32m[bootstrap]\033[0m %s\n' "$*"; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# A pnpm kept inside the checkout by an earlier run (see below).
if [ -x .tools/node_modules/.bin/pnpm ]; then export PATH="$PWD/.tools/node_modules/.bin:$PATH"; fi
# The pinned pnpm and the one on PATH, both read from package.json files in one Node start
# (`pnpm -v` starts pnpm itself, which takes seconds on a busy machine); a pnpm that is not an
# npm package (a standalone binary) is asked.
read -r pnpm_version pnpm_found < <(node -e '
const { existsSync, readFileSync, realpathSync } = require("node:fs")
const { dirname, join } = require("node:path")
const wanted = require("./package.json").packageManager.split("@")[1]
let found = "unknown"
try {
  for (let dir = dirname(realpathSync(process.argv[1])); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, "package.json")
    if (!existsSync(file)) continue
    const pkg = JSON.parse(readFileSync(file, "utf8"))
    if (pkg.name === "pnpm") found = pkg.version
    break
  }
} catch {
  found = "none"
}
console.log(wanted, found)
' "$(command -v pnpm || echo /none)")
if [ "$pnpm_found" = unknown ]; then pnpm_found=$(pnpm -v 2>/dev/null || echo none); fi
if [ "$pnpm_found" != "$pnpm_version" ]; then
  log "installing pnpm $pnpm_version"
  if ! npm install -g "pnpm@$pnpm_version" --loglevel=error >/dev/null 2>&1; then
    # No write access to the global prefix: keep pnpm inside the checkout instead.
    npm install --prefix .tools "pnpm@$pnpm_version" --loglevel=error >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi

if [ "$want_browser" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  log "installing Debian's chromium for the browser tests"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
# The cluster tests' PostgreSQL and HAProxy, installed for the test command as chromium is.
if [ "$want_browser" = 1 ]; then source deploy/packages.sh; fi

# pnpm keeps a copy of the lockfile it installed in node_modules/.pnpm/lock.yaml: when it equals
# pnpm-lock.yaml every dependency is in place, and a restart skips the install (about 2 s).
if [ -f node_modules/.pnpm/lock.yaml ] && cmp -s pnpm-lock.yaml node_modules/.pnpm/lock.yaml; then
  log "dependencies are installed"
else
  log "installing dependencies"
  pnpm install --frozen-lockfile --prefer-offline --reporter=append-only | tail -n 3
fi
