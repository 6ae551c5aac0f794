const FOCUSABLE = 'input:not([disabled]),select,textarea,button,[tabindex]';

/**
 * Moves focus to the first of `names` in document order, so a blocked submit lands on the field
 * the user sees first whatever order the form declared its fields in. A group (radio buttons)
 * passes focus to its checked option, else its first.
 */
export function focusFirst(names: readonly string[], elements: ReadonlyMap<string, HTMLElement>) {
  const first = names
    .map((name) => elements.get(name))
    .filter((element): element is HTMLElement => element?.isConnected === true)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
  if (!first) return;
  const target = first.matches(FOCUSABLE)
    ? first
    : (first.querySelector<HTMLElement>('input:checked') ??
      first.querySelector<HTMLElement>(FOCUSABLE));
  target?.focus();
}
