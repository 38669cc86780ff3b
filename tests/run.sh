#!/usr/bin/env bash
# npm test: build the web app (the browser tests serve it), then type-check while the suite runs. The
# suite leaves a core idle at times (browser waits, its last files), which the type-check fills; both
# must pass, and the type-check's output follows the suite's.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run build:web || exit 1
mkdir -p .tmp
npm run typecheck > .tmp/typecheck.log 2>&1 &
typecheck=$!
vitest run
suite=$?
wait "$typecheck"
types=$?
cat .tmp/typecheck.log
if [ "$types" -ne 0 ]; then echo "npm test: the type-check failed (above)"; fi
[ "$suite" -eq 0 ] && [ "$types" -eq 0 ]
