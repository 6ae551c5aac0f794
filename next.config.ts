import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const config: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: { authInterrupts: true },
  // PGlite loads its WebAssembly from its own package folder; pg has optional native bits.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Read at run time by the embedded API, so the standalone output must carry them.
  outputFileTracingIncludes: {
    '/**': ['./academy-api/db/migrations/**/*', './node_modules/@electric-sql/pglite/dist/**/*'],
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(config);
