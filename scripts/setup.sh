#!/usr/bin/env bash
# Installs everything EdgeKernelBench needs on Debian 12, skipping what is already present.
# Shared by the README's commands and .ci/run, so a fresh machine and CI install the same way.
#
#   Debian packages: mesa-vulkan-drivers libvulkan1 vulkan-tools (Mesa lavapipe: software Vulkan),
#                    chromium chromium-driver (browser tests with WebGPU), postgresql (server tests),
#                    python3, bc,
#                    pocl-opencl-icd ocl-icd-libopencl1 clinfo (OpenCL on the CPU: the `opencl` backend's test device),
#                    bubblewrap gcc libc6-dev (the sandbox and compiler for untrusted `c` candidates)
#                    gcc-aarch64-linux-gnu libc6-dev-arm64-cross (aarch64 libraries for remote TVM devices,
#                    and the linker of the aarch64 `ekb-device` build, scripts/build-device.sh),
#                    qemu-user (runs that aarch64 build on this machine in the tests: docs/DEVICE.md)
#   Rust:            rustfmt + clippy components, the wasm32-unknown-unknown and aarch64-unknown-linux-gnu targets,
#                    cargo-nextest (test runner with a serialised GPU test group),
#                    cargo-fuzz 0.13.2 (the short fuzz run of scripts/test.sh, docs/FUZZING.md),
#                    wasm-bindgen-cli 0.2.130 (must equal the wasm-bindgen crate; ≈ 8 min to build)
#   npm (tests/e2e): playwright-core (drives Debian's Chromium; downloads no browser),
#                    binaryen (wasm-opt; Debian's wasm-opt 108 silently breaks the module)
#   npm (app/editor): CodeMirror 6 and esbuild (the app's code editor, bundled by scripts/build-app.sh)
#   Python venv:     Apache TVM's pinned wheel pair + its RPC tools' needs, outside the repository so
#                    clean clones (CI) reuse it: ${EKB_TVM_VENV:-$HOME/.cache/ekb/tvm-venv}
#                    (the TVM peers of the tvm-rpc tests, docs/RELAY.md)
set -euo pipefail

log() { printf '[setup] %s\n' "$*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_packages=(mesa-vulkan-drivers libvulkan1 vulkan-tools chromium chromium-driver postgresql python3 bc ca-certificates
  pocl-opencl-icd ocl-icd-libopencl1 clinfo bubblewrap gcc libc6-dev gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user)
command -v node >/dev/null 2>&1 || apt_packages+=(nodejs npm)
missing=()
for p in "${apt_packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
  log "Debian packages present"
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "error: cargo not found. Install Rust ≥ 1.87 with rustup (https://rustup.rs) and re-run." >&2
  exit 1
fi
if command -v rustup >/dev/null 2>&1; then
  for c in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$c" || { log "adding rustup component $c"; rustup component add "$c"; }
  done
  for t in wasm32-unknown-unknown aarch64-unknown-linux-gnu; do
    rustup target list --installed | grep -qx "$t" || { log "adding target $t"; rustup target add "$t"; }
  done
fi

NEXTEST_VERSION=0.9.143
if ! cargo nextest --version >/dev/null 2>&1; then
  log "installing cargo-nextest $NEXTEST_VERSION"
  cargo install cargo-nextest --version "$NEXTEST_VERSION" --locked
fi

CARGO_FUZZ_VERSION=0.13.2
if [ "$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
  log "installing cargo-fuzz $CARGO_FUZZ_VERSION (libFuzzer; the fuzz targets run on stable with --sanitizer none)"
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi

WASM_BINDGEN_VERSION=0.2.130
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$WASM_BINDGEN_VERSION" ]; then
  log "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (not --locked: that fails for this version)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION"
fi

here=$(cd "$(dirname "$0")/.." && pwd)
if [ ! -x "$here/tests/e2e/node_modules/.bin/wasm-opt" ] || [ ! -d "$here/tests/e2e/node_modules/playwright-core" ]; then
  log "installing npm packages for tests/e2e (playwright-core, binaryen)"
  (cd "$here/tests/e2e" && npm ci --no-audit --no-fund)
fi
# The app's code editor (CodeMirror 6 + esbuild, app/editor/): skipped when node_modules was
# installed from this very package-lock.json (its hash is kept beside it).
editor_lock=$(sha256sum "$here/app/editor/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$here/app/editor/node_modules/.ekb-lock-sha256" 2>/dev/null)" != "$editor_lock" ]; then
  log "installing npm packages for app/editor (CodeMirror 6, esbuild)"
  (cd "$here/app/editor" && npm ci --no-audit --no-fund && echo "$editor_lock" > node_modules/.ekb-lock-sha256)
fi

# TVM RPC peers for the tvm-rpc tests: apache-tvm and apache-tvm-ffi must be pinned as a pair
# (mismatched pairs fail at import). Skipped when the venv imports tvm with exactly these versions.
TVM_VERSION=0.27.0.post1
TVM_FFI_VERSION=0.1.15.post2
tvm_venv=${EKB_TVM_VENV:-$HOME/.cache/ekb/tvm-venv}
tvm_ok() {
  "$tvm_venv/bin/python" - "$TVM_VERSION" "$TVM_FFI_VERSION" >/dev/null 2>&1 <<'PY'
import sys
from importlib.metadata import version
import tvm, tvm.rpc, tornado, psutil, cloudpickle  # noqa: F401  (import tvm must work, not just the metadata)
sys.exit(0 if (version("apache-tvm"), version("apache-tvm-ffi")) == (sys.argv[1], sys.argv[2]) else 1)
PY
}
if tvm_ok; then
  log "TVM venv present ($tvm_venv)"
else
  if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    log "installing python3-venv (Debian)"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-venv
  fi
  log "creating TVM venv $tvm_venv (apache-tvm $TVM_VERSION, apache-tvm-ffi $TVM_FFI_VERSION; ≈ 100 MB)"
  mkdir -p "$(dirname "$tvm_venv")"
  [ -x "$tvm_venv/bin/python" ] || python3 -m venv "$tvm_venv"
  "$tvm_venv/bin/python" -m pip install -q --disable-pip-version-check \
    "apache-tvm==$TVM_VERSION" "apache-tvm-ffi==$TVM_FFI_VERSION" tornado psutil cloudpickle
  tvm_ok || { echo "error: $tvm_venv does not import tvm $TVM_VERSION with tvm-ffi $TVM_FFI_VERSION" >&2; exit 1; }
fi

if command -v vulkaninfo >/dev/null 2>&1; then
  NODEVICE_SELECT=1 vulkaninfo --summary 2>/dev/null | grep -m1 -E "deviceName" | sed 's/^ */[setup] Vulkan device: /' || true
fi
log "done"
