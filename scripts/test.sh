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

bash scripts/install-system-deps.sh
npx jest --config jest.config.js
npx jest --config jest.build.config.js
# A hung build (seen once: Gatsby's lmdb waiting forever for a write transaction) fails here after
# 20 minutes instead of holding CI to its limit; a cold build takes under a minute.
build_status=0
timeout --kill-after=30 1200 npx gatsby build || build_status=$?
if [ "$build_status" -eq 124 ]; then echo "The production build ran for 20 minutes without finishing: stopped as hung." >&2; fi
[ "$build_status" -eq 0 ] || exit "$build_status"
npx tsc --noEmit
npx eslint .
npx prettier --check .
node scripts/check-links.mjs public
node scripts/check-html.mjs public
npx jest --config jest.e2e.config.js
