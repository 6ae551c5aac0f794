import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { parseEnv } from './lib/env-schema';
import { ANALYTICS_ROUTES, analyticsPaths } from './lib/monitoring/analytics';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  // No other site's window keeps a handle on ours (tab-nabbing, cross-window leaks).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Our responses are not readable as no-cors subresources of other sites.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  // A production build is served over https: a year of HSTS (browsers ignore it over http).
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
];

/**
 * A package's files and launcher: who may frame them is the API's to say (a CSP frame-ancestors
 * of the launching player's origin, academy-api/packages/play.routes.ts), as X-Frame-Options
 * cannot name another origin.
 */
const packageContentHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
];

// Build time: the Plausible paths are rewrites, fixed in the build (PLAUSIBLE_HOST is not: the
// route handlers read it at run time). Validated by the same schema as at start-up.
const { PLAUSIBLE_SUBDIRECTORY } = parseEnv({
  PLAUSIBLE_SUBDIRECTORY: process.env.PLAUSIBLE_SUBDIRECTORY,
});
const analytics = analyticsPaths(PLAUSIBLE_SUBDIRECTORY);

const config: NextConfig = {
  output: 'standalone',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    authInterrupts: true,
    // The test script builds a clean clone once: Turbopack's build cache would be written (~20 s)
    // and never read. Every other build keeps it, so a rebuild after a change is quicker.
    turbopackFileSystemCacheForBuild: process.env.ACADEMY_BUILD_ONCE !== '1',
  },
  // The test script has just type-checked the whole project (tsc --noEmit, a counted check):
  // the build's own check of the same files would take another ~35 s. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.ACADEMY_TYPECHECKED === '1' },
  turbopack: {
    resolveAlias: {
      // Precompiled messages (shared/i18n/precompiled.ts): use-intl formats messages
      // compiled by icu-minify instead of parsing ICU texts with intl-messageformat on every
      // request, and the browser does without the parser. next-intl's plugin sets the same alias
      // for its own message catalogs; ours are compiled at run time because portals override
      // them. Relative, like the plugin's: Turbopack aliases do not take absolute paths.
      'use-intl/format-message':
        './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
    },
  },
  // PGlite loads its WebAssembly from its own package folder; pg has optional native bits.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  // Read at run time by the embedded API, so the standalone output must carry them.
  outputFileTracingIncludes: {
    '/**': [
      './academy-api/db/migrations/**/*',
      './node_modules/@electric-sql/pglite/dist/**/*',
      // The SCORM run-time the content origin serves (academy-api/packages/play.routes.ts).
      './node_modules/scorm-again/dist/scorm12.min.js',
      './node_modules/scorm-again/dist/scorm2004.min.js',
      // The invoices' fonts (academy-api/commerce/invoice-pdf.ts).
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    ],
  },
  // Inlined into <Analytics>, so the page names exactly the paths rewritten below.
  env: { ACADEMY_PLAUSIBLE_SUBDIRECTORY: PLAUSIBLE_SUBDIRECTORY },
  async headers() {
    return [
      // Not the content origin's packages (lib/packages/content-origin.ts): the launcher is
      // framed by the player, and a package's pages by the launcher.
      { source: '/:path((?!package-content/|lti/tool/).*)', headers: securityHeaders },
      // The LTI tool pages (issue 38): framed by learning platforms, so no X-Frame-Options (their
      // frame-ancestors is the proxy's CSP, lib/proxy/csp.ts).
      {
        source: '/lti/tool/:path*',
        headers: securityHeaders.filter((header) => header.key !== 'X-Frame-Options'),
      },
      { source: '/package-content/:path*', headers: packageContentHeaders },
    ];
  },
  async rewrites() {
    // beforeFiles: checked before any page, so no route (a future catch-all) can shadow them.
    return {
      beforeFiles: [
        { source: analytics.scriptPath, destination: ANALYTICS_ROUTES.script },
        { source: analytics.apiPath, destination: ANALYTICS_ROUTES.event },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

/**
 * Sentry's build integration with everything that would need the network or a Sentry account
 * turned off: the build machine is offline and one image serves many deployments, so nothing
 * about Sentry (DSN, release) is decided at build time.
 */
const sentryBuildOptions = {
  silent: true,
  telemetry: false,
  authToken: undefined,
  sourcemaps: { disable: true },
  release: { create: false, finalize: false },
  // No upload step after compilation (it would create releases and upload source maps).
  useRunAfterProductionCompileHook: false,
  // No build-time rewriting of server dependencies; the server SDK's runtime hooks suffice.
  buildTimeInstrumentation: false,
  // The route manifest would be inlined into every page's first-load JS, even without a DSN.
  routeManifestInjection: false,
} satisfies Parameters<typeof withSentryConfig>[1];

/**
 * Sentry also injects build-time globals into instrumentation-client.ts, which every page loads
 * before hydration. The only one left (the Next.js version) serves the SDK's dev-mode
 * symbolication, so the rule is removed: without a DSN, first-load JS holds nothing of Sentry.
 */
const CLIENT_INJECTION_RULE = '**/instrumentation-client.*';

function withoutClientInjection(nextConfig: NextConfig): NextConfig {
  const rules = nextConfig.turbopack?.rules;
  if (!rules || !(CLIENT_INJECTION_RULE in rules)) return nextConfig;
  const { [CLIENT_INJECTION_RULE]: _injected, ...rest } = rules;
  return { ...nextConfig, turbopack: { ...nextConfig.turbopack, rules: rest } };
}

export default withoutClientInjection(
  withSentryConfig(withNextIntl(config), sentryBuildOptions) as NextConfig,
);
