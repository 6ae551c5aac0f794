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

/** The given top-level namespaces of a bundle (unknown names are ignored). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
