#!/usr/bin/env bash
# `npm test`: type checks, lint, Vitest (server and web), then the production build's browser journeys.
# Type checks, lint and the build each keep about one core busy: they run side by side (each one's
# output printed whole once it ends), so on CI's two cores they take the time of the longest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-chromium.sh

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
steps=(typecheck lint build)
pids=()
for step in "${steps[@]}"; do
  npm run --silent "$step" >"$logs/$step" 2>&1 &
  pids+=("$!")
done
failed=0
for i in "${!steps[@]}"; do
  if wait "${pids[$i]}"; then status=passed; else status=FAILED failed=1; fi
  echo "== npm run ${steps[$i]}: $status"
  cat "$logs/${steps[$i]}"
done
[ "$failed" = 0 ]

npm run test:unit
npx playwright test
