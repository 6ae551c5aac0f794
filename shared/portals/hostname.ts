/**
 * Spec §9: a host name has at most 253 octets and 63 per label. Labels are letters, digits and
 * hyphens (LDH), not starting or ending with a hyphen. Shared by the proxy (every request's
 * Host) and the portal settings (a portal's domains), so a domain that can be saved can be served.
 */
export const MAX_HOSTNAME_OCTETS = 253;
export const MAX_LABEL_OCTETS = 63;

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export type HostnameProblem = 'empty' | 'too_long' | 'label_too_long' | 'label_invalid';

/** What is wrong with a (lower-case, port-less) host name, or null when it is a valid one. */
export function hostnameProblem(value: string): HostnameProblem | null {
  if (value.length === 0) return 'empty';
  // Host names are ASCII (IDNs travel as punycode), so characters are octets.
  if (value.length > MAX_HOSTNAME_OCTETS) return 'too_long';
  for (const label of value.split('.')) {
    if (label.length > MAX_LABEL_OCTETS) return 'label_too_long';
    if (!LABEL.test(label)) return 'label_invalid';
  }
  return null;
}

export function isValidHostname(value: string): boolean {
  return value === '[::1]' || hostnameProblem(value) === null;
}

/** A domain as typed into a form: trimmed, lower case, without one trailing dot. */
export function normaliseHostname(value: string): string {
  const text = value.trim().toLowerCase();
  return text.endsWith('.') ? text.slice(0, -1) : text;
}
