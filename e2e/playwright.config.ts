/**
 * End-to-end tests against the production builds served as deployed (host and remote on their
 * own ports) and the real API server on a fresh embedded database, in Debian's Chromium.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { E2E } from './support/env';

const BESIDE = /(accessibility|deploy-remote|platform)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // One test at a time. The axe sweeps and the remote rebuilds share no data with the console's tests
  // and once ran beside them in a second lane, but on a 2-core machine their CPU (a sweep of every
  // screen, two webpack builds) starved the console's tests until their waits ran out: tests racing
  // background work. They run in turn now, in their own project.
  workers: 1,
  projects: [
    { name: 'console', testIgnore: BESIDE },
    { name: 'beside', testMatch: BESIDE },
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
