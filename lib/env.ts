import 'server-only';
import { type AppEnv, parseEnv } from './env-schema';

export type { AppEnv } from './env-schema';

let cached: AppEnv | undefined;

/** The validated configuration, read from process.env once. */
export function env(): AppEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().APP_ENV === 'production';
