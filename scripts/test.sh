#!/usr/bin/env bash
# The README's test command: installs what it needs, then runs every check of the workspace.
# Each package's vitest writes a JSON report; the last line sums them up.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh --browser
export PATH="$PWD/node_modules/.bin:$PATH"

reports="$PWD/.reports"
rm -rf "$reports" && mkdir -p "$reports"
export VITEST_JSON_DIR="$reports"
failed_steps=()

header() { printf '\n\033[1;34m==> %s\033[0m\n' "$1"; }

# A step's closing line: its name, ok or FAILED, its wall time and the CPU time it used. The CPU
# seconds (user + system) are those of every process the step started, the browsers' renderers
# included (scripts/step-cpu.pl writes them to a file): on a shared machine they say more about a
# step's cost than its wall time does.
outcome() {
  local name=$1 code=$2 seconds=$3 cpu=$4
  if [ "$code" = 0 ]; then
    printf '\033[32m%s: ok (%ss, %ss CPU)\033[0m\n' "$name" "$seconds" "$cpu"
  else
    printf '\033[31m%s: FAILED (%ss, %ss CPU)\033[0m\n' "$name" "$seconds" "$cpu"
    failed_steps+=("$name")
  fi
}

step() {
  local name=$1 start=$SECONDS code=0 cpu_file
  shift
  header "$name"
  cpu_file=$(mktemp)
  perl scripts/step-cpu.pl "$cpu_file" "$@" || code=$?
  outcome "$name" "$code" $((SECONDS - start)) "$(cat "$cpu_file" 2>/dev/null || echo '?')"
  rm -f "$cpu_file"
}

# Steps that each keep about one core busy (eslint, prettier, tsc, a bundler's plugins) run side
# by side, so that two of them share the two cores instead of one waiting while a core idles.
# Each one's output is kept apart and printed whole, in the order listed, once it and the steps
# before it have ended, with its own time; then the time of the whole group.
# Arguments: a name and a command (one shell string) per step.
together() {
  local dir names=() pids=() i=0 start=$SECONDS code seconds cpu
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    names+=("$1")
    (
      [ -t 1 ] && export FORCE_COLOR=1
      begun=$SECONDS
      status=0
      perl scripts/step-cpu.pl "$dir/$i.cpu" bash -c "$2" >"$dir/$i.log" 2>&1 </dev/null || status=$?
      echo "$status $((SECONDS - begun)) $(cat "$dir/$i.cpu" 2>/dev/null || echo '?')" >"$dir/$i.end"
    ) &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  for i in "${!names[@]}"; do
    wait "${pids[$i]}" || true
    read -r code seconds cpu <"$dir/$i.end" || { code=1 seconds=$((SECONDS - start)) cpu='?'; }
    header "${names[$i]}"
    cat "$dir/$i.log"
    outcome "${names[$i]}" "$code" "$seconds" "$cpu"
  done
  printf '(side by side: %s in %ss)\n' "$(printf '%s, ' "${names[@]}" | sed 's/, $//')" $((SECONDS - start))
  rm -rf "$dir"
}

together \
  "lint" "pnpm lint" \
  "format" "pnpm format:check" \
  "typecheck" "pnpm typecheck" \
  "generated client is current" "pnpm --filter @ebook/api check-generated" \
  "scripts" "node --test scripts/"
for pkg in $(node scripts/test-packages.mjs); do
  step "test $pkg" pnpm --filter "$pkg" test
done
# End to end: Playwright drives Debian's chromium against the README's start command
# (scripts/start.sh on its own port and a fresh database; see e2e/playwright.config.ts).
touch "$reports/.e2e-started"
step "e2e" pnpm --filter @ebook/e2e test
# Two server instances behind HAProxy on Debian's PostgreSQL (deploy/README.md, deploy/test.sh).
step "cluster" bash deploy/test.sh
# The packed kit and client installed in an app outside the workspace (consumer-check/README.md);
# the UI kit's and the client's budgets below measure that same app.
step "consumer check" node consumer-check/run.mjs
# Then the Storybook build and each package's budget, side by side. A package may name a lighter
# `budget:ci` (the store's skips Lighthouse, which the README's benchmark command runs, and the
# axe sweep, which e2e/tests/a11y.spec.ts does). The e2e step's start command built the store:
# its budget measures that build (`--no-build`) when this run made it, instead of building the
# same again (the breakdown of the initial JS by owner comes with a build: `budget` prints it).
last=(
  "storybook build, docs pages" "pnpm --filter @ebook/ui build-storybook --quiet && pnpm --filter @ebook/ui check-docs"
)
for bench in $(node scripts/test-packages.mjs --script budget); do
  script=budget
  node scripts/test-packages.mjs --script budget:ci | grep -qx "$bench" && script=budget:ci
  command="pnpm --filter $bench run $script"
  if [ "$bench" = @ebook/store ] && [ apps/store/dist/server/entry.js -nt "$reports/.e2e-started" ]; then
    command+=" --no-build"
  fi
  last+=("budget $bench" "$command")
done
together "${last[@]}"

node scripts/summarize-tests.mjs "$reports" "${#failed_steps[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
