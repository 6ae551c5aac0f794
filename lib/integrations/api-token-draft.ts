import { addDays, format } from 'date-fns';
import type { ApiTokenInput } from '@/lib/resources/api-tokens';
import { API_TOKEN_MAX_DAYS, type ApiTokenScope } from '@/shared/integrations/api-token-scopes';

/** The new-token form as typed. */
export interface ApiTokenDraft {
  name: string;
  scopes: ApiTokenScope[];
  expiresOn: string;
}

export type ApiTokenField = 'name' | 'scopes' | 'expiresOn';

export const API_TOKEN_NAME_MAX = 100;
/** What a new token is offered by default: ninety days. */
export const DEFAULT_TOKEN_DAYS = 90;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

export function apiTokenDraftOf(today = new Date()): ApiTokenDraft {
  return { name: '', scopes: [], expiresOn: day(addDays(today, DEFAULT_TOKEN_DAYS)) };
}

/**
 * The draft checked as the API checks it (academy-api/integrations/api-tokens.routes.ts): a name
 * of 1–100 characters, at least one scope, and a last day from tomorrow up to 365 days ahead.
 * Message keys per field, or the input to send.
 */
export function parseApiTokenDraft(
  draft: ApiTokenDraft,
  today = new Date(),
): { input: ApiTokenInput | null; errors: Partial<Record<ApiTokenField, string>> | null } {
  const errors: Partial<Record<ApiTokenField, string>> = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > API_TOKEN_NAME_MAX) errors.name = 'nameTooLong';
  if (draft.scopes.length === 0) errors.scopes = 'scopesRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.expiresOn)) errors.expiresOn = 'expiresRequired';
  else if (
    draft.expiresOn < day(addDays(today, 1)) ||
    draft.expiresOn > day(addDays(today, API_TOKEN_MAX_DAYS))
  ) {
    errors.expiresOn = 'expiresRange';
  }
  if (Object.keys(errors).length > 0) return { input: null, errors };
  return { input: { name, scopes: draft.scopes, expiresOn: draft.expiresOn }, errors: null };
}
