#!/usr/bin/env bash
# Builds the web app into dist/ offline: cargo (wasm32, profile wasm-release; the app and its CPU
# references' module) → wasm-bindgen
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
# Two modules, each in a cargo run of its own (in one run, feature unification would give the
# app's `kernels` the CPU references): the app, and its CPU references (`ekb-cpu-references`),
# which the pages that run tasks load with the task files (docs/APP.md "Size and first verdict").
for crate in app ekb-cpu-references; do
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--cfg erase_components" \
    cargo build --locked -p "$crate" --target wasm32-unknown-unknown --profile "$profile"
done
rm -rf "$out" && mkdir -p "$out"
# wasm-bindgen + wasm-opt take about a minute a module and depend only on the .wasm and the tools:
# their output is cached under the target directory, keyed by the module's SHA-256 and the tool
# versions.
opt=tests/e2e/node_modules/.bin/wasm-opt
opt_version=none
[ -x "$opt" ] && opt_version=$("$opt" --version)
bindgen() { # NAME CRATE_FILE: target/…/CRATE_FILE.wasm → $out/NAME.js + $out/NAME_bg.wasm
  local name=$1 wasm=$tgt/wasm32-unknown-unknown/$profile/$2.wasm
  local key cache
  key=$( (sha256sum "$wasm" | cut -d' ' -f1; wasm-bindgen --version; echo "$opt_version") | sha256sum | cut -c1-32)
  cache=$tgt/app-cache/$name-$key
  if [ -f "$cache/${name}_bg.wasm" ]; then
    echo "[build-app] $name.wasm unchanged: reusing the bindgen/wasm-opt output in $cache"
    cp -r "$cache/." "$out/"
    return
  fi
  local tmp=$tgt/app-cache/$name.staging
  rm -rf "$tmp" && mkdir -p "$tmp"
  wasm-bindgen --target web --no-typescript --out-dir "$tmp" --out-name "$name" "$wasm"
  if [ -x "$opt" ]; then
    "$opt" -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
      "$tmp/${name}_bg.wasm" -o "$tmp/${name}_bg.opt.wasm" && mv "$tmp/${name}_bg.opt.wasm" "$tmp/${name}_bg.wasm"
  else
    echo "[build-app] wasm-opt (npm binaryen) not installed: skipping size optimisation"
  fi
  # Renamed into place, so an interrupted run is never taken for a complete one; older outputs
  # of this module go.
  rm -rf "$tgt/app-cache/$name"-* && mv "$tmp" "$cache"
  cp -r "$cache/." "$out/"
}
bindgen app app
bindgen cpu_references ekb_cpu_references
# The references' module must not carry the task files (nothing it exports reaches them): a
# reference kernel's text in it means the linker kept them.
if grep -q "@compute" "$out/cpu_references_bg.wasm"; then
  echo "[build-app] error: cpu_references_bg.wasm holds WGSL text (the task files were linked in)" >&2
  exit 1
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
for m in app cpu_references; do
  raw=$(stat -c %s "$out/${m}_bg.wasm")
  gz=$(gzip -9 -c "$out/${m}_bg.wasm" | wc -c)
  printf '[build-app] %s: %s_bg.wasm %d bytes, %d bytes gzipped (%.2f MB)\n' "$out" "$m" "$raw" "$gz" "$(echo "$gz / 1000000" | bc -l)"
done
