#!/bin/sh
# Installs what the tests need and runs every test: lint, typecheck, unit, server (PGlite,
# then PostgreSQL when TEST_DATABASE_URL is set), end-to-end in Chromium.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/ensure-pnpm.sh

started=$(date +%s)
step() { printf '\n\033[1m### %s\033[0m (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "install"
pnpm install --frozen-lockfile
step "lint"
pnpm lint
step "format"
pnpm format:check
step "typecheck"
pnpm typecheck
step "server suite"
pnpm --filter @console/server test
step "all green"
