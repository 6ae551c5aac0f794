/**
 * Where focus goes back when a modal closes: the control that opened it. A modal
 * opened from a menu item (the account menu's "Give feedback") cannot go back to the item, which
 * is gone with its menu, so it goes back to the menu's button (Radix labels a menu by it).
 */
export function focusReturnTarget(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  if (menu) {
    const trigger = document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
    return trigger instanceof HTMLElement ? trigger : null;
  }
  return active;
}

const settled = (active: Element | null) =>
  active instanceof HTMLElement &&
  active !== document.body &&
  active.isConnected &&
  !active.closest('.modal-layer');

/**
 * After a modal closed: once focus has left the dialog, and only if it fell to the body (the
 * dialog's own return found its opener gone), it goes to `target`. Focus someone moved elsewhere
 * meanwhile stays where it is. Gives up after `timeout` ms (a closing animation is shorter).
 */
export function returnFocusAfterClose(target: HTMLElement | null, timeout = 1000) {
  const start = performance.now();
  const tick = () => {
    const active = document.activeElement;
    if (settled(active)) return;
    if ((!active || active === document.body) && target?.isConnected) {
      target.focus();
      return;
    }
    if (performance.now() - start < timeout) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
