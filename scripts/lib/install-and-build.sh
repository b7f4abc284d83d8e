# Sourced by the commands that run the production builds (start, cluster): pnpm 10, the locked
# dependencies, then the host, the remotes and the API built for production.
. scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
echo "Building the host, the remotes and the API (production builds)…"
pnpm build
