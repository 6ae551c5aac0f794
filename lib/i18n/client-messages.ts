import type { Messages } from '@/messages';

/**
 * The translation namespaces the shell's client components use (header, menus, dialogs, toasts,
 * error views): every page sends these to the browser. A page whose own client components need
 * more names them in <ClientMessages> (components/i18n/client-messages.tsx). Server components
 * read every namespace on the server and send none. lib/i18n/client-messages.test.ts walks the
 * client import graph of every page and fails when a namespace is missing.
 */
export const SHELL_NAMESPACES = [
  'chat',
  'common',
  'components',
  'environments',
  'errors',
  'exceptions',
  'feedback',
  'forms',
  'language',
  'logout',
  'menu',
  'notifications',
  'shell',
  'support',
  'validation',
] as const;

/**
 * What signed-out visitors' pages send: the shell's namespaces without those only
 * the signed-in shell uses (the side menu, the support palette, feedback, notifications, the
 * environment switch), whose components guests never load. Guest pages are the most visited
 * (landing page, sign-in) and these were a third of the messages in their HTML.
 */
export const SIGNED_IN_ONLY_NAMESPACES = [
  'environments',
  'feedback',
  'menu',
  'notifications',
  'support',
] as const;

export const GUEST_NAMESPACES: readonly string[] = SHELL_NAMESPACES.filter(
  (namespace) => !(SIGNED_IN_ONLY_NAMESPACES as readonly string[]).includes(namespace),
);

/** The shell's namespaces for a signed-in user or a guest. */
export function shellNamespaces(authenticated: boolean): readonly string[] {
  return authenticated ? SHELL_NAMESPACES : GUEST_NAMESPACES;
}

/**
 * The given parts of a bundle: whole namespaces (`'catalog'`) or a namespace's parts
 * (`'coaching.queue'`, for a page whose client components use only those of a large namespace).
 * Parts of one namespace are merged; a whole namespace wins over its parts; unknown names are
 * ignored.
 */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  const whole = new Set(namespaces.filter((name) => !name.includes('.')));
  for (const name of namespaces) {
    const [namespace = '', ...rest] = name.split('.');
    if (rest.length > 0 && whole.has(namespace)) continue;
    const value = messages[namespace];
    if (value === undefined) continue;
    if (rest.length === 0) {
      picked[namespace] = value;
      continue;
    }
    // Walk to the part, copying each level on the way (the bundle itself is never changed).
    let source: unknown = value;
    for (const key of rest) {
      source =
        source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
    }
    if (source === undefined) continue;
    let target = picked as Record<string, unknown>;
    for (const [index, key] of [namespace, ...rest].entries()) {
      if (index === rest.length) {
        target[key] = source;
        break;
      }
      const next = target[key];
      target[key] = next && typeof next === 'object' ? next : {};
      target = target[key] as Record<string, unknown>;
    }
  }
  return picked;
}
