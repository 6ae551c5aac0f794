const SUBMIT = 'button:not([type]), button[type="submit"], input[type="submit"]';

/**
 * Whether a field loses focus because its form's submit button is being pressed. Showing the
 * field's message then would push the button down between mousedown and mouseup, and the
 * click, landing beside it, would be lost; the submit validates every field anyway. Browsers
 * that focus buttons on click name it as relatedTarget; Safari does not, but the button is
 * :active from mousedown on.
 */
export function isLeavingForSubmit(event: {
  target: EventTarget | null;
  relatedTarget: EventTarget | null;
}): boolean {
  const form = event.target instanceof Element ? event.target.closest('form') : null;
  if (!form) return false;
  const next = event.relatedTarget;
  if (next instanceof Element && form.contains(next) && next.matches(SUBMIT)) return true;
  return form.querySelector(`:is(${SUBMIT}):active`) !== null;
}
