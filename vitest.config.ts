import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const exclude = ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'];

/**
 * DOM tests that replace modules or globals (vi.mock, spies, fake timers, stubs) each get their
 * own module graph; the others share one per worker (`isolate: false`), which skips importing
 * React, next-intl and the components again for every file: the DOM tests ran in 353 s isolated
 * and in 54 s shared on the 2-core CI machine. A replacement would leak into the next file of a
 * shared worker, so a file is put with the isolated ones as soon as it uses one.
 */
const REPLACES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\b/;
const domTests = fs
  .globSync('**/*.test.tsx', { cwd: root, exclude: (name) => /^(node_modules|\.next)$/.test(name) })
  .filter((file) => !file.startsWith('tests/e2e/'));
const isolatedDomTests = domTests.filter((file) =>
  REPLACES.test(fs.readFileSync(path.join(root, file), 'utf8')),
);

// Unit tests sit beside the code: `.test.ts` runs in node, `.test.tsx` in a DOM (jsdom).
export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': path.join(root, 'tests/support/empty-module.ts'),
    },
  },
  test: {
    testTimeout: 30_000,
    // API tests register many students from one (unknown) address; throttling tests lower it.
    env: { ACADEMY_REGISTRATIONS_PER_ADDRESS: '100000' },
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'node', include: ['**/*.test.ts'], exclude, environment: 'node' },
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
          include: isolatedDomTests,
          exclude,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
});
