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
# The pinned pnpm and the one on PATH, read from package.json files by the shell (a Node start
# to read them, or `pnpm -v`, which starts pnpm itself, takes a good part of a restart); a pnpm
# that is not an npm package (a standalone binary) is asked.
json_string() { sed -n "s/^  \"$1\": *\"\([^\"]*\)\".*/\1/p" "$2" | head -n 1; }
pnpm_version=$(json_string packageManager package.json)
pnpm_version=${pnpm_version#pnpm@}
pnpm_found=none
if pnpm_path=$(command -v pnpm); then
  pnpm_found=unknown
  dir=$(dirname "$(realpath "$pnpm_path")")
  while [ "$dir" != / ] && [ ! -f "$dir/package.json" ]; do dir=$(dirname "$dir"); done
  if [ -f "$dir/package.json" ] && [ "$(json_string name "$dir/package.json")" = pnpm ]; then
    pnpm_found=$(json_string version "$dir/package.json")
  fi
fi
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
