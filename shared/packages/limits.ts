import { z } from 'zod';

/**
 * The content packages' settings (issue 37), read alike by the API's configuration
 * (academy-api/config.ts) and the app's (lib/env-schema.ts, which next.config.ts loads: this
 * file imports nothing but zod).
 */

/** ACADEMY_PACKAGE_MAX_BYTES unless set: the largest package zip an author may upload. */
export const DEFAULT_PACKAGE_MAX_BYTES = 200_000_000;

/** ACADEMY_PACKAGE_MAX_BYTES: 1 MB to 2 GB (the unpacked limit), in bytes. */
export const packageMaxBytesSetting = z.coerce
  .number()
  .int()
  .min(1_000_000)
  .max(2_000_000_000)
  .default(DEFAULT_PACKAGE_MAX_BYTES);

/** ACADEMY_CONTENT_PACKAGES as written: `on` or `off`; unset, contentPackagesOn decides. */
export const contentPackagesSetting = z.enum(['on', 'off']).optional();

/**
 * Whether content packages are on (issue 37): as ACADEMY_CONTENT_PACKAGES says; unset, on,
 * except in production without ACADEMY_CONTENT_ORIGIN, where packages would have no origin of
 * their own to play from (the demo's content.localhost answers only on the same machine).
 */
export function contentPackagesOn(env: {
  ACADEMY_CONTENT_PACKAGES?: 'on' | 'off';
  APP_ENV?: string;
  ACADEMY_CONTENT_ORIGIN?: string;
}): 'on' | 'off' {
  if (env.ACADEMY_CONTENT_PACKAGES) return env.ACADEMY_CONTENT_PACKAGES;
  return env.APP_ENV === 'production' && !env.ACADEMY_CONTENT_ORIGIN ? 'off' : 'on';
}

/** What production cannot run with: packages switched on without an origin of their own. */
export function contentPackagesProblem(env: {
  ACADEMY_CONTENT_PACKAGES?: 'on' | 'off';
  APP_ENV?: string;
  ACADEMY_CONTENT_ORIGIN?: string;
}): string | null {
  return env.APP_ENV === 'production' &&
    env.ACADEMY_CONTENT_PACKAGES === 'on' &&
    !env.ACADEMY_CONTENT_ORIGIN
    ? 'ACADEMY_CONTENT_ORIGIN: required with ACADEMY_CONTENT_PACKAGES=on (an origin of their own that packages play from; docs/configuration.md)'
    : null;
}
