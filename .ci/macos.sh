#!/usr/bin/env bash
# CI for macOS, from Linux: type-checks and lints the crate for Apple silicon and Intel Macs,
# with the app (default features) and without it (the library; the command line alone).
# Nothing is linked (that needs Apple's SDK), so this catches code that does not compile
# there, not run-time behaviour. clippy runs the compiler's full check (`cargo check`) and
# adds its lints, so a separate `cargo check` would only repeat it. The library and the
# program only: the tests' and benches' dependencies (criterion's alloca) compile C for the
# target, which takes Apple's toolchain.
#
#   .ci/macos.sh
set -euo pipefail
cd "$(dirname "$0")/.."

for target in aarch64-apple-darwin x86_64-apple-darwin; do
  rustup target add "$target" >/dev/null 2>&1 || rustup target add "$target"
  start=$(date +%s)
  cargo clippy --target "$target" --lib --bins -- -D warnings
  cargo clippy --target "$target" --no-default-features --lib -- -D warnings
  cargo clippy --target "$target" --no-default-features --features cli --lib --bins -- -D warnings
  echo "macos: $target checked in $(($(date +%s) - start)) s"
done
