#!/usr/bin/env bash
# Builds the slim device agent `ekb-device` (crate device/: `ekb device` without the server, the app,
# wgpu or jemalloc; docs/DEVICE.md) for a board or phone, and prints where it is and its size.
#
#   scripts/build-device.sh [ARCH] [PROFILE]
#     ARCH     aarch64 (default: cross-built for aarch64-unknown-linux-gnu with Debian's
#              gcc-aarch64-linux-gnu as the linker, .cargo/config.toml) or native (this machine's)
#     PROFILE  device (default: release, stripped, LTO) or dev (faster to build; what scripts/test.sh
#              runs under qemu-user)
#
# glibc-linked (the board's own libc, ≥ Debian 12's 2.36 symbols used); OpenCL and Vulkan drivers
# are never linked: they are opened at run time. Needs scripts/setup.sh (rustup target, cross gcc).
set -euo pipefail
cd "$(dirname "$0")/.."
arch=${1:-aarch64}
profile=${2:-device}
tgt=${CARGO_TARGET_DIR:-target}
case "$arch" in
  aarch64)
    triple=aarch64-unknown-linux-gnu
    command -v aarch64-linux-gnu-gcc >/dev/null || { echo "error: aarch64-linux-gnu-gcc missing (scripts/setup.sh installs gcc-aarch64-linux-gnu)" >&2; exit 1; }
    rustup target list --installed 2>/dev/null | grep -qx "$triple" || { echo "error: rustup target $triple missing (scripts/setup.sh adds it)" >&2; exit 1; }
    cargo build --locked -p ekb-device --target "$triple" --profile "$profile"
    dir=$tgt/$triple
    ;;
  native)
    cargo build --locked -p ekb-device --profile "$profile"
    dir=$tgt
    ;;
  *) echo "usage: $0 [aarch64|native] [device|dev]" >&2; exit 2 ;;
esac
case "$profile" in dev) sub=debug ;; *) sub=$profile ;; esac
bin=$dir/$sub/ekb-device
# No OpenCL or Vulkan library among the binary's needs: drivers are loaded at run time.
if readelf -d "$bin" | grep -iE 'NEEDED.*(OpenCL|vulkan)' >&2; then
  echo "error: $bin links a GPU driver library at link time" >&2
  exit 1
fi
echo "[build-device] $bin: $(stat -c %s "$bin") bytes ($(file -b "$bin" | cut -d, -f1-2))"
