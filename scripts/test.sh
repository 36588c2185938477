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
# Arguments: a name and a command (one shell string) per step; `then` between two steps runs the
# second after the first, in the same lane (a step that needs what the one before made).
together() {
  local dir names=() commands=() lanes=() lane=-1 pids=() i start=$SECONDS code seconds cpu
  dir=$(mktemp -d)
  while [ $# -gt 0 ]; do
    if [ "$1" = then ]; then
      shift
    else
      lane=$((lane + 1))
    fi
    names+=("$1")
    commands+=("$2")
    lanes+=("$lane")
    shift 2
  done
  for ((lane = 0; lane <= ${lanes[-1]}; lane++)); do
    (
      [ -t 1 ] && export FORCE_COLOR=1
      for i in "${!names[@]}"; do
        [ "${lanes[$i]}" = "$lane" ] || continue
        begun=$SECONDS
        status=0
        perl scripts/step-cpu.pl "$dir/$i.cpu" bash -c "${commands[$i]}" >"$dir/$i.log" 2>&1 </dev/null ||
          status=$?
        echo "$status $((SECONDS - begun)) $(cat "$dir/$i.cpu" 2>/dev/null || echo '?')" >"$dir/$i.tmp"
        mv "$dir/$i.tmp" "$dir/$i.end"
      done
    ) &
    pids+=($!)
  done
  for i in "${!names[@]}"; do
    # A step has ended when its lane wrote its figures, or when the lane itself ended.
    while [ ! -e "$dir/$i.end" ] && kill -0 "${pids[${lanes[$i]}]}" 2>/dev/null; do sleep 1; done
    read -r code seconds cpu 2>/dev/null <"$dir/$i.end" || { code=1 seconds=$((SECONDS - start)) cpu='?'; }
    header "${names[$i]}"
    cat "$dir/$i.log" 2>/dev/null
    outcome "${names[$i]}" "$code" "$seconds" "$cpu"
  done
  wait "${pids[@]}"
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
# The last steps in three lanes side by side: e2e's browsers wait on the server and its start
# builds and seeds on about one core, so the steps of the other lanes use the core left.
# - End to end: Playwright drives Debian's chromium against the README's start command
#   (scripts/start.sh on its own port and a fresh database; see e2e/playwright.config.ts). Then the
#   store's budget, which measures the build that start made (`--no-build`) when this run made it,
#   instead of building the same again (the breakdown of the initial JS by owner comes with a
#   build: `budget` prints it); then the cluster: two server instances behind HAProxy on Debian's
#   PostgreSQL (deploy/README.md, deploy/test.sh), which uses that build too (it builds the store
#   when none is there, so it must not start while the e2e start builds it).
# - The packed kit and client installed in an app outside the workspace (consumer-check/README.md),
#   then the other packages' budgets, which measure that same app.
# - The Storybook build and its docs pages' check.
# A package may name a lighter `budget:ci` (the store's skips Lighthouse, which the README's
# benchmark command runs, and the axe sweep, which e2e/tests/a11y.spec.ts does).
touch "$reports/.e2e-started"
e2e_lane=("e2e" "pnpm --filter @ebook/e2e test")
kit_lane=("consumer check" "node consumer-check/run.mjs")
for bench in $(node scripts/test-packages.mjs --script budget); do
  script=budget
  node scripts/test-packages.mjs --script budget:ci | grep -qx "$bench" && script=budget:ci
  command="pnpm --filter $bench run $script"
  if [ "$bench" = @ebook/store ]; then
    e2e_lane+=(then "budget $bench" "if [ apps/store/dist/server/entry.js -nt '$reports/.e2e-started' ];
      then $command --no-build; else $command; fi")
  else
    kit_lane+=(then "budget $bench" "$command")
  fi
done
e2e_lane+=(then "cluster" "bash deploy/test.sh")
together "${e2e_lane[@]}" "${kit_lane[@]}" \
  "storybook build, docs pages" "pnpm --filter @ebook/ui build-storybook --quiet && pnpm --filter @ebook/ui check-docs"

node scripts/summarize-tests.mjs "$reports" "${#failed_steps[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
