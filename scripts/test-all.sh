#!/usr/bin/env bash
# Every check of the project (`npm test`). The machine packages and the build
# come first, then two lanes side by side:
#
#   lane "api":     the static checks (lint, types, knip, madge), the API
#                   tests on embedded PostgreSQL (PGlite), then on a
#                   PostgreSQL server, then the unit and component tests;
#   lane "browser": the end-to-end tests in Chromium.
#
# The end-to-end tests are the longest step, so they start at once, and the
# static checks run beside them; the two lanes take about as long. Vitest and Playwright each run one file at
# a time on this 2-core machine (vitest's default is cores - 1 workers;
# Playwright is set to one worker), so the two lanes share the two cores.
# More lanes were tried: at four, the load went to 10 and tests that wait
# for a process or a page timed out. Each lane runs all its steps even when
# one fails, so one run shows every failure. Each lane's output goes to a
# file of its own, printed whole at the end; the steps' start and end lines
# are printed as they happen. At the end: the last lines of every failed
# step, one summary line per step, and in short the failing tests with their
# first error lines (CI keeps only the end of the output).
#
# Needs: Node 20 with npm; PostgreSQL server programs (initdb, pg_ctl),
# Debian's Chromium and poppler-utils, installed with apt-get when missing and
# running as root (scripts/pg-server.sh, scripts/ensure-test-packages.sh), else named.
set -uo pipefail

cd "$(dirname "$0")/.."

LOGS=$(mktemp -d "${TMPDIR:-/tmp}/test-all.XXXXXX")
PG_URL_FILE=$LOGS/pg-url
LANE_PIDS=()

cleanup() {
  local pid
  for pid in "${LANE_PIDS[@]}"; do
    if kill -0 "$pid" 2>/dev/null; then
      kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
    fi
  done
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
  echo "$(date +%T) [$lane] start: $name" >&3
  local start=$SECONDS rc=0
  "$@" 2>&1 | tee "$log" || rc=$?
  local line
  if ((rc == 0)); then
    line="PASS  $name ($((SECONDS - start)) s)"
  else
    line="FAIL  $name ($((SECONDS - start)) s, exit $rc)"
    echo "$log" >>"$LOGS/failed"
  fi
  echo "$line" >>"$LOGS/summary-$lane"
  echo "$(date +%T) [$lane] $line" >&3
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
  run_step api "lint" npm run lint
  run_step api "typecheck" npm run typecheck
  run_step api "dependencies declared and used (knip)" npm run check:deps
  run_step api "no import circles (madge)" npm run check:circles
  run_step api "API tests on embedded PostgreSQL (PGlite)" npx vitest run --project api
  run_step api "start a PostgreSQL server" start_postgres &&
    run_step api "API tests on a PostgreSQL server" api_tests_on_postgres
  # Here, not after the end-to-end tests: since the API files share one module graph per worker,
  # this lane ends well before the browser's.
  run_step api "unit and component tests" npx vitest run --project unit
}

lane_browser() {
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
  if [[ -s $LOGS/failed ]]; then
    local log
    echo "==== what failed, in short ===="
    while read -r log; do
      echo "[$(cat "$log.name")]"
      failure_digest "$log"
    done <"$LOGS/failed"
  fi
  [[ $failed -eq 0 ]]
}

# failure_digest LOG: the failing tests' names and their first error lines,
# a few lines per step. CI keeps only the last lines of the output, so the
# very end must say which test failed and why, not only which step.
failure_digest() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" |
    grep -E '^ +[0-9]+\) \[chromium\]|^ +(Error|TimeoutError|Locator|Expected|Received):|^ +at [^ ]+\.(spec|test)\.tsx?:[0-9]+|^ FAIL |^(AssertionError|Error|TypeError|RangeError)\b|^ *× ' |
    awk '!seen[$0]++' | head -n 8 | cut -c1-220
}

# fd 3: the console, for the steps' start and end lines while lanes write to files.
exec 3>&1

if [[ ! -d node_modules ]]; then
  run_step setup "install node packages (npm ci)" npm ci || { print_summary; exit 1; }
fi
# First: the API tests read PDFs with pdftotext too, not only the browser tests.
run_step setup "machine packages the tests drive (Chromium, fonts, poppler-utils)" bash scripts/ensure-test-packages.sh &&
  run_step setup "build the admin app and the server" npm run build ||
  { print_summary; exit 1; }

# `set -m` gives each lane a process group of its own, for cleanup to stop.
set -m
for lane in browser api; do
  "lane_$lane" >"$LOGS/lane-$lane.out" 2>&1 &
  LANE_PIDS+=($!)
done
set +m
wait "${LANE_PIDS[@]}"
LANE_PIDS=()
for lane in browser api; do
  echo
  echo "==== the output of lane ${lane//_/-} ===="
  cat "$LOGS/lane-$lane.out"
done

print_summary
