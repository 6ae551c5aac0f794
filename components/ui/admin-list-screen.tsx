'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { QueryPending } from '@/components/errors/error-panel';
import { type AdminAction, OpenerButton } from './admin-actions';
import { AdminAnnouncement, AdminEmpty, QueryItems } from './admin-list-states';
import { AdminPageHead } from './admin-page-head';

/** The query of a list screen: a page of items once loaded. */
type ListQuery<Item> = ComponentProps<typeof QueryPending>['query'] & {
  data: { items: readonly Item[] } | undefined;
};

/**
 * The top of a list screen: the heading block with its "New …" button, the announcement of
 * what an action did, and the list its query loads (the empty state while it has none). It goes
 * inside the screen's own container, which may hold more sections after it.
 */
export function AdminListScreen<Item>({
  classNames,
  title,
  intro,
  create,
  announcement,
  query,
  empty,
  children,
}: {
  /** The classes of the heading block, of its actions and of the empty state. */
  classNames: { head: string; actions: string; empty: string };
  title: string;
  intro: string;
  /** The primary button beside the title (`button button-primary` unless told). */
  create: AdminAction;
  announcement: string;
  query: ListQuery<Item>;
  empty: { text: string; hint?: string };
  children: (items: readonly Item[]) => ReactNode;
}) {
  return (
    <>
      <AdminPageHead
        className={classNames.head}
        actionsClassName={classNames.actions}
        title={title}
        intro={intro}
        focusableTitle
      >
        <OpenerButton className="button button-primary" {...create} />
      </AdminPageHead>
      <AdminAnnouncement text={announcement} />
      <QueryItems
        query={query}
        items={query.data?.items}
        empty={<AdminEmpty className={classNames.empty} text={empty.text} hint={empty.hint} />}
      >
        {children}
      </QueryItems>
    </>
  );
}
