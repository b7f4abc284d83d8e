# Sourced by the two commands: pnpm 10 without corepack (which fails on this machine).
if ! command -v pnpm >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -q '^10\.'; then
  echo "Installing pnpm 10 with npm…"
  npm install -g pnpm@10 >/dev/null
fi
