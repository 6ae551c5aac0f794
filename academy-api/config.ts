import { z } from 'zod';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '../shared/integrations/api-token-scopes';
import {
  contentPackagesOn,
  contentPackagesProblem,
  contentPackagesSetting,
  packageMaxBytesSetting,
} from '../shared/packages/limits';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const S3_PREFIX = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;

/** The only place the Academy API reads process.env; parsed on every call so tests can vary it. */
const configSchema = z.object({
  DATABASE_URL: z.url().optional(),
  ACADEMY_DATA_DIR: z.string().min(1).default('.data'),
  ACADEMY_DB_SNAPSHOT: z.string().min(1).optional(),
  ACADEMY_MIGRATIONS_DIR: z.string().min(1).optional(),
  APP_ENV: z.enum(['production', 'review', 'staging', 'development']).optional(),
  // Demo accounts share a public password: off in production, and it cannot be turned on there.
  ACADEMY_SEED: flag.optional(),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  // The app's proof that a call is its own (the app's ACADEMY_API_KEY); only then is
  // the visitor's address it names (X-Academy-Client-Address) trusted by `npm run api`.
  ACADEMY_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  NEXT_PHASE: z.string().optional(),
  // Registrations one address may make in ten minutes (end-to-end tests raise it).
  ACADEMY_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(5),
  // E-mail over SMTP (smtp:// or smtps://, nodemailer's URL with its options as query
  // parameters); unset = .eml files in ACADEMY_DATA_DIR/mail (the demo).
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // The sender of e-mail that is not a mailing (mailings use the mailing list's settings).
  MAIL_FROM: z.string().min(3).optional(),
  // The HMAC key of unsubscribe links; unset = one generated once and kept in the database,
  // so every instance shares it.
  UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // The largest content package (a SCORM or cmi5 zip, issue 37) an author may upload, in bytes.
  ACADEMY_PACKAGE_MAX_BYTES: packageMaxBytesSetting,
  // Content packages (issue 37): `on` lets authors upload packages and learners play them;
  // `off` answers their routes as paths that do not exist. Unset: on, except in production
  // without ACADEMY_CONTENT_ORIGIN (the origin packages play from, which the app serves).
  ACADEMY_CONTENT_PACKAGES: contentPackagesSetting,
  ACADEMY_CONTENT_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  // Requests one API token (issue 42) may make a minute, every instance together (429 beyond).
  ACADEMY_API_TOKEN_REQUESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(API_TOKEN_REQUESTS_PER_MINUTE),
  // Webhooks (issue 42) to http and to loopback or private addresses: allowed by default outside
  // production (development, the tests' receivers), never in production (SSRF).
  ACADEMY_WEBHOOKS_ALLOW_PRIVATE: flag.optional(),
  // Where uploaded files are kept (issue 42): `datadir` (ACADEMY_DATA_DIR/files, one instance's
  // own) or `s3`, a bucket of S3 or an S3-compatible store that every instance shares.
  ACADEMY_FILE_STORAGE: z.enum(['datadir', 's3']).default('datadir'),
  ACADEMY_S3_BUCKET: z.string().min(1).optional(),
  // Unset: the SDK's own (AWS_REGION, the shared config file).
  ACADEMY_S3_REGION: z.string().min(1).optional(),
  // An S3-compatible store (MinIO, Ceph …); unset: AWS's endpoint for the region.
  ACADEMY_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  ACADEMY_S3_FORCE_PATH_STYLE: flag.optional(),
  // A folder of the bucket the keys go below (a bucket shared with other uses).
  ACADEMY_S3_PREFIX: z
    .string()
    .regex(S3_PREFIX, 'folder names of letters, digits, dot, dash and underscore, joined by /')
    .optional(),
  // Both or neither; neither: the SDK's credential chain (AWS_ACCESS_KEY_ID, an instance role …).
  ACADEMY_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ACADEMY_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The payment providers' APIs (issue 40 checkout): the real ones unless set (the tests point
  // them at a loopback stand-in). Never sent to a browser.
  ACADEMY_MOLLIE_API_URL: z.url({ protocol: /^https$/ }).default('https://api.mollie.com/v2/'),
  ACADEMY_STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com/'),
  // The background worker (announcement notifications, mailings): off for one-off scripts.
  ACADEMY_WORKER: flag.optional(),
});

export type AcademyConfig = Omit<
  z.infer<typeof configSchema>,
  'ACADEMY_SEED' | 'ACADEMY_WEBHOOKS_ALLOW_PRIVATE'
> & {
  /** Whether to seed the demo data into an empty database (never in production). */
  ACADEMY_SEED: boolean;
  /** Whether a webhook may go to http or a private address (never in production). */
  ACADEMY_WEBHOOKS_ALLOW_PRIVATE: boolean;
};

/**
 * The demo seed creates staff accounts with a published password, so production never
 * seeds, and saying ACADEMY_SEED=true there is a configuration error rather than silently ignored.
 */
export function productionProblems(config: z.infer<typeof configSchema>): string[] {
  if (config.APP_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!config.DATABASE_URL) {
    problems.push(
      'DATABASE_URL: required when APP_ENV=production (PGlite serves one process: the demo and tests)',
    );
  }
  if (config.ACADEMY_SEED === true) {
    problems.push(
      'ACADEMY_SEED: the demo seed (staff accounts with a public password) cannot be turned on when APP_ENV=production',
    );
  }
  if (config.ACADEMY_WEBHOOKS_ALLOW_PRIVATE === true) {
    problems.push(
      'ACADEMY_WEBHOOKS_ALLOW_PRIVATE: webhooks to loopback or private addresses cannot be allowed when APP_ENV=production',
    );
  }
  const packages = contentPackagesProblem(config);
  if (packages) problems.push(packages);
  return problems;
}

/** Settings that make no storage at all: refused in every environment, not only production. */
export function fileStorageProblems(config: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  if (config.ACADEMY_FILE_STORAGE === 's3' && !config.ACADEMY_S3_BUCKET) {
    problems.push('ACADEMY_S3_BUCKET: required when ACADEMY_FILE_STORAGE=s3');
  }
  if (!config.ACADEMY_S3_ACCESS_KEY_ID !== !config.ACADEMY_S3_SECRET_ACCESS_KEY) {
    problems.push(
      "ACADEMY_S3_ACCESS_KEY_ID, ACADEMY_S3_SECRET_ACCESS_KEY: set both, or neither for the SDK's credential chain",
    );
  }
  return problems;
}

export function getConfig(env: Record<string, string | undefined> = process.env): AcademyConfig {
  // Empty strings (VAR= in a .env file) mean "unset", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  const problems = parsed.success
    ? [...productionProblems(parsed.data), ...fileStorageProblems(parsed.data)]
    : parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      );
  if (parsed.success && problems.length === 0) {
    const seed = parsed.data.ACADEMY_SEED ?? parsed.data.APP_ENV !== 'production';
    return {
      ...parsed.data,
      ACADEMY_SEED: seed,
      ACADEMY_WEBHOOKS_ALLOW_PRIVATE:
        parsed.data.ACADEMY_WEBHOOKS_ALLOW_PRIVATE ?? parsed.data.APP_ENV !== 'production',
      ACADEMY_CONTENT_PACKAGES: contentPackagesOn(parsed.data),
    };
  }
  throw new Error(`Invalid Academy API environment variable(s): ${problems.join('; ')}`);
}
