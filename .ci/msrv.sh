#!/usr/bin/env bash
# Builds the workspace with the oldest Rust the manifest promises (Cargo.toml's rust-version).
#
# Cargo.toml's rust-version is the one home of that version.
#
#   bash .ci/msrv.sh --install  install it first (rustup, minimal profile), then build (.ci/run,
#                               ci.yml)
#   bash .ci/msrv.sh            build when that toolchain is installed; otherwise say so and skip
set -euo pipefail
cd "$(dirname "$0")/.."

msrv=$(sed -n 's/^rust-version = "\([0-9.]*\)"$/\1/p' Cargo.toml)
[ -n "$msrv" ] || { echo "msrv: no rust-version in Cargo.toml" >&2; exit 1; }

installed() { rustup toolchain list | grep -q "^$msrv-"; }

if [ "${1:-}" = "--install" ]; then
    installed || rustup toolchain install "$msrv" --profile minimal
elif ! installed; then
    echo "msrv: SKIPPED: Rust $msrv (Cargo.toml's rust-version) is not installed here;" \
        "bash .ci/msrv.sh --install installs it first, as .ci/run and ci.yml do"
    exit 0
fi
# Its own target directory: another compiler's artefacts would only evict the main build's.
# `check`: whether that compiler accepts the code, without writing the binaries (disk).
cargo "+$msrv" check --workspace --locked --target-dir target/msrv
echo "msrv: the workspace compiles with Rust $msrv"
