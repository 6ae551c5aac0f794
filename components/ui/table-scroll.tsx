import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroll container (`.table-scroll`): a named group that takes focus,
 * so it scrolls by keyboard on a phone even when the table holds no control of its own (axe's
 * scrollable-region-focusable). A group, not a region: the section around it is the landmark.
 */
export function TableScroll({
  label,
  labelledBy,
  children,
}: {
  label?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table to scroll.
    <div
      className="table-scroll"
      role="group"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container needs focus to scroll by keyboard.
      tabIndex={0}
    >
      {children}
    </div>
  );
}
