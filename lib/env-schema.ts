import { z } from 'zod';
import {
  contentPackagesOn,
  contentPackagesProblem,
  contentPackagesSetting,
  packageMaxBytesSetting,
} from '../shared/packages/limits';
import { DEFAULT_PLAUSIBLE_SUBDIRECTORY, SUBDIRECTORY_PATTERN } from './monitoring/analytics';
import { isDsn } from './monitoring/dsn';

/**
 * The app's configuration schema, validated with zod. Kept free of `server-only` so the start-up
 * check in instrumentation.ts can use it; read values through lib/env.ts.
 */
const envSchema = z.object({
  APP_ENV: z.enum(['production', 'review', 'staging', 'development']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACADEMY_API_URL: z.url().optional(),
  // Proves to a separate Academy API (npm run api) that a call comes from this app, so
  // it trusts the visitor's address the call names; the API must be given the same value.
  ACADEMY_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // Read by the embedded API (academy-api/config.ts); checked here too so the app names them.
  DATABASE_URL: z.url().optional(),
  ACADEMY_SEED: z.enum(['true', 'false', '1', '0']).optional(),
  ACADEMY_DATA_DIR: z.string().default('.data'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  // Content packages (issue 37): `on` shows the editor's "Upload a package" and plays them;
  // unset, on except in production without ACADEMY_CONTENT_ORIGIN (contentPackagesOn). The API
  // reads the same variables.
  ACADEMY_CONTENT_PACKAGES: contentPackagesSetting,
  // Where package content is served (an origin of its own: lib/packages/content-origin.ts);
  // unset = content.localhost on the app's port, which only a browser on this machine reaches.
  ACADEMY_CONTENT_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  // The largest content package zip (issue 37), in bytes; the API reads the same variable.
  ACADEMY_PACKAGE_MAX_BYTES: packageMaxBytesSetting,
  // How many reverse proxies in front of the app append to X-Forwarded-For (nginx: 1).
  // server/http-guard.cjs reads it too (it rewrites the header before the app sees it).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  // Guest pages rendered once per portal and language (server/guest-page-cache.cjs reads it):
  // `off` renders every guest page for every request.
  ACADEMY_GUEST_PAGE_CACHE: z.enum(['on', 'off']).optional(),
  // Monitoring and analytics (spec §1; lib/monitoring). Unset DSN = monitoring off.
  SENTRY_DSN: z
    .string()
    .refine(isDsn, 'must be a Sentry DSN such as https://key@o1.ingest.sentry.io/123')
    .optional(),
  // Unset: Plausible's hosted service in production, and no analytics without APP_ENV (the demo).
  PLAUSIBLE_HOST: z.url({ protocol: /^https?$/ }).optional(),
  // Read by next.config.ts at build time (the proxied paths are rewrites); see docs/configuration.md.
  PLAUSIBLE_SUBDIRECTORY: z
    .string()
    .regex(SUBDIRECTORY_PATTERN, 'must be one path segment (letters, digits, - and _)')
    .default(DEFAULT_PLAUSIBLE_SUBDIRECTORY),
  // The feedback service. Unset URL = the embedded API's /feedback/*; both stay on
  // the server (lib/feedback/server), never in a page or bundle.
  FEEDBACK_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  FEEDBACK_API_KEY: z.string().min(1).optional(),
  // Read by the embedded API (academy-api/config.ts); checked here too so the app
  // names them at start-up.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type AppEnv = z.infer<typeof envSchema>;

/**
 * What production needs, each missing setting named: an explicit session secret, a
 * real database (DATABASE_URL) or a separate Academy API (ACADEMY_API_URL) instead of the demo's
 * embedded PGlite, and never the demo seed.
 */
function productionProblems(env: AppEnv): string[] {
  if (env.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required (at least 32 characters)');
  }
  if (!env.DATABASE_URL && !env.ACADEMY_API_URL) {
    problems.push(
      'DATABASE_URL or ACADEMY_API_URL: one is required (PostgreSQL for the embedded API, or a separate Academy API)',
    );
  }
  if (env.ACADEMY_SEED === 'true' || env.ACADEMY_SEED === '1') {
    problems.push(
      'ACADEMY_SEED: the demo seed (staff accounts with a public password) cannot be turned on in production',
    );
  }
  const packages = contentPackagesProblem(env);
  if (packages) problems.push(packages);
  return problems;
}

export function parseEnv(source: Record<string, string | undefined>): AppEnv {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  // Unset, content packages follow where the app runs (contentPackagesOn).
  env.ACADEMY_CONTENT_PACKAGES = contentPackagesOn(env);
  const production = productionProblems(env);
  if (production.length > 0) {
    throw new Error(`Invalid configuration for APP_ENV=production:\n${production.join('\n')}`);
  }
  if (env.FEEDBACK_API_URL && !env.FEEDBACK_API_KEY) {
    throw new Error('Invalid configuration: FEEDBACK_API_KEY is required with FEEDBACK_API_URL.');
  }
  return env;
}
