/**
 * How every tool here launches Debian's Chromium (the e2e suite, the console-load bench,
 * Lighthouse): the system binary, never a downloaded one, headless and quiet — no sandbox (root in
 * a container), no GPU, no QUIC, and none of the background traffic a first run starts.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
