/**
 * End-to-end tests against the production builds served as deployed (host and remote on their
 * own ports) and the real API server on a fresh embedded database, in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { E2E } from './support/env';

const BESIDE = /(accessibility|deploy-remote)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Two lanes, one worker each: the console's tests one file after another (they share one API and
  // its data), and beside them what shares nothing with them — the axe sweeps, which only read
  // (and scan records no test deletes), and the remote deploys, which build and serve their own
  // copy of remote-admin against their own API — minutes that would otherwise wait their turn.
  workers: 2,
  projects: [
    { name: 'console', testIgnore: BESIDE, workers: 1 },
    { name: 'beside', testMatch: BESIDE, workers: 1 },
  ],
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: E2E.hostUrl,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
