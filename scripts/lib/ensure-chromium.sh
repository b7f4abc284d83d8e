# Sourced by the test command: Debian's Chromium for the e2e leg (never `playwright install`).
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Chromium from Debian's packages…"
    (apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null; })
  else
    echo "Chromium is missing: install it (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export CHROMIUM_PATH
