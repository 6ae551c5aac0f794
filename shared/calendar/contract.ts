import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The calendar domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): a person's private calendar feed (issue 42, item 3).
 */

export const calendarFeeds = defineResource({
  type: 'calendar_feeds',
  description:
    'The signed-in person’s private calendar address (ICS): their deadlines, certificate expiries and scheduled announcements, kept up to date. Anyone with the address can read it; resetting it makes a new one.',
  attributes: {
    /** The feed's address on the portal (https://…/calendar/{secret}.ics). */
    url: z.url(),
    /** The same address as `webcal://`, which opens the person's calendar app to subscribe. */
    webcal_url: z.string().startsWith('webcal://'),
    created_at: timestamp,
    /** When a calendar last read it; null: not yet. */
    last_fetched_at: optionalTimestamp,
  },
});
