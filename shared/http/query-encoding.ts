/**
 * The name of the first query parameter whose name or value is not valid percent-encoded UTF-8
 * (`%FF`, `%E0%A4%A`, a `%` without two hex digits), or null. URLSearchParams reads
 * such bytes as U+FFFD and a stray `%` as itself, so a search for `%FF` would quietly run for
 * `�`; the upstream contract makes it a 400 INVALID_QUERY naming the parameter. The name is
 * given as URLSearchParams reads it, without NUL bytes. Shared by the Academy API
 * (academy-api/middleware/clean-input.ts) and the BFF (lib/server/bff.ts).
 */
export function undecodableParameter(search: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    try {
      for (const part of pair.split('=')) decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      const [name = ''] = new URLSearchParams(pair).keys();
      return name.replaceAll('\u0000', '');
    }
  }
  return null;
}
