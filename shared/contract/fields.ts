import { z } from 'zod';

/**
 * Field types the resource contracts share, so a timestamp is one thing on every resource.
 * The API writes instants with `iso` (academy-api/jsonapi/iso.ts): `toISOString()`, UTC.
 */

/** An instant, e.g. 2026-12-02T08:05:00.000Z. */
export const timestamp = z.iso.datetime();

/** An instant or null (not yet, never). */
export const optionalTimestamp = timestamp.nullable();

/** A calendar day, e.g. 2026-12-02. */
export const day = z.iso.date();

/** A record's id (UUID v7 for new records, v4 in older seeds). */
export const id = z.uuid();

/** An amount of money in the currency's minor unit. */
export const cents = z.number().int();

/** A language tag the portal knows (en, nl, ro…), or null when unknown. */
export const languageTag = z.string().min(2).nullable();
