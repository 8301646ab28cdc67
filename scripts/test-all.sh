#!/usr/bin/env bash
# Every check of the project (`npm test`). The quick static checks run first,
# then the tests in two lanes side by side:
#
#   lane "api":     unit and component tests, the API tests on embedded
#                   PostgreSQL (PGlite), then on a PostgreSQL server;
#   lane "browser": build the admin app, then the end-to-end tests.
#
# Vitest and Playwright each run one file at a time on this 2-core machine
# (vitest's default is cores - 1 workers; Playwright is set to one worker), so
# the two lanes use the core the other leaves idle. A lane stops at its first
# failing step; the other finishes. At the end: one summary line per step that
# ran, and the last lines of every failed step again, so the end of the output
# says what failed and why.
#
# Needs: Node 20 with npm; PostgreSQL server programs (initdb, pg_ctl),
# Debian's Chromium and poppler-utils, installed with apt-get when missing and
# running as root (scripts/pg-server.sh, scripts/ensure-test-packages.sh), else named.
set -uo pipefail

cd "$(dirname "$0")/.."

LOGS=$(mktemp -d "${TMPDIR:-/tmp}/test-all.XXXXXX")
PG_URL_FILE=$LOGS/pg-url
BROWSER_PID=""

cleanup() {
  if [[ -n $BROWSER_PID ]] && kill -0 "$BROWSER_PID" 2>/dev/null; then
    kill -- "-$BROWSER_PID" 2>/dev/null || kill "$BROWSER_PID" 2>/dev/null || true
  fi
  if [[ -s $PG_URL_FILE ]]; then
    bash scripts/pg-server.sh stop "$(cat "$PG_URL_FILE")" || true
  fi
  rm -rf "$LOGS"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# run_step LANE NAME COMMAND...: runs the command under a heading, its output
# also kept in a log of its own; appends "PASS|FAIL name (s)" to the lane's
# summary file. Returns the command's status.
run_step() {
  local lane=$1 name=$2
  shift 2
  local log
  log=$(mktemp "$LOGS/step-XXXXXX")
  echo "$name" >"$log.name"
  echo
  echo "==== [$lane] $name ===="
  echo "\$ $*"
  local start=$SECONDS rc=0
  "$@" 2>&1 | tee "$log" || rc=$?
  if ((rc == 0)); then
    echo "PASS  $name ($((SECONDS - start)) s)" >>"$LOGS/summary-$lane"
  else
    echo "FAIL  $name ($((SECONDS - start)) s, exit $rc)" >>"$LOGS/summary-$lane"
    echo "$log" >>"$LOGS/failed"
  fi
  return $rc
}

start_postgres() {
  local out
  out=$(bash scripts/pg-server.sh start) || return 1
  echo "${out#DATABASE_URL=}" >"$PG_URL_FILE"
  [[ $(cat "$PG_URL_FILE") == postgres://* ]]
}

api_tests_on_postgres() {
  DATABASE_URL=$(cat "$PG_URL_FILE") npx vitest run --project api
}

lane_api() {
  run_step api "unit and component tests" npx vitest run --project unit &&
    run_step api "API tests on embedded PostgreSQL (PGlite)" npx vitest run --project api &&
    run_step api "start a PostgreSQL server" start_postgres &&
    run_step api "API tests on a PostgreSQL server" api_tests_on_postgres
}

lane_browser() {
  run_step browser "build the admin app" npm run build &&
    run_step browser "end-to-end tests (Playwright, Chromium)" npx playwright test
}

print_summary() {
  echo
  if [[ -s $LOGS/failed ]]; then
    local log
    while read -r log; do
      echo "==== the end of the failed step: $(cat "$log.name") ===="
      tail -n 80 "$log"
      echo
    done <"$LOGS/failed"
  fi
  echo "==== summary ===="
  local lines
  lines=$(cd "$LOGS" && cat summary-setup summary-api summary-browser 2>/dev/null)
  echo "$lines"
  local passed failed
  passed=$(grep -c '^PASS' <<<"$lines" || true)
  failed=$(grep -c '^FAIL' <<<"$lines" || true)
  echo "steps: $passed passed, $failed failed"
  [[ $failed -eq 0 ]]
}

if [[ ! -d node_modules ]]; then
  run_step setup "install node packages (npm ci)" npm ci || { print_summary; exit 1; }
fi
# First: the API tests read PDFs with pdftotext too, not only the browser tests.
run_step setup "machine packages the tests drive (Chromium, fonts, poppler-utils)" bash scripts/ensure-test-packages.sh &&
  run_step setup "lint" npm run lint &&
  run_step setup "typecheck" npm run typecheck &&
  run_step setup "dependencies declared and used (knip)" npm run check:deps &&
  run_step setup "no import circles (madge)" npm run check:circles ||
  { print_summary; exit 1; }

# The browser lane writes to its own file (printed when it ends) so the two
# lanes' lines do not interleave; `set -m` gives it a process group to stop.
set -m
lane_browser >"$LOGS/browser.out" 2>&1 &
BROWSER_PID=$!
set +m
lane_api
wait "$BROWSER_PID"
BROWSER_PID=""
echo
echo "==== the browser lane's output ===="
cat "$LOGS/browser.out"

print_summary
