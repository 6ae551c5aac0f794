import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';

/**
 * The learning record store's credentials as a portal's admins manage them (issue 37 item 4):
 * what an outside xAPI tool uses to record into, and read from, the portal's LRS.
 */
export const lrsCredentials = defineResource({
  type: 'lrs_credentials',
  description:
    "An HTTP Basic credential of the portal's learning record store (/xapi/) for an outside " +
    'tool: it reads and writes every statement and document of the portal. Its secret is shown ' +
    'once, in the answer that creates it; a revoked credential opens nothing.',
  attributes: {
    label: z.string(),
    /** The Basic user name; it also names the authority of what the tool stores. */
    key: z.string(),
    /** Only in the answer that creates it; null ever after. */
    secret: z.string().nullable(),
    created_at: timestamp,
    revoked_at: optionalTimestamp,
  },
});

/** POST /v1/lrs_credentials: a new credential, named for the tool that uses it. */
export const lrsCredentialInput = z.strictObject({
  label: z.string().trim().min(1).max(120),
});
