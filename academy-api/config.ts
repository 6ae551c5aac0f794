import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** The only place the Academy API reads process.env; parsed on every call so tests can vary it. */
const configSchema = z.object({
  DATABASE_URL: z.url().optional(),
  ACADEMY_DATA_DIR: z.string().min(1).default('.data'),
  ACADEMY_DB_SNAPSHOT: z.string().min(1).optional(),
  ACADEMY_MIGRATIONS_DIR: z.string().min(1).optional(),
  // Demo accounts share a public password: a production PostgreSQL should set this to false.
  ACADEMY_SEED: flag.default(true),
  API_PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  NEXT_PHASE: z.string().optional(),
});

export type AcademyConfig = z.infer<typeof configSchema>;

export function getConfig(env: Record<string, string | undefined> = process.env): AcademyConfig {
  // Empty strings (VAR= in a .env file) mean "unset", not "invalid".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new Error(`Invalid Academy API environment variable(s): ${problems.join('; ')}`);
}
