#!/usr/bin/env bash
# A throwaway PostgreSQL server for the API tests.
#
#   scripts/pg-server.sh start        prints DATABASE_URL=postgres://... on stdout
#   scripts/pg-server.sh stop URL|DIR stops it and removes its folder
#
# The server lives in a fresh temporary folder, listens on 127.0.0.1 on a spare
# port, trusts local connections and has pg_trgm available. Everything but the
# DATABASE_URL line goes to stderr, so `eval "$(scripts/pg-server.sh start)"` or
# `$(... | sed -n 's/^DATABASE_URL=//p')` both work.
set -euo pipefail

say() { echo "pg-server: $*" >&2; }

find_pg_bin() {
  local dir
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
    return 0
  fi
  for dir in /usr/local/bin $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -rV); do
    if [[ -x $dir/initdb && -x $dir/pg_ctl ]]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

install_postgresql() {
  say "initdb/pg_ctl not found: installing Debian's postgresql with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update </dev/null >&2
  apt-get install -y --no-install-recommends postgresql </dev/null >&2
}

spare_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Runs a PostgreSQL program as the unprivileged owner of the data folder:
# PostgreSQL refuses to run as root.
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

pg_user() {
  if [[ $(id -u) -ne 0 ]]; then
    id -un
  elif id postgres >/dev/null 2>&1; then
    echo postgres
  else
    echo nobody
  fi
}

# psql when the machine has it, else the pg driver from node_modules.
run_sql() {
  local port=$1 dir=$2 sql=$3
  if [[ -x $PG_BIN/psql ]] || command -v psql >/dev/null 2>&1; then
    local psql=psql
    [[ -x $PG_BIN/psql ]] && psql=$PG_BIN/psql
    "$psql" -X -q -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U postgres -d postgres -c "$sql" >&2
  else
    node -e "
      const { Client } = require('pg');
      const c = new Client({ connectionString: process.argv[1] });
      c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });
    " "postgres://postgres@127.0.0.1:$port/postgres" "$sql"
  fi
}

start() {
  if ! PG_BIN=$(find_pg_bin); then
    if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
      install_postgresql
      PG_BIN=$(find_pg_bin) || { say "postgresql installed but initdb is still not found"; exit 1; }
    else
      say "missing: PostgreSQL server programs initdb and pg_ctl (not in PATH, /usr/local/bin or /usr/lib/postgresql/*/bin)."
      say "install Debian's package as root: apt-get install postgresql  (or put initdb and pg_ctl in PATH)"
      exit 1
    fi
  fi
  PG_USER=$(pg_user)

  local port dir
  port=$(spare_port)
  # The port is in the folder name so that `stop URL` can find the folder.
  dir=$(mktemp -d "${TMPDIR:-/tmp}/pg-test-$port-XXXXXX")
  chmod 700 "$dir"
  [[ $(id -u) -eq 0 ]] && chown "$PG_USER" "$dir"

  say "initdb in $dir as $PG_USER ($PG_BIN)"
  as_owner "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || as_owner "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log" >&2; say "initdb failed"; exit 1; }

  # fsync off: a test database that dies with its run needs no durability.
  if ! as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    -w -t 60 start >&2; then
    cat "$dir/server.log" >&2 || true
    say "pg_ctl start failed"
    exit 1
  fi

  if ! run_sql "$port" "$dir" 'CREATE EXTENSION IF NOT EXISTS pg_trgm; DROP EXTENSION pg_trgm;'; then
    say "missing: the pg_trgm extension (Debian ships it with postgresql's contrib: apt-get install postgresql)"
    stop "$dir"
    exit 1
  fi

  say "PostgreSQL on 127.0.0.1:$port, folder $dir (stop with: scripts/pg-server.sh stop $dir)"
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

stop() {
  local target=${1:-}
  local dir=""
  if [[ -z $target ]]; then
    say "usage: scripts/pg-server.sh stop DATABASE_URL|DIR"
    exit 2
  fi
  if [[ -d $target ]]; then
    dir=$target
  else
    local port
    port=$(sed -n 's#.*:\([0-9][0-9]*\)/.*#\1#p' <<<"$target")
    [[ -n $port ]] && dir=$(ls -d "${TMPDIR:-/tmp}"/pg-test-"$port"-* 2>/dev/null | head -n 1 || true)
  fi
  if [[ -z $dir || ! -d $dir/data ]]; then
    say "no test server found for $target"
    exit 1
  fi
  PG_BIN=$(find_pg_bin) || { say "pg_ctl not found"; exit 1; }
  PG_USER=$(stat -c %U "$dir")
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >&2 || say "pg_ctl stop failed (already stopped?)"
  rm -rf "$dir"
  say "stopped and removed $dir"
}

case ${1:-} in
  start) start ;;
  stop) stop "${2:-}" ;;
  *)
    echo "usage: scripts/pg-server.sh start | stop DATABASE_URL|DIR" >&2
    exit 2
    ;;
esac
