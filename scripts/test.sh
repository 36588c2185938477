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

# The CPU seconds (user + system) this shell's ended children have used so far, from `times`:
# on a shared machine a step's CPU time says more about its cost than its wall time does.
# Sets cpu_now (`times` must run in this shell, not in a command substitution's subshell).
cpu_file=$(mktemp)
children_cpu() {
  times >"$cpu_file"
  cpu_now=$(awk 'NR == 2 {
    for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); sum += t[1] * 60 + t[2] }
    printf "%.0f", sum
  }' "$cpu_file")
}

# A step's closing line: its name, ok or FAILED, its wall time and the CPU time it used.
outcome() {
  local name=$1 code=$2 seconds=$3 cpu=$4
  if [ "$code" = 0 ]; then
    printf '\033[32m%s: ok (%ss, %ss CPU)\033[0m\n' "$name" "$seconds" "$cpu"
  else
    printf '\033[31m%s: FAILED (%ss, %ss CPU)\033[0m\n' "$name" "$seconds" "$cpu"
  fi
}

# The steps run in two lanes side by side: each lane runs its steps one after another, so the
# two cores stay busy (a browser step waits on its page server, a server test file on its
# database, a build on the disk) without the whole run depending on one long step after another.
# A step's output is kept apart and printed whole, with its closing line, as soon as it ends; the
# run's last lines list every step with its times. A lane goes on after a failed step, so one
# run reports every failure.
# Arguments: lanes separated by `::`, each a list of step names and commands (one shell string).
work=$(mktemp -d)
trap 'rm -f "$cpu_file"; rm -rf "$work"' EXIT
declare -a step_names=()
lane() {
  local lane_id=$1 i=0 begun status seconds cpu_before
  shift
  while [ $# -gt 0 ]; do
    local log="$work/$lane_id.$i"
    begun=$SECONDS
    status=0
    children_cpu
    cpu_before=$cpu_now
    bash -c "$2" >"$log.log" 2>&1 </dev/null || status=$?
    children_cpu
    seconds=$((SECONDS - begun))
    echo "$status $seconds $((cpu_now - cpu_before))" >"$log.end"
    {
      flock 9
      header "$1"
      cat "$log.log"
      outcome "$1" "$status" "$seconds" $((cpu_now - cpu_before))
    } 9>"$work/print.lock"
    shift 2
    i=$((i + 1))
  done
}
lanes() {
  local lane_id=0 start=$SECONDS steps=() pids=()
  [ -t 1 ] && export FORCE_COLOR=1
  while [ $# -gt 0 ]; do
    steps=()
    while [ $# -gt 0 ] && [ "$1" != :: ]; do
      steps+=("$1" "$2")
      step_names+=("$lane_id:$((${#steps[@]} / 2 - 1)):$1")
      shift 2
    done
    [ $# -gt 0 ] && shift
    cpu_file=$work/times.$lane_id lane "$lane_id" "${steps[@]}" &
    pids+=($!)
    lane_id=$((lane_id + 1))
  done
  wait "${pids[@]}"
  header "steps (wall and CPU seconds; lanes side by side, ${#pids[@]} lanes in $((SECONDS - start))s)"
  local entry id n name code seconds cpu
  for entry in "${step_names[@]}"; do
    id=${entry%%:*} n=${entry#*:} n=${n%%:*} name=${entry#*:*:}
    read -r code seconds cpu <"$work/$id.$n.end" 2>/dev/null || { code=1 seconds='?' cpu='?'; }
    outcome "  lane $((id + 1)) · $name" "$code" "$seconds" "$cpu"
    [ "$code" = 0 ] || failed_steps+=("$name")
  done
}

# Each package's tests, as `test <package>` steps.
tests_of() { for pkg in "$@"; do printf '%s\n%s\n' "test $pkg" "pnpm --filter $pkg test"; done; }
mapfile -t all_tests < <(node scripts/test-packages.mjs)
browser_packages=(@ebook/ui @ebook/store)
lane_one=() lane_two=()
for pkg in "${all_tests[@]}"; do
  if [[ " ${browser_packages[*]} " == *" $pkg "* ]]; then lane_one+=("$pkg"); else lane_two+=("$pkg"); fi
done
mapfile -t lane_one_tests < <(tests_of "${lane_one[@]}")
mapfile -t lane_two_tests < <(tests_of "${lane_two[@]}")

# Each package's budget; a package may name a lighter `budget:ci` (the store's skips Lighthouse,
# which the README's benchmark command runs, and the axe sweep, which e2e/tests/a11y.spec.ts
# does). The store's budget comes after e2e, whose start command built the store: it measures
# that build (`--no-build`) instead of building the same again (`budget` prints the breakdown of
# the initial JS by owner, which comes with a build). The kit's and the client's budgets measure
# the consumer check's app.
budget() {
  local script=budget
  node scripts/test-packages.mjs --script budget:ci | grep -qx "$1" && script=budget:ci
  printf '%s\n%s\n' "budget $1" "pnpm --filter $1 run $script ${2:-}"
}
mapfile -t budget_store < <(budget @ebook/store '$( [ apps/store/dist/server/entry.js -nt "$VITEST_JSON_DIR/.e2e-started" ] && echo --no-build)')
budgets_kit=()
for bench in $(node scripts/test-packages.mjs --script budget); do
  [ "$bench" = @ebook/store ] || mapfile -t -O "${#budgets_kit[@]}" budgets_kit < <(budget "$bench")
done

# Lane one: lint, format, the generated client's check and the scripts' own tests; the
# browser-heavy package tests (the kit's stories, the store's components), then the
# Storybook build with its docs check, the packed kit in an outside app and the budgets on it.
# Lane two: typecheck; end to end first, the longest step (Playwright drives Debian's chromium
# against the README's start command: scripts/start.sh on its own port and a fresh database, see
# e2e/playwright.config.ts), then the store's budget on the build it made; the contract, client
# and server tests; two server instances behind HAProxy on Debian's PostgreSQL (deploy/README.md,
# deploy/test.sh).
lanes \
  "lint" "pnpm lint" \
  "format" "pnpm format:check" \
  "generated client is current" "pnpm --filter @ebook/api check-generated" \
  "scripts" "node --test scripts/" \
  "${lane_one_tests[@]}" \
  "storybook build, docs pages" "pnpm --filter @ebook/ui build-storybook --quiet && pnpm --filter @ebook/ui check-docs" \
  "consumer check" "node consumer-check/run.mjs" \
  "${budgets_kit[@]}" \
  :: \
  "typecheck" "pnpm typecheck" \
  "e2e" "touch \"\$VITEST_JSON_DIR/.e2e-started\" && pnpm --filter @ebook/e2e test" \
  "${budget_store[@]}" \
  "${lane_two_tests[@]}" \
  "cluster" "bash deploy/test.sh"

node scripts/summarize-tests.mjs "$reports" "${#failed_steps[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
