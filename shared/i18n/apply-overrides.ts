type Messages = { [key: string]: string | Messages };

/**
 * A portal language's overrides (spec §3: a JSON string of dotted key → text) merged over the
 * bundle: the one merge rule of the pages (lib/i18n/request.ts) and the e-mails the Academy API
 * sends (academy-api/i18n/message-catalog.ts), so an override reads the same in both. Unknown
 * keys, non-string values and malformed JSON are ignored: a bad override must never break a
 * page or a mail.
 */
export function applyOverrides(messages: Messages, overrides: string | null | undefined): Messages {
  if (!overrides) return messages;
  let parsed: unknown;
  try {
    parsed = JSON.parse(overrides);
  } catch {
    return messages;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return messages;
  const result = structuredClone(messages);
  for (const [key, text] of Object.entries(parsed)) {
    if (typeof text !== 'string') continue;
    const path = key.split('.');
    const leaf = path.pop();
    let node: Messages | undefined = result;
    for (const part of path) {
      const next: string | Messages | undefined = node?.[part];
      node = typeof next === 'object' ? next : undefined;
    }
    if (node && leaf && typeof node[leaf] === 'string') node[leaf] = text;
  }
  return result;
}
