#!/usr/bin/env bash
# Installs the Rust toolchain CI builds with (its one pin) and prints RUSTUP_TOOLCHAIN=<version>.
#
# The toolchain comes with rustfmt, clippy and the wasm32 target; the printed line is for the
# caller's environment:
#
#   export "$(.ci/toolchain.sh)"           .ci/run
#   .ci/toolchain.sh >> "$GITHUB_ENV"      every workflow job that runs cargo
#
# Not a rust-toolchain.toml: on machines where rustup does not install on demand
# (RUSTUP_AUTO_INSTALL=0, as on this project's build machines), such a file makes every plain
# `cargo` fail until someone runs `rustup toolchain install`, and the README's first two commands
# must work on a fresh machine with any Rust from the MSRV (`rust-version` in Cargo.toml) on.
set -euo pipefail

RUST_TOOLCHAIN=1.95.0

rustup toolchain install "$RUST_TOOLCHAIN" --profile minimal \
    --component rustfmt,clippy --target wasm32-unknown-unknown >&2
echo "RUSTUP_TOOLCHAIN=$RUST_TOOLCHAIN"
