/** Spec §3 chat tags' fallbacks (Dutch in every language, as the spec gives them). */
export const UNKNOWN_NAME = 'Naam onbekend';
export const UNKNOWN_ID = 'ID onbekend';

/**
 * Spec §3: "Chat tags: user's full name (fallback Naam onbekend) and id (fallback ID
 * onbekend)", so the support team sees who writes.
 */
export function chatTags(
  account: { fullName?: string | null; id?: string | null } | null | undefined,
) {
  const name = account?.fullName?.trim() || UNKNOWN_NAME;
  const id = account?.id?.trim() || UNKNOWN_ID;
  return [name, id];
}
