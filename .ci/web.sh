#!/usr/bin/env bash
# The web build: installs what a fresh machine lacks, builds dist/ (release), checks the
# library's wasm32 build, serves dist/ on 127.0.0.1 and runs the browser tests in
# headless Chromium (.ci/web/test_browser.py).
#
#   bash .ci/web.sh           everything above (what CI runs)
#   bash .ci/web.sh --build   dist/ only
#   bash .ci/web.sh --serve   dist/, then serve it at http://127.0.0.1:8000/ until Ctrl-C
#   bash .ci/web.sh --bench   dist/, then the speed benchmark (benches/web_speed.py; needs
#                             target/release/nqueens, or builds it)
#
# Only package registries are reachable: trunk would download wasm-bindgen and wasm-opt
# from GitHub releases, so this drives cargo and wasm-bindgen itself, with wasm-bindgen-cli
# from crates.io at the version Cargo.lock pins.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-all}"
export CARGO_TERM_COLOR=never
say() { echo "web.sh: $*" >&2; }

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  if ((${#missing[@]})); then
    say "installing ${missing[*]}"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# --- tools -----------------------------------------------------------------------------
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || rustup target list --installed | grep -q wasm32-unknown-unknown
# The CLI must be the exact version of the wasm-bindgen crate the build links.
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$bindgen_version" ]]; then
  say "installing wasm-bindgen-cli $bindgen_version"
  # --locked first; 0.2.130's lock file names a release the registry no longer serves
  # (webpki-roots 1.0.11), which fails at once, before anything is built: then unlocked.
  cargo install -q --locked wasm-bindgen-cli --version "=$bindgen_version" 2>/dev/null ||
    cargo install -q wasm-bindgen-cli --version "=$bindgen_version"
fi

# --- dist/ -----------------------------------------------------------------------------
build() {
  local started=$SECONDS
  # The library as a cdylib (the .wasm), the app without the command line's crates.
  cargo rustc -q --lib --release --target wasm32-unknown-unknown --no-default-features --features gui \
    --crate-type cdylib
  rm -rf dist && mkdir -p dist
  wasm-bindgen --target web --no-typescript --out-dir dist --out-name queenside \
    target/wasm32-unknown-unknown/release/nqueens.wasm
  # No wasm-opt: Debian's binaryen (108) breaks the reference-types tables this wasm-bindgen
  # emits (the page stops at WebAssembly.Table.set), and the download is within 4 MiB without it.
  cp web/index.html web/worker.js web/manifest.webmanifest dist/
  cp assets/queenside.png dist/
  # The install's icons (browsers want 192 and 512 pixels; the app's icon is 256).
  python3 .ci/web/icons.py assets/queenside.png dist 192 512
  # The offline copy's version: a hash of this build's files, so a new build is a new sw.js,
  # which replaces the browser's cache of the old (web/sw.js).
  local version
  version=$(cd dist && cat index.html queenside.js queenside_bg.wasm worker.js manifest.webmanifest \
    queenside.png icon-192.png icon-512.png | sha256sum | cut -c1-16)
  sed "s/__QUEENSIDE_VERSION__/$version/" web/sw.js >dist/sw.js
  say "dist/ built in $((SECONDS - started)) s (offline copy $version); queenside_bg.wasm is $(stat -c %s dist/queenside_bg.wasm) bytes," \
    "$(gzip -9 -c dist/queenside_bg.wasm | wc -c) gzipped"
}
build
[[ "$mode" == "--build" ]] && exit 0

serve() {
  # exec: the server is the job `serve … &` starts, so killing that job ends it. (A server
  # left behind kept the port, and the next run's tests read its deleted folder: blank pages.)
  exec python3 -m http.server --bind 127.0.0.1 --directory dist "$1"
}
if [[ "$mode" == "--serve" ]]; then
  say "serving dist/ at http://127.0.0.1:8000/ (Ctrl-C ends it)"
  serve 8000
  exit 0
fi

# The library alone, as the README promises it builds for the web too.
cargo check -q --target wasm32-unknown-unknown --no-default-features --lib

# The web build's counts against the published totals, in Node: its WebAssembly-only code
# (the join's SIMD loop) has no native test.
command -v node >/dev/null || apt_install nodejs
if [[ -f ../shared/data/known-counts.json ]]; then
  node .ci/web/wasm_counts.mjs dist ../shared/data/known-counts.json
else
  say "SKIPPED the web build's counts: no ../shared/data/known-counts.json beside the repository"
fi

# --- browser tests ---------------------------------------------------------------------
apt_install chromium
# Only the Python package: the browser is Debian's (executable_path), nothing downloaded.
# A Debian Python refuses pip's system installs unless told (PEP 668): then told.
if ! python3 -c 'import playwright' 2>/dev/null; then
  apt_install python3-pip
  python3 -m pip install -q playwright 2>/dev/null || python3 -m pip install -q --break-system-packages playwright
fi
# The puzzle sheet's test reads the downloaded PDF back (pdfinfo, pdftotext).
apt_install poppler-utils
# The Export test opens the downloaded file with the command line.
[[ -x target/debug/nqueens ]] || cargo build -q --bin nqueens

port=8765
serve "$port" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  curl -sf "http://127.0.0.1:$port/index.html" >/dev/null && break
  sleep 0.1
done
if [[ "$mode" == "--bench" ]]; then
  QUEENSIDE_URL="http://127.0.0.1:$port/" python3 benches/web_speed.py
  exit 0
fi
QUEENSIDE_URL="http://127.0.0.1:$port/" NQUEENS="$PWD/target/debug/nqueens" python3 .ci/web/test_browser.py
