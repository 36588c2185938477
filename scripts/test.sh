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

step() {
  local name=$1
  shift
  printf '\n\033[1;34m==> %s\033[0m\n' "$name"
  local start=$SECONDS
  if "$@"; then
    printf '\033[32m%s: ok (%ss)\033[0m\n' "$name" $((SECONDS - start))
  else
    printf '\033[31m%s: FAILED (%ss)\033[0m\n' "$name" $((SECONDS - start))
    failed_steps+=("$name")
  fi
}

step "lint" pnpm lint
step "format" pnpm format:check
step "typecheck" pnpm typecheck
step "generated client is current" pnpm --filter @ebook/api check-generated
for pkg in $(node scripts/test-packages.mjs); do
  step "test $pkg" pnpm --filter "$pkg" test
done
# End to end: Playwright drives Debian's chromium against the README's start command
# (scripts/start.sh on its own port and a fresh database; see e2e/playwright.config.ts).
step "e2e" pnpm --filter @ebook/e2e test
step "storybook build" pnpm --filter @ebook/ui build-storybook --quiet
# Each package's budget; a package may name a lighter `budget:ci` (the store's skips Lighthouse,
# which the README's benchmark command runs, and the axe sweep, which e2e/tests/a11y.spec.ts does).
for bench in $(node scripts/test-packages.mjs --script budget); do
  script=budget
  node scripts/test-packages.mjs --script budget:ci | grep -qx "$bench" && script=budget:ci
  step "budget $bench" pnpm --filter "$bench" run "$script"
done

node scripts/summarize-tests.mjs "$reports" "${#failed_steps[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failed_steps[*]}"
  exit 1
fi
