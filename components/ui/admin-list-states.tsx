'use client';

import type { ComponentProps, ReactNode } from 'react';
import { QueryPending } from '@/components/errors/error-panel';

/**
 * A list its query loads: the loading indicator or error panel until the items arrive, `empty`
 * when there are none, else `children` given the items.
 */
export function QueryItems<Item>({
  query,
  items,
  empty,
  children,
}: {
  query: ComponentProps<typeof QueryPending>['query'];
  items: readonly Item[] | undefined;
  empty: ReactNode;
  children: (items: readonly Item[]) => ReactNode;
}) {
  if (!items) return <QueryPending query={query} />;
  return <>{items.length === 0 ? empty : children(items)}</>;
}

/** A list's "nothing here" message, announced as a status: what is missing, and what to do. */
export function AdminEmpty({
  className,
  text,
  hint,
  children,
}: {
  className: string;
  text: string;
  hint?: string;
  /** A way out, such as a button that clears the filters. */
  children?: ReactNode;
}) {
  return (
    <div className={className} role="status">
      <p>{text}</p>
      {hint === undefined ? null : <p className="muted">{hint}</p>}
      {children}
    </div>
  );
}

/** Unseen text a screen reader reads out when it changes: what an action on the screen did. */
export function AdminAnnouncement({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}
