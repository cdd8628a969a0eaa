#!/usr/bin/env bash
# Load benchmark of the server on loopback (docs/SERVER.md quotes its output): a release
# `ekb-server` on a fresh SQLite file (or the database given as $1), writes unlimited, driven by
# the Rust load generator (server/examples/loadgen.rs). Both share the machine's cores.
#
#   server/bench/run.sh                                  # SQLite in a temp dir
#   server/bench/run.sh "$(scripts/start-postgres.sh)"   # PostgreSQL (the database is emptied first)
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_EACH=${SECONDS_EACH:-15}
cargo build --release -q -p server --bin ekb-server --example loadgen
gen=target/release/examples/loadgen
tmp=$(mktemp -d)
db=${1:-sqlite://$tmp/bench.db}
if [[ $db == postgres* ]]; then
  PGOPTIONS='-c client_min_messages=warning' psql "$db" -qc 'DROP TABLE IF EXISTS results, submission_bodies, submissions, set_samples, generation_sets, kernels, leader_cells, leader_timed, leader_buckets, leader_subs, leader_overlaps, leader_devices, leader_state, ekb_migrations CASCADE'
fi
target/release/ekb-server --addr 127.0.0.1:0 --write-rate 0 --database-url "$db" --dist "$tmp" >"$tmp/out" &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$tmp"' EXIT
for _ in $(seq 50); do grep -q listening "$tmp/out" 2>/dev/null && break; sleep 0.1; done
addr=$(sed -n 's#listening on http://##p' "$tmp/out")
echo "== $(nproc) cores, $(uname -m), database ${db%%://*}, ${SECONDS_EACH} s per run"
"$gen" --addr "$addr" --mode write --connections 8 --seconds "$SECONDS_EACH"
rows=$(curl -s "http://$addr/api/leaderboard" | python3 -c 'import json,sys; print(json.load(sys.stdin)["rows"])')
echo "== $rows result rows stored"
for _ in 1 2 3; do
  "$gen" --addr "$addr" --mode write --connections 1 --seconds 1 >/dev/null
  curl -s -o /dev/null -w "uncached GET /api/leaderboard right after a write (one client): %{time_total} s\n" "http://$addr/api/leaderboard"
done
"$gen" --addr "$addr" --mode read --connections 16 --seconds "$SECONDS_EACH" --path /api/leaderboard
"$gen" --addr "$addr" --mode read --connections 16 --seconds "$SECONDS_EACH" --path "/api/leaderboard?group_by=task&level=1"
"$gen" --addr "$addr" --mode read --connections 16 --seconds "$SECONDS_EACH" --path /api/health
echo "== mixed: 4 writers and 12 leaderboard readers at once (every write invalidates the cached leaderboard)"
"$gen" --addr "$addr" --mode write --connections 4 --seconds "$SECONDS_EACH" &
writer=$!
"$gen" --addr "$addr" --mode read --connections 12 --seconds "$SECONDS_EACH" --path /api/leaderboard
wait "$writer"
if command -v wrk >/dev/null; then
  echo "== cross-check with wrk"
  wrk -t2 -c16 -d"${SECONDS_EACH}s" --latency "http://$addr/api/leaderboard" | grep -E "Requests/sec|99%|50%"
fi
