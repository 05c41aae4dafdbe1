#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to find: unit tests, the production build (which
# itself fails on bad content), types, lint, the link checker over the build, then the browser.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
export TZ=UTC

bash scripts/install-system-deps.sh
npx jest --config jest.config.js
npx jest --config jest.build.config.js
npx gatsby build
npx tsc --noEmit
npx eslint .
npx prettier --check .
node scripts/check-links.mjs public
npx jest --config jest.e2e.config.js
