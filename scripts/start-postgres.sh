#!/usr/bin/env bash
# Starts a local PostgreSQL on loopback for the server's tests, idempotently, and prints its URL
# (the only line on stdout; progress goes to stderr):
#
#   export EKB_TEST_POSTGRES_URL=$(scripts/start-postgres.sh)
#   cargo nextest run -p server
#
# The role `ekb` (password `ekb`, CREATEDB: each test creates and drops its own database) owns the
# database `ekb`. Debian/Ubuntu: installs `postgresql` when missing (apt-get) and uses the packaged
# cluster (`pg_ctlcluster <version> main start`, listening on localhost only). Elsewhere, or with
# EKB_PG_DIR set: initdb + pg_ctl in that directory (default /tmp/ekb-pg) on port EKB_PG_PORT (5439),
# run as the `postgres` user when started as root.
set -euo pipefail

log() { echo "start-postgres: $*" >&2; }
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ -z "${EKB_PG_DIR:-}" ] && ! command -v pg_ctlcluster >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  log "installing postgresql (apt-get)"
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get install -y postgresql >&2 || { $SUDO apt-get update >&2 && $SUDO apt-get install -y postgresql >&2; }
fi

if [ -z "${EKB_PG_DIR:-}" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  # The Debian cluster: newest version, cluster `main`.
  read -r version port status < <(pg_lsclusters --no-header | awk '$2 == "main" {print $1, $3, $4}' | sort -V | tail -n1) || true
  if [ -z "${version:-}" ]; then
    version=$(ls /usr/lib/postgresql | sort -V | tail -n1)
    log "creating cluster $version/main"
    pg_createcluster "$version" main >&2
    read -r version port status < <(pg_lsclusters --no-header | awk '$2 == "main" {print $1, $3, $4}' | sort -V | tail -n1)
  fi
  if [ "$status" != online ]; then
    log "starting cluster $version/main on port $port"
    pg_ctlcluster "$version" main start >&2
  fi
  host=127.0.0.1
else
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
  [ -n "$bin" ] && PATH="$bin:$PATH"
  dir=${EKB_PG_DIR:-/tmp/ekb-pg}
  port=${EKB_PG_PORT:-5439}
  host=127.0.0.1
  if [ ! -f "$dir/PG_VERSION" ]; then
    log "initdb in $dir"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_postgres initdb -D "$dir" -U postgres --auth-local=trust --auth-host=scram-sha-256 >&2
  fi
  if ! as_postgres pg_ctl -D "$dir" status >/dev/null 2>&1; then
    log "starting PostgreSQL in $dir on $host:$port"
    as_postgres pg_ctl -D "$dir" -l "$dir/server.log" -w \
      -o "-c listen_addresses=$host -c port=$port -c unix_socket_directories=$dir" start >&2
  fi
  export PGHOST=$dir
fi

for _ in $(seq 1 50); do
  if as_postgres psql -p "$port" -d postgres -qtAc 'select 1' >/dev/null 2>&1; then break; fi
  sleep 0.2
done

as_postgres psql -p "$port" -d postgres -v ON_ERROR_STOP=1 -qtA >&2 <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'ekb') THEN
    CREATE ROLE ekb LOGIN CREATEDB PASSWORD 'ekb';
  END IF;
END $$;
SQL
if [ "$(as_postgres psql -p "$port" -d postgres -qtAc "select 1 from pg_database where datname = 'ekb'")" != 1 ]; then
  as_postgres createdb -p "$port" -O ekb ekb >&2
fi

echo "postgres://ekb:ekb@$host:$port/ekb"
