#!/bin/sh
# Installs and starts the whole console with demo data on the embedded database (PGlite in
# ./server/data): builds the host, the remotes and the API (server/dist, run by node, not tsx),
# starts the reference channel feed on :3900 and the API on :4000, serves the console at
# http://localhost:3000 (each remote on its own port), starts a gentle touchpoint simulator so
# orders keep arriving, then prints the demo logins.
set -eu
cd "$(dirname "$0")/.."
. scripts/lib/install-and-build.sh

pids=""
cleanup() {
  for pid in $pids; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT INT TERM

# The reference channel feed (README "The channel feed"): the demo channels' Sync buttons read it.
node scripts/reference-feed.mjs &
pids="$pids $!"
pnpm --filter @console/server start &
pids="$pids $!"
node scripts/serve-apps.mjs &
pids="$pids $!"

for _ in $(seq 1 120); do
  if curl -fs http://localhost:4000/api/merchant/health >/dev/null 2>&1 && curl -fs http://localhost:3000/ >/dev/null 2>&1; then
    break
  fi
  sleep 1
done
# A gentle touchpoint simulator (README "Vending"): three machines, a vend every ~20 s each.
node scripts/touchpoint-simulator.mjs run --api http://localhost:4000 --machines 3 --interval 20 &
pids="$pids $!"

echo
echo "The console is ready: http://localhost:3000   (API http://localhost:4000, docs http://localhost:4000/api/docs)"
echo "Sign in with admin@demo.local / Admin@123 (the other demo logins are listed above). Ctrl+C stops everything."
echo "The platform console (publish, pin, roll out and roll back remotes per tenant): platform@demo.local / Platform@123"
wait
