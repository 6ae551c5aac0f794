/**
 * Spec §1: errors monitoring ignores. Sentry's `ignoreErrors` semantics: a string matches when
 * it occurs anywhere in the event's message (or "Type: value"), a RegExp when it tests true.
 */
export const IGNORED_ERRORS: readonly (string | RegExp)[] = [
  // The resize-observer errors: browsers raise them when a ResizeObserver callback resizes what
  // it observes; harmless (the callback runs again next frame) and not ours to fix.
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
  // The user-agent-change error: something on the page (a browser extension, an in-app browser,
  // a testing or privacy tool) tries to overwrite the read-only navigator.userAgent and throws.
  // Each engine's wording, anchored on the property name so that our own bugs that merely read
  // userAgent ("Cannot read properties of undefined (reading 'userAgent')") still get through:
  // Chrome/V8 ("Cannot set property userAgent of #<Navigator> which has only a getter", older:
  // "Cannot assign to read only property 'userAgent' of object '#<Navigator>'") and Firefox
  // ('setting getter-only property "userAgent"'). Safari's wording ("Attempted to assign to
  // readonly property.") names no property, so it cannot be told apart and is left alone.
  /Cannot set property userAgent of|Cannot assign to read only property 'userAgent'|setting getter-only property "userAgent"/,
];

/** Mirrors Sentry's matching, for tests and for callers that want to pre-filter. */
export function isIgnoredError(message: string): boolean {
  return IGNORED_ERRORS.some((pattern) =>
    typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message),
  );
}
