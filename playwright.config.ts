import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './tests/e2e/support/ports';
import { FEEDBACK_STANDIN_KEY, FEEDBACK_STANDIN_PORT } from './tests/support/feedback-standin';
import { PAYMENT_STANDIN_ENV, PAYMENT_STANDIN_PORTS } from './tests/support/payment-standins';

/**
 * End-to-end tests drive the production (standalone) build in Debian's Chromium, never a browser
 * Playwright downloads. The full suite runs on the embedded API (PGlite); the @smoke set runs
 * again with the API as its own process on a real PostgreSQL server (when E2E_DATABASE_URL is
 * set), and the feedback flows once more against a stand-in outside feedback service (FEEDBACK_API_URL).
 */
const PORTS = E2E_PORTS;

/**
 * Debian's headless shell when installed (the test script installs it): Chromium's own engine
 * without the desktop browser's windows, tab strip and their renderers, which on two cores made
 * every new browser context cost a second of CPU. Playwright runs its own headless mode the same
 * way. Without it, Debian's full Chromium in headless mode.
 */
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');
const withPostgres = Boolean(process.env.E2E_DATABASE_URL);

const server = (mode: string, port: number, env: Record<string, string> = {}) => ({
  command: `bash scripts/e2e-server.sh ${mode} ${port}`,
  url: mode === 'api' ? `http://127.0.0.1:${port}/health` : `http://127.0.0.1:${port}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env,
});

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // Inside the test script's output folder, which also holds the seed snapshot: Playwright
  // empties its own outputDir at start.
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  use: {
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // Recording a trace costs every test ~30 % more CPU in the runner (DOM snapshots and
    // screencast frames on every action), and 'retain-on-failure' records it for every test to
    // keep only the failures'. In CI a test that fails is retried once, and that retry records it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Spinners, skeleton pulses and dialog fades drew frames the tests never look at: emulating
    // the reduced-motion preference (app/globals.css: every animation and transition honours it) cut Chromium's CPU by
    // about a quarter and the wall time of three specs by 13–17 % on the 2-core machine
    // (coaching, commerce, catalog: 148/169 s → 128/141 s). What is tested is the same screen.
    reducedMotion: 'reduce',
  },
  // Playwright queues a project's tests in the order projects are listed, and a test file whose
  // workers differ (another project, other worker fixtures) waits for a worker of its own. The
  // small projects go first: listed after the embedded run, they ran last, one file at a time
  // on a fresh worker while the other worker idled (about 100 s of a 850 s run).
  projects: [
    {
      name: 'feedback-standin',
      testMatch: /feedback\.spec\.ts/,
      use: { baseURL: `http://localhost:${PORTS.feedbackStandIn}` },
    },
    // The other production setup in one: the app talking to the API as its own process, which
    // runs on a PostgreSQL server (when E2E_DATABASE_URL is set, as `npm test` does).
    { name: 'api-process', grep: /@smoke/, use: { baseURL: `http://localhost:${PORTS.viaApi}` } },
    // The headless shell keeps no back/forward cache; the desktop Chromium does.
    {
      name: 'embedded-chromium',
      testMatch: /back-forward-cache\.spec\.ts/,
      use: {
        baseURL: `http://localhost:${PORTS.embedded}`,
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
    {
      name: 'embedded',
      testIgnore: /back-forward-cache\.spec\.ts/,
      use: { baseURL: `http://localhost:${PORTS.embedded}` },
    },
    // After the whole embedded run (the test script sets E2E_AXE_COVERAGE): every page route had
    // an axe-core check at both widths (tests/e2e/axe-coverage.check.ts). Off for a run of a few
    // files, which checks only some routes.
    ...(process.env.E2E_AXE_COVERAGE
      ? [{ name: 'axe-coverage', testMatch: /axe-coverage\.check\.ts/, dependencies: ['embedded'] }]
      : []),
  ],
  webServer: [
    // The payment providers' stand-ins (issue 40 checkout) before the app that calls them.
    {
      command: 'npx tsx tests/support/payment-standins.ts',
      url: `http://127.0.0.1:${PAYMENT_STANDIN_PORTS.health}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server('embedded', PORTS.embedded, PAYMENT_STANDIN_ENV),
    server(
      'api',
      PORTS.api,
      withPostgres ? { DATABASE_URL: String(process.env.E2E_DATABASE_URL) } : {},
    ),
    server('via-api', PORTS.viaApi, { API_UPSTREAM_PORT: String(PORTS.api) }),
    {
      command: `npx tsx tests/support/feedback-standin.ts ${FEEDBACK_STANDIN_PORT}`,
      url: `http://127.0.0.1:${FEEDBACK_STANDIN_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    server('feedback-standin', PORTS.feedbackStandIn, {
      FEEDBACK_STANDIN_PORT: String(FEEDBACK_STANDIN_PORT),
      FEEDBACK_STANDIN_KEY,
    }),
  ],
});
