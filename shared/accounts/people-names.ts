/**
 * A name for an account invited by its address alone, until the person gives theirs on the
 * invitation's page: the address's local part in words ("jane.de-vries+hr@x.org" → "Jane De
 * Vries"), at least two characters (the §5 rule of a name), else the local part as it is.
 */
export function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const words = local
    .split(/[._-]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1));
  const name = words.join(' ').slice(0, 100);
  return name.length >= 2 ? name : (local || email).slice(0, 100).padEnd(2, '.');
}
