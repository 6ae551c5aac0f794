import { z } from 'zod';
import { optionalTimestamp, timestamp } from '../contract/fields';
import { defineResource } from '../contract/resource';
import { API_TOKEN_SCOPES } from './api-token-scopes';

/**
 * The integrations domain's JSON:API resource contracts (shared/contract/resource.ts,
 * docs/adding-a-resource.md): API tokens an admin makes for another system (issue 42).
 */

export const apiTokenScope = z.enum(API_TOKEN_SCOPES as [string, ...string[]]);

export const apiTokens = defineResource({
  type: 'api_tokens',
  description:
    'A token another system calls the API with (Authorization: Bearer), acting as the admin who made it, narrowed to its scopes.',
  attributes: {
    name: z.string(),
    scopes: z.array(apiTokenScope),
    /** The token's first characters, so a person can tell which one a system holds. */
    hint: z.string(),
    /** The whole token: in the answer that made it, and never again. */
    token: z.string().optional(),
    created_at: timestamp,
    expires_at: timestamp,
    last_used_at: optionalTimestamp,
    revoked_at: optionalTimestamp,
    /** Who made it: the token acts as this account. */
    created_by: z.string(),
  },
});
