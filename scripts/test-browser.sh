#!/usr/bin/env bash
# Browser tests in Debian's headless Chromium with WebGPU (SwiftShader): wgsl-lib's evaluation
# compiled to wasm32 under wasm-bindgen-test, then the web app end to end against `ekb serve`.
# Chromium flags come from tests/e2e/chromium-flags.txt only. Screenshots land in target/e2e/.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODEVICE_SELECT=1

chrome=$(for p in /usr/lib/chromium/chromium /usr/bin/chromium; do [ -x "$p" ] && echo "$p" && break; done)
[ -n "$chrome" ] || { echo "error: Chromium is not installed (scripts/setup.sh installs it)" >&2; exit 1; }
export CHROMEDRIVER=${CHROMEDRIVER:-$(command -v chromedriver)}
export WASM_BINDGEN_TEST_TIMEOUT=600
python3 - "$chrome" > kernels/webdriver.json <<'PY'
import json, sys
flags = [l.strip() for l in open("tests/e2e/chromium-flags.txt") if l.strip()]
print(json.dumps({"goog:chromeOptions": {"binary": sys.argv[1], "args": ["--headless=new", *flags]}}, indent=2))
PY

echo "== wasm-bindgen-test: wgsl-lib evaluation in Chromium (${SECONDS} s in)"
cargo test --locked --target wasm32-unknown-unknown -p kernels --test web

echo "== build the app (${SECONDS} s in)"
scripts/build-app.sh dist
# The size budget of the gzipped wasm (zlib level 9, as tests/e2e/measure.js counts it; docs/APP.md,
# "Size and first verdict"): issue #28's 1.0 MB for the first page's module. The CPU references
# live in a second module (`cpu_references_bg.wasm`, printed beside it, not budgeted), so the suite's
# growth no longer grows this one: 961 023 bytes with suite 0.5.0.
node tests/e2e/measure.js --budget "${EKB_WASM_GZIP_BUDGET:-1000000}" --loads 0

echo "== e2e: the app in Chromium against ekb serve (${SECONDS} s in)"
cargo build --locked -p ekb
EKB_BIN="${CARGO_TARGET_DIR:-$PWD/target}/debug/ekb" EKB_DIST="$PWD/dist" node --test tests/e2e/
