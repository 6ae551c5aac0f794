import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const exclude = ['node_modules/**', '.next/**', 'tests/e2e/**', '.data/**'];

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
          exclude,
          environment: 'jsdom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
});
