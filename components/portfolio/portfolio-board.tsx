'use client';

import { useCallback, useState } from 'react';
import { AddItemForm } from './add-item-form';
import type { FocusTarget } from './focus-target';
import { PortfolioList } from './portfolio-list';

/**
 * The form and the list, which hand focus to each other: an added item is focused once it is
 * listed, and after a delete focus goes to the item that took its place (or the list heading).
 */
export function PortfolioBoard({ accountId }: { accountId: string }) {
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const focusItem = useCallback((itemId: string | null) => setFocusTarget({ itemId }), []);
  const focused = useCallback(() => setFocusTarget(null), []);
  return (
    <>
      <AddItemForm accountId={accountId} onAdded={focusItem} />
      <PortfolioList
        accountId={accountId}
        focusTarget={focusTarget}
        onFocused={focused}
        onDeleted={focusItem}
      />
    </>
  );
}
