#!/usr/bin/env bash
# The project's test command (README, .ci/run and developers run the same thing):
# formatting, clippy (native and wasm32 for the wasm-safe crates and the app), every test with
# nextest on the real adapter (Mesa lavapipe where there is no GPU), then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODEVICE_SELECT=1  # silences Mesa's harmless XDG_RUNTIME_DIR message
# insta snapshots are compared, never written: a changed or missing one fails (docs/ARCHITECTURE.md).
export INSTA_UPDATE=no
# setup.sh installs PoCL and bubblewrap: the OpenCL and sandbox tests must run here, not skip.
export EKB_REQUIRE_OPENCL=1
# setup.sh creates the TVM venv: the tvm-rpc tests against real TVM peers must run here, not skip.
export EKB_REQUIRE_TVM=1
# setup.sh installs qemu-user and the aarch64 toolchain: the aarch64 `ekb device` test must run here.
export EKB_REQUIRE_QEMU=1
# The server's tests run on SQLite and on a real PostgreSQL on loopback (started if not running).
export EKB_TEST_POSTGRES_URL=${EKB_TEST_POSTGRES_URL:-$(scripts/start-postgres.sh)}

echo "== tracked file names (${SECONDS} s in)"
# A mis-quoted edit once committed a file named after a code fragment: names stay plain.
odd=$(git ls-files 2>/dev/null | grep -vE '^[A-Za-z0-9._/@+-]+$' || true)
if [ -n "$odd" ]; then
  echo "tracked files with unusual names (a mis-quoted command?):" >&2
  printf '  %s\n' "$odd" >&2
  exit 1
fi
echo "== cargo fmt --check (${SECONDS} s in)"
cargo fmt --all --check
echo "== cargo clippy (native) (${SECONDS} s in)"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo clippy (wasm32: ekb-wire, ekb-eval, wgsl-lib, backend-wgpu, kernels, app, ekb-cpu-references; the app alone) (${SECONDS} s in)"
CLIPPY_CONF_DIR="$PWD/clippy_wasm" cargo clippy --target wasm32-unknown-unknown -p ekb-wire -p ekb-eval -p wgsl-lib -p backend-wgpu -p kernels -p app -p ekb-cpu-references --locked -- -D warnings
# The app as scripts/build-app.sh builds it: alone, so its `kernels` is without the CPU references.
CLIPPY_CONF_DIR="$PWD/clippy_wasm" cargo clippy --target wasm32-unknown-unknown -p app --locked -- -D warnings
echo "== the server builds without wgpu or a native compiler or driver (wire types and the WGSL front end only) (${SECONDS} s in)"
if cargo tree --locked -p server --prefix none | grep -E '^(wgpu|opencl3|ekb-sandbox|frontend-opencl|frontend-c|backend-opencl|backend-cpu|ekb-dispatch) ' >&2; then
  echo "server depends on a GPU API, a native compiler or a driver (cargo tree -p server above); the binary supplies those" >&2
  exit 1
fi
echo "== the device agent builds without the server, the app or the agent (${SECONDS} s in)"
if cargo tree --locked -p ekb-device --prefix none | grep -E '^(server|app|ekb-agent|ekb-runner|axum|sqlx|reqwest) ' >&2; then
  echo "ekb-device depends on what a device does not need (cargo tree -p ekb-device above; docs/DEVICE.md)" >&2
  exit 1
fi
echo "== the aarch64 device agent for cli/tests/device_agent.rs (qemu-user) (${SECONDS} s in)"
scripts/build-device.sh aarch64 dev
echo "== cargo nextest (${SECONDS} s in)"
# The mutation test (docs/MUTANTS.md) runs half the suite's tasks here — chosen by the suite's hash, so
# every change of the suite draws others; a new task's author runs its own (docs/ADDING_A_TASK.md) and
# EKB_MUTANTS_SHARE=1 runs the whole suite with the kill-rate bar (≈ 12 min on 2 cores for 98 tasks).
export EKB_MUTANTS_SHARE=${EKB_MUTANTS_SHARE:-2}
cargo nextest run --workspace --locked
echo "== fuzz (25 s per target; docs/FUZZING.md has the long run) (${SECONDS} s in)"
scripts/fuzz.sh all 25
echo "== browser tests (${SECONDS} s in)"
scripts/test-browser.sh
echo "== all tests passed (${SECONDS} s)"
