import { defineConfig } from '@playwright/test';

/**
 * The drills' own Playwright run (npm run test:fuzz, npm run test:production-start): one
 * production server on the embedded API, on E2E_PORT_BASE + 50, instead of the full suite's
 * five. The same spec files also run in the full suite (playwright.config.ts) on every submission.
 */
const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 50;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright-drills',
  timeout: 120_000,
  workers: 1,
  use: { baseURL: `http://localhost:${port}` },
  projects: [{ name: 'embedded' }],
  webServer: {
    command: `bash scripts/e2e-server.sh embedded ${port}`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
