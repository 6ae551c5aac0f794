import { afterEach, describe, expect, it } from 'vitest';
import { isLeavingForSubmit } from './leaving-for-submit';

function form(html: string) {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

// The forms go into the document, which other test files of the worker share: leave it empty.
afterEach(() => document.body.replaceChildren());

describe('isLeavingForSubmit', () => {
  it('is true when focus goes to the form’s own submit button', () => {
    const f = form('<input name="a"><button>Send</button>');
    const [input, button] = [f.querySelector('input'), f.querySelector('button')];
    expect(isLeavingForSubmit({ target: input, relatedTarget: button })).toBe(true);
  });

  it('is false for another field, a plain button, or a button of another form', () => {
    const f = form('<input name="a"><input name="b"><button type="button">Help</button>');
    const other = form('<button>Elsewhere</button>');
    const input = f.querySelector('input');
    expect(
      isLeavingForSubmit({ target: input, relatedTarget: f.querySelectorAll('input')[1] ?? null }),
    ).toBe(false);
    expect(isLeavingForSubmit({ target: input, relatedTarget: f.querySelector('button') })).toBe(
      false,
    );
    expect(
      isLeavingForSubmit({ target: input, relatedTarget: other.querySelector('button') }),
    ).toBe(false);
    expect(isLeavingForSubmit({ target: input, relatedTarget: null })).toBe(false);
  });
});
