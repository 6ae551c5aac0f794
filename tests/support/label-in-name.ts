/**
 * WCAG 2.5.3 Label in name, as the W3C's ACT rule 2ee8b8 (and axe-core's
 * label-content-name-mismatch) reads it, for DOM tests: the words a control shows must appear,
 * in order and together, in its accessible name. Text in parentheses and punctuation do not
 * count, case does not matter. jsdom has no layout, so what is "shown" is the text content
 * without .visually-hidden text (aria-hidden text is shown: it is on screen, only not read).
 */
export function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return copy.textContent ?? '';
}

function words(text: string): string[] {
  let previous: string;
  let rest = text.normalize('NFKD');
  do {
    previous = rest;
    rest = rest.replace(/\([^()]*\)/g, '');
  } while (rest !== previous);
  return rest
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
}

/**
 * The accessible name as aria-labelledby or aria-label give it (the cases the rule is about),
 * else the text a screen reader reads (the content without aria-hidden parts).
 */
export function accessibleName(element: Element): string {
  const ids = element.getAttribute('aria-labelledby');
  if (ids) {
    return ids
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  }
  const label = element.getAttribute('aria-label');
  if (label?.trim()) return label;
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent ?? '';
}

/** Whether the control's accessible name contains its visible words, as one run. */
export function labelInName(element: Element): boolean {
  const label = words(visibleText(element));
  const name = words(accessibleName(element));
  if (label.length === 0) return true;
  for (let start = 0; start + label.length <= name.length; start++) {
    if (label.every((word, index) => name[start + index] === word)) return true;
  }
  return false;
}
