#!/usr/bin/env bash
# Coverage-guided fuzzing of the untrusted entry points (docs/FUZZING.md) with cargo-fuzz
# (libFuzzer) on the stable toolchain (`--sanitizer none`; no nightly needed).
#
#   scripts/fuzz.sh [TARGET] [SECONDS]
#
# TARGET: prepare, plan_expr, samples, submission, tracker, session, rpc_server, or all (the default: each in turn).
# SECONDS: run time per target (default 25; `all 25` is the CI run, ≈ 3 min plus the build).
# FUZZ_ARGS: extra libFuzzer flags, e.g. FUZZ_ARGS="-jobs=1 -workers=1" for a long run.
# FUZZ_VERBOSE=1 keeps libFuzzer's line per new corpus unit (≈ 20,000 lines in the CI run).
# Installs cargo-fuzz (pinned) when missing, seeds fuzz/corpus/TARGET from the repository
# (fuzz/make_corpus.py) and exits non-zero on the first crash; the input is then in
# fuzz/artifacts/TARGET/ (reproduce: scripts/fuzz.sh TARGET with FUZZ_ARGS=that-file, see the doc).
set -euo pipefail
cd "$(dirname "$0")/.."

CARGO_FUZZ_VERSION=0.13.2
ALL=(prepare plan_expr samples submission tracker session rpc_server)
target=${1:-all}
seconds=${2:-25}
case "$target" in
    all) targets=("${ALL[@]}") ;;
    prepare | plan_expr | samples | submission | tracker | session | rpc_server) targets=("$target") ;;
    *) echo "usage: scripts/fuzz.sh [prepare|plan_expr|samples|submission|tracker|session|rpc_server|all] [SECONDS]" >&2; exit 2 ;;
esac

if [[ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]]; then
    echo "== installing cargo-fuzz $CARGO_FUZZ_VERSION"
    cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

# One build for every target: release, debug assertions and overflow checks on, no sanitizer
# (the sanitizers need nightly; the code under test has no unsafe of its own). The same flags
# on build and run, so `run` reuses the build.
FLAGS=(--sanitizer none --release --debug-assertions --features server)
# Under .ci/run's build cache (CARGO_TARGET_DIR set), the fuzz build keeps a directory of its own
# beside it: its instrumented release artifacts would otherwise replace the workspace's.
if [[ -n "${CARGO_TARGET_DIR:-}" ]]; then
    FLAGS+=(--target-dir "$CARGO_TARGET_DIR-fuzz")
fi
echo "== cargo fuzz build"
cargo fuzz build "${FLAGS[@]}"

# Longest input per target: room for the seeds (the largest, a 5,000-term WGSL sum, is 20 KB)
# without spending the run on megabyte inputs the size limits refuse anyway.
max_len() {
    case "$1" in
        prepare) echo 32768 ;;
        plan_expr) echo 8192 ;;
        *) echo 65536 ;;
    esac
}

python3 fuzz/make_corpus.py "${targets[@]}"
for t in "${targets[@]}"; do
    echo "== fuzz $t for ${seconds}s"
    mkdir -p "fuzz/artifacts/$t"
    # shellcheck disable=SC2086  # FUZZ_ARGS is a list of flags
    cargo fuzz run "${FLAGS[@]}" "$t" "fuzz/corpus/$t" -- \
        -max_total_time="$seconds" -max_len="$(max_len "$t")" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 ${FUZZ_ARGS:-} 2>&1 |
        if [[ -n "${FUZZ_VERBOSE:-}" ]]; then cat; else grep -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse) '; fi
done
