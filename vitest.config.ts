import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const exclude = ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'];

/**
 * Test files that replace modules, globals or the environment (vi.mock, spies, fake timers, stubs,
 * assignments to process.env) each get their own module graph; the others share one per worker
 * (`isolate: false`), which skips importing the API, React, next-intl and the components again for
 * every file. Measured on the 2-core CI machine: the DOM tests took 353 s isolated and 54 s
 * shared; twelve API route test files 232 s and 107 s (import was 44 % of it). A replacement would
 * leak into the next file of a shared worker, so a file goes with the isolated ones as soon as it
 * makes one.
 */
const REPLACES =
  /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;
const testFiles = (pattern: string) =>
  fs
    .globSync(pattern, {
      cwd: root,
      exclude: (name) => /^(node_modules|\.next|\.data)$/.test(name),
    })
    .filter((file) => !file.startsWith('tests/e2e/'));
const replaces = (file: string) => REPLACES.test(fs.readFileSync(path.join(root, file), 'utf8'));
const isolatedNodeTests = testFiles('**/*.test.ts').filter(replaces);
/**
 * Isolated files run in the `vmThreads` pool: a fresh VM context per file inside long-lived
 * worker threads, instead of a new child process per file that imports Vitest, jsdom and React
 * again (measured on the 2-core machine: the isolated DOM files took 120 s in forks and 30 s
 * in VM contexts, the isolated node files 56 s and 33 s). These few need a process of their own:
 * they redefine `window.location`, or read globals (ReadableStream, File) that a VM context does
 * not carry across from Node.
 */
const OWN_PROCESS = [
  'components/course-page/course-outline.test.tsx',
  'components/course-page/guest-course-page.test.tsx',
  'components/certificates/issued-certificates.test.tsx',
  'components/quiz-editor/quiz-editor.test.tsx',
  'components/shell/guest-ping.test.tsx',
];
const isolatedDomTests = testFiles('**/*.test.tsx').filter(replaces);
const vmDomTests = isolatedDomTests.filter((file) => !OWN_PROCESS.includes(file));
const forkedDomTests = isolatedDomTests.filter((file) => OWN_PROCESS.includes(file));

// Unit tests sit beside the code: `.test.ts` runs in node, `.test.tsx` in a DOM (jsdom).
export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    // Vitest's default outside watch mode is one worker fewer than the machine's cores: on the
    // 2-core CI machine that is one, and the whole suite ran on a single core while the other
    // idled (1,143 s). The API tests are CPU-bound in PGlite, not contending for anything shared
    // (each file has its own in-memory database; the PostgreSQL ones create their own), so every
    // core takes a worker.
    maxWorkers: Math.max(2, os.availableParallelism()),
    testTimeout: 30_000,
    // API tests register many students from one (unknown) address; throttling tests lower it.
    // Content packages are on, as they are by default outside production (ACADEMY_CONTENT_PACKAGES).
    env: { ACADEMY_REGISTRATIONS_PER_ADDRESS: '100000', ACADEMY_CONTENT_PACKAGES: 'on' },
    hookTimeout: 120_000,
    globalSetup: ['tests/support/test-snapshot.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['**/*.test.ts'],
          exclude: [...exclude, ...isolatedNodeTests],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: isolatedNodeTests,
          exclude,
          environment: 'node',
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['**/*.test.tsx'],
          exclude: [...exclude, ...isolatedDomTests],
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: vmDomTests,
          exclude,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
          pool: 'vmThreads',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-own-process',
          include: forkedDomTests,
          exclude,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
});
