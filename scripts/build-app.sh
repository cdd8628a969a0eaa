#!/usr/bin/env bash
# Builds the web app into dist/ offline: cargo (wasm32, profile wasm-release) → wasm-bindgen
# (--target web) → wasm-opt when npm's binaryen is installed (Debian's wasm-opt 108 silently breaks
# the module, so it is never used) → index.html + public/ → esbuild's bundle of the code editor
# (app/editor/). Prints the gzipped .wasm and editor sizes.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
profile=wasm-release
tgt=${CARGO_TARGET_DIR:-target}  # .ci/run keeps its build cache elsewhere
# Leptos' type-erased views (`--cfg erase_components`, read by leptos and tachys): a component
# returns an `AnyView`, so the rendering code is instantiated once rather than for every view type:
# 63 kB less gzipped wasm (docs/APP.md, "Size and first verdict"). Only this build gets the flag (a
# change of flags rebuilds every dependency once); clippy and the wasm-bindgen tests build without
# it, and the app compiles either way.
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components" \
  cargo build --locked -p app --target wasm32-unknown-unknown --profile "$profile"
wasm=$tgt/wasm32-unknown-unknown/$profile/app.wasm
rm -rf "$out" && mkdir -p "$out"
# wasm-bindgen + wasm-opt take about a minute and depend only on app.wasm and the tools: their
# output is cached under the target directory, keyed by the module's SHA-256 and the tool versions.
opt=tests/e2e/node_modules/.bin/wasm-opt
opt_version=none
[ -x "$opt" ] && opt_version=$("$opt" --version)
key=$( (sha256sum "$wasm" | cut -d' ' -f1; wasm-bindgen --version; echo "$opt_version") | sha256sum | cut -c1-32)
cache=$tgt/app-cache/$key
if [ -f "$cache/app_bg.wasm" ]; then
  echo "[build-app] app.wasm unchanged: reusing the bindgen/wasm-opt output in $cache"
  cp -r "$cache/." "$out/"
else
  wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name app "$wasm"
  if [ -x "$opt" ]; then
    "$opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
      "$out/app_bg.wasm" -o "$out/app_bg.opt.wasm" && mv "$out/app_bg.opt.wasm" "$out/app_bg.wasm"
  else
    echo "[build-app] wasm-opt (npm binaryen) not installed: skipping size optimisation"
  fi
  # Written aside and renamed, so an interrupted copy is never taken for a complete one.
  rm -rf "$tgt/app-cache" && mkdir -p "$tgt/app-cache" && cp -r "$out" "$cache.tmp" && mv "$cache.tmp" "$cache"
fi
cp index.html "$out/"
cp -r public/. "$out/"
# The code editor (CodeMirror 6, app/editor/) as one minified file; the app loads it when a page
# first shows an editor, never with the first page. Without it the editors are plain text boxes.
esbuild=app/editor/node_modules/.bin/esbuild
if [ -x "$esbuild" ]; then
  "$esbuild" app/editor/src/editor.js --bundle --minify --format=iife --target=es2020 --legal-comments=none \
    --log-level=warning --outfile="$out/editor.js"
  printf '[build-app] %s: editor.js %d bytes, %d bytes gzipped\n' "$out" "$(stat -c %s "$out/editor.js")" "$(gzip -9 -c "$out/editor.js" | wc -c)"
else
  echo "[build-app] app/editor/node_modules missing (scripts/setup.sh installs it): no editor.js, the editors are plain text boxes"
fi
raw=$(stat -c %s "$out/app_bg.wasm")
gz=$(gzip -9 -c "$out/app_bg.wasm" | wc -c)
printf '[build-app] %s: app_bg.wasm %d bytes, %d bytes gzipped (%.2f MB)\n' "$out" "$raw" "$gz" "$(echo "$gz / 1000000" | bc -l)"
