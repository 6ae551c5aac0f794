import type { Messages } from '@/messages';

/**
 * The translation namespaces the shell's client components use (header, menus, dialogs, toasts,
 * error views): every page sends these to the browser. A page whose own client components need
 * more names them in <ClientMessages> (components/i18n/client-messages.tsx). Server components
 * read every namespace on the server and send none. lib/i18n/client-messages.test.ts walks the
 * client import graph of every page and fails when a namespace is missing (issue 13).
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

/** The given top-level namespaces of a bundle (unknown names are ignored). */
export function pickNamespaces(messages: Messages, namespaces: readonly string[]): Messages {
  const picked: Messages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
