#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to find: unit tests, the production build (which
# itself fails on bad content), types, lint, the link checker over the build, then the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# One Gatsby worker: on a 2-core machine starting worker processes costs more than they save
# (rebuild after one edit: ~12.5 s with workers, ~10.5 s without). Override for bigger machines.
export GATSBY_CPU_COUNT="${GATSBY_CPU_COUNT:-1}"
export TZ=UTC

# Each step's time, so that a slow `npm test` says where its minutes went.
step_started=$SECONDS
step() {
  echo "[npm test] $1 took $((SECONDS - step_started)) s" >&2
  step_started=$SECONDS
}

bash scripts/install-system-deps.sh
step "installing system packages"
npx jest --config jest.config.js
step "unit and content tests"
npx jest --config jest.build.config.js
step "bad-content builds"
# A hung build (seen once: Gatsby's lmdb waiting forever for a write transaction) fails here after
# 20 minutes instead of holding CI to its limit; a cold build takes under a minute.
build_status=0
timeout --kill-after=30 1200 npx gatsby build || build_status=$?
if [ "$build_status" -eq 124 ]; then echo "The production build ran for 20 minutes without finishing: stopped as hung." >&2; fi
[ "$build_status" -eq 0 ] || exit "$build_status"
step "production build"
npx tsc --noEmit
npx eslint .
npx prettier --check .
step "types and lint"
node scripts/check-links.mjs public
node scripts/check-html.mjs public
step "link and HTML checkers"
npx jest --config jest.e2e.config.js
step "browser tests"
