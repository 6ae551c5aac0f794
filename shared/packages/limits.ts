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

/** ACADEMY_CONTENT_PACKAGES: packages may be uploaded (`on`) while their player is built. */
export const contentPackagesSetting = z.enum(['on', 'off']).default('off');
