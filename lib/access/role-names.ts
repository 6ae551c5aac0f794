/** A translator of the `common` namespace (next-intl's, client or server). */
interface CommonTranslator {
  (key: string): string;
  has(key: string): boolean;
}

/**
 * Roles as people read them ("Academy admin", "Academy-beheerder"), never the raw key
 * (academy_admin). A role the messages do not know yet reads as its words.
 */
export function roleName(role: string, t: CommonTranslator): string {
  const key = `roleNames.${role}`;
  return t.has(key) ? t(key) : role.replace(/_/g, ' ');
}

/** A list of roles for a table cell or a fact: names, comma-separated; '—' for none. */
export function roleList(roles: readonly string[], t: CommonTranslator): string {
  return roles.length > 0 ? roles.map((role) => roleName(role, t)).join(', ') : '—';
}
