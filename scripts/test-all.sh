#!/usr/bin/env bash
# Every check of the project, in the order a failure is cheapest to find
# (`npm test`). Stops at the first failing step and prints one summary line per
# step that ran.
#
# Needs: Node 20 with npm; PostgreSQL server programs (initdb, pg_ctl),
# Debian's Chromium and poppler-utils, installed with apt-get when missing and
# running as root (scripts/pg-server.sh, scripts/ensure-test-packages.sh), else named.
set -uo pipefail

cd "$(dirname "$0")/.."

summary=()
passed=0
failed=0
PG_URL=""

cleanup() {
  if [[ -n $PG_URL ]]; then
    bash scripts/pg-server.sh stop "$PG_URL" || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

print_summary() {
  echo
  echo "==== summary ===="
  local line
  for line in "${summary[@]}"; do echo "$line"; done
  echo "steps: $passed passed, $failed failed"
}

# run_step NAME COMMAND...: runs the command under a heading; on failure prints
# the summary and stops the whole run.
run_step() {
  local name=$1
  shift
  echo
  echo "==== $name ===="
  echo "\$ $*"
  local start=$SECONDS
  if "$@"; then
    summary+=("PASS  $name ($((SECONDS - start)) s)")
    passed=$((passed + 1))
  else
    local rc=$?
    summary+=("FAIL  $name ($((SECONDS - start)) s, exit $rc)")
    failed=$((failed + 1))
    print_summary
    exit 1
  fi
}

start_postgres() {
  local out
  out=$(bash scripts/pg-server.sh start) || return 1
  PG_URL=${out#DATABASE_URL=}
  [[ $PG_URL == postgres://* ]]
}

api_tests_on_postgres() {
  DATABASE_URL=$PG_URL npx vitest run --project api
}

if [[ ! -d node_modules ]]; then
  run_step "install node packages (npm ci)" npm ci
fi
# First: the API tests read PDFs with pdftotext too, not only the browser tests.
run_step "machine packages the tests drive (Chromium, fonts, poppler-utils)" bash scripts/ensure-test-packages.sh
run_step "lint" npm run lint
run_step "typecheck" npm run typecheck
run_step "dependencies declared and used (knip)" npm run check:deps
run_step "no import circles (madge)" npm run check:circles
run_step "unit and component tests" npx vitest run --project unit
run_step "API tests on embedded PostgreSQL (PGlite)" npx vitest run --project api
run_step "start a PostgreSQL server" start_postgres
run_step "API tests on a PostgreSQL server" api_tests_on_postgres
run_step "build the admin app" npm run build
run_step "end-to-end tests (Playwright, Chromium)" npx playwright test

print_summary
