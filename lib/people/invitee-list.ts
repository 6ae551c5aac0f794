/**
 * The invitation form's addresses (issue 43): one per line or separated by commas or
 * semicolons, each either a bare address or `Name <address>` as mail programs write them.
 * Blank entries are dropped; the API checks each address and says which it refused.
 */
export interface Invitee {
  email: string;
  full_name?: string;
}

const NAMED = /^(.*?)\s*<([^<>]+)>$/;

export function parseInvitees(text: string): Invitee[] {
  return text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const named = NAMED.exec(entry);
      if (!named) return { email: entry };
      const name = (named[1] ?? '').replace(/^["']|["']$/g, '').trim();
      const email = (named[2] ?? '').trim();
      return name ? { email, full_name: name } : { email };
    });
}
