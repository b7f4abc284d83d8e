#!/bin/sh
# `pnpm cluster` from a fresh machine: installs, builds the production bundles and the API, then starts the
# cluster (scripts/cluster.mjs: PostgreSQL, N API instances behind nginx, the console, the simulator).
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/install-and-build.sh
exec node scripts/cluster.mjs
