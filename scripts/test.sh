#!/bin/sh
# Installs what the tests need and runs every test: lint, docs, format, types, unit (Jest), server
# (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), production builds and the remotes' contract
# check, end-to-end in Chromium.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/ensure-pnpm.sh
. scripts/lib/ensure-chromium.sh

started=$(date +%s)
step() { printf '\n\033[1m### %s\033[0m (%ss)\n' "$1" "$(( $(date +%s) - started ))"; }

step "install"
pnpm install --frozen-lockfile
step "lint"
pnpm lint
step "docs (commands and links in README.md, docs/, bench/README.md)"
pnpm test:docs
step "format"
pnpm format:check
step "typecheck"
pnpm typecheck
step "unit and component tests (Jest)"
pnpm test:unit
step "server suite"
pnpm test:server
step "production builds"
pnpm build
step "remote contracts (each built remote as the platform checks it before publishing)"
pnpm check:remotes
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "chaos, short form (3 API instances behind nginx on PostgreSQL, instances killed with SIGKILL)"
  pnpm --filter @console/bench chaos --short
fi
step "end-to-end (Playwright, Chromium)"
pnpm test:e2e
step "all green"
