import type { ReactNode } from 'react';

/**
 * The outline icon of a header icon button (notifications bell, support palette): one size and
 * stroke so the buttons beside each other look alike. Decorative: the button carries the name.
 */
export function HeaderIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  );
}
