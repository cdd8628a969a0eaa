#!/usr/bin/env bash
# The leaderboard at 1 M result rows (docs/SERVER.md quotes its output): bulk-fills a fresh SQLite
# file (or the PostgreSQL database given as $1, emptied first) with the synthetic mix described in
# server/bench/leaderboard.rs, builds the aggregates, and prints uncached p50/p95 per query.
# Outside CI: the fill takes a few minutes and ≈ 1 GB of disk.
#
#   server/bench/leaderboard.sh                                  # SQLite in a temp dir
#   server/bench/leaderboard.sh "$(scripts/start-postgres.sh)"   # PostgreSQL
#   ROWS=100000 server/bench/leaderboard.sh                      # a smaller run
#   NO_FILL=1 server/bench/leaderboard.sh "$URL"                 # time a PostgreSQL database filled before
set -euo pipefail
cd "$(dirname "$0")/../.."
ROWS=${ROWS:-1000000}
cargo build --release -q -p server --example leaderboard-bench
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=${1:-sqlite://$tmp/leaderboard.db}
if [[ $db == postgres* && -z ${NO_FILL:-} ]]; then
  PGOPTIONS='-c client_min_messages=warning' psql "$db" -qc 'DROP TABLE IF EXISTS results, submission_bodies, submissions, set_samples, generation_sets, kernels, leader_cells, leader_timed, leader_buckets, leader_subs, leader_overlaps, leader_devices, leader_device_totals, leader_state, ekb_migrations CASCADE'
fi
echo "== $(nproc) cores, $(uname -m), database ${db%%://*}, $ROWS rows"
timeout 1800 target/release/examples/leaderboard-bench --database-url "$db" --rows "$ROWS" ${ORACLE:+--rows-oracle} ${NO_FILL:+--no-fill}
