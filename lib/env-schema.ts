import { z } from 'zod';

/**
 * The app's configuration schema, validated with zod. Kept free of `server-only` so the start-up
 * check in instrumentation.ts can use it; read values through lib/env.ts.
 */
const envSchema = z.object({
  APP_ENV: z.enum(['production', 'review', 'staging', 'development']).optional(),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACADEMY_API_URL: z.url().optional(),
  ACADEMY_DATA_DIR: z.string().default('.data'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
});

export type AppEnv = z.infer<typeof envSchema>;

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
  if (env.APP_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error(
      'Invalid configuration: SESSION_SECRET is required when APP_ENV=production (at least 32 characters).',
    );
  }
  return env;
}
