import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusReturnTarget, returnFocusAfterClose } from './focus-return';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focus return after a modal', () => {
  it('goes back to the control that opened it', () => {
    document.body.innerHTML = '<button id="open">Open</button>';
    const button = document.getElementById('open') as HTMLButtonElement;
    button.focus();
    expect(focusReturnTarget(document.activeElement)).toBe(button);
  });

  it('goes back to the menu button when a menu item opened it (the item leaves with its menu)', () => {
    document.body.innerHTML = `
      <button id="account-trigger">Account menu</button>
      <div role="menu" aria-labelledby="account-trigger"><a role="menuitem" href="#give-feedback" tabindex="0">Give feedback</a></div>`;
    (document.querySelector('[role="menuitem"]') as HTMLElement).focus();
    expect(focusReturnTarget(document.activeElement)).toBe(
      document.getElementById('account-trigger'),
    );
  });

  it('has nothing to return to from the body', () => {
    expect(focusReturnTarget(document.body)).toBeNull();
  });

  it('focuses the opener once focus fell to the body, and leaves focus someone moved alone', async () => {
    document.body.innerHTML = '<button id="open">Open</button><input id="other" />';
    const opener = document.getElementById('open') as HTMLButtonElement;
    (document.activeElement as HTMLElement | null)?.blur();
    returnFocusAfterClose(opener);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(opener);

    const other = document.getElementById('other') as HTMLInputElement;
    other.focus();
    returnFocusAfterClose(opener);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(other);
  });
});
