import path from 'node:path';
import type { NextConfig } from 'next';

// The repository root: where node_modules (the same Next.js as the platform's) lives.
const root = path.resolve(import.meta.dirname, '../..');

/**
 * The bare Next.js app `npm run bench:web` measures the platform against: the same Next.js
 * version, standalone output like the platform's, nothing else.
 */
const config: NextConfig = {
  output: 'standalone',
  outputFileTracingRoot: root,
  turbopack: { root },
  poweredByHeader: false,
};

export default config;
