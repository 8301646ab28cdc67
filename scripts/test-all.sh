#!/usr/bin/env bash
# Every check of the project (`npm test`). The quick static checks and the
# build run first, then the tests in three lanes side by side:
#
#   lane "e2e-1": the first half of the end-to-end spec files (Playwright
#                 shard 1/2), then the unit and component tests;
#   lane "e2e-2": the second half, on a server of its own;
#   lane "api":   the API tests on embedded PostgreSQL (PGlite), then on a
#                 PostgreSQL server.
#
# Why three on a 2-core machine: an end-to-end run mostly waits (for the
# page, the server, the next poll) and uses well under a core, so two of them
# beside the CPU-bound API tests keep both cores busy; with the end-to-end
# tests in one lane, that lane finished long after the other. Each lane runs
# all its steps even when one fails, so one run shows every failure. Each
# lane's output goes to a file of its own, printed whole at the end; the
# steps' start and end lines are printed as they happen. At the end: the
# last lines of every failed step, one summary line per step, and in short
# the failing tests with their first error lines (CI keeps only the end).
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

# e2e_shard N: half N of the spec files (Playwright shards by file here, since
# the specs do not run in parallel), on a server of its own (port 3390 + N,
# a fresh data folder) with its own output folder.
e2e_shard() {
  E2E_PORT=$((3390 + $1)) npx playwright test --shard="$1/2" --output="test-results/shard-$1"
}

lane_e2e_1() {
  run_step e2e-1 "end-to-end tests, first half (Playwright, Chromium)" e2e_shard 1
  run_step e2e-1 "unit and component tests" npx vitest run --project unit
}

lane_e2e_2() {
  run_step e2e-2 "end-to-end tests, second half (Playwright, Chromium)" e2e_shard 2
}

lane_api() {
  run_step api "API tests on embedded PostgreSQL (PGlite)" npx vitest run --project api
  run_step api "start a PostgreSQL server" start_postgres &&
    run_step api "API tests on a PostgreSQL server" api_tests_on_postgres
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
  lines=$(cd "$LOGS" && cat summary-setup summary-e2e-1 summary-e2e-2 summary-api 2>/dev/null)
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
    grep -E '^ +[0-9]+\) \[chromium\]|^ +(Error|TimeoutError|Expected|Received|Call log):?|^ FAIL |^(AssertionError|Error|TypeError|RangeError)\b|^ *× ' |
    awk '!seen[$0]++' | head -n 8 | cut -c1-220
}

# fd 3: the console, for the steps' start and end lines while lanes write to files.
exec 3>&1

if [[ ! -d node_modules ]]; then
  run_step setup "install node packages (npm ci)" npm ci || { print_summary; exit 1; }
fi
# First: the API tests read PDFs with pdftotext too, not only the browser tests.
run_step setup "machine packages the tests drive (Chromium, fonts, poppler-utils)" bash scripts/ensure-test-packages.sh &&
  run_step setup "lint" npm run lint &&
  run_step setup "typecheck" npm run typecheck &&
  run_step setup "dependencies declared and used (knip)" npm run check:deps &&
  run_step setup "no import circles (madge)" npm run check:circles &&
  run_step setup "build the admin app" npm run build ||
  { print_summary; exit 1; }

# `set -m` gives each lane a process group of its own, for cleanup to stop.
set -m
for lane in e2e_1 e2e_2 api; do
  "lane_$lane" >"$LOGS/lane-$lane.out" 2>&1 &
  LANE_PIDS+=($!)
done
set +m
wait "${LANE_PIDS[@]}"
LANE_PIDS=()
for lane in e2e_1 e2e_2 api; do
  echo
  echo "==== the output of lane ${lane//_/-} ===="
  cat "$LOGS/lane-$lane.out"
done

print_summary
