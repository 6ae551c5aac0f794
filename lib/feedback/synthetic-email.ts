/**
 * The reserved top-level domain of RFC 2606: mail to it is never delivered, so the address
 * identifies an account to the feedback service without being anyone's mailbox.
 */
export const SYNTHETIC_EMAIL_DOMAIN = 'feedback.invalid';

/** A DNS label (at most 63 characters) from any text: ASCII letters, digits and '-'. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 63)
    .replace(/^-+|-+$/g, '');
}

/**
 * Spec §3/§5: the synthetic account address, built from the account id and the entity name:
 * `<account id>@<entity slug>.feedback.invalid`, e.g.
 * `0190…@acme-learning-bv.feedback.invalid`. Stable for an account in its entity, always a
 * syntactically valid address. Null without an account id or entity name (then no feedback).
 */
export function syntheticEmail(
  accountId: string | null | undefined,
  entityName: string | null | undefined,
): string | null {
  const local = (accountId ?? '').toLowerCase().replace(/[^a-z0-9._-]/g, '');
  if (!local || !entityName?.trim()) return null;
  return `${local.slice(0, 64)}@${slug(entityName) || 'entity'}.${SYNTHETIC_EMAIL_DOMAIN}`;
}
