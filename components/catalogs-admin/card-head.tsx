import type { ReactNode } from 'react';
import { type AdminAction, AdminActions } from '@/components/ui/admin-actions';

/**
 * The head of an admin card (a catalog, a sales catalog, an order automation): its heading,
 * which the card names itself by (aria-labelledby), a one-line summary under it, and the card's
 * action buttons. One shape for every such board; the classes stay each screen's own.
 */
export function CardHead({
  as: Head = 'div',
  classNames,
  headingId,
  title,
  summary,
  actions,
  children,
}: {
  /** The element around it: a `header` where the card is a section of its own. */
  as?: 'div' | 'header';
  classNames: { head: string; summary: string; actions: string };
  headingId: string;
  title: string;
  summary: ReactNode;
  actions: readonly (AdminAction | false)[];
  /** Controls shown before the action buttons (a switch). */
  children?: ReactNode;
}) {
  return (
    <Head className={classNames.head}>
      <div>
        <h2 id={headingId}>{title}</h2>
        <p className={classNames.summary}>{summary}</p>
      </div>
      <div className={classNames.actions}>
        {children}
        <AdminActions actions={actions} />
      </div>
    </Head>
  );
}
