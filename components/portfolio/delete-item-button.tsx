'use client';

import { useTranslations } from 'next-intl';
import type { PortfolioItem } from '@/lib/resources/portfolio';
import { deletePortfolioItem } from '@/lib/resources/portfolio';
import { withItemRemoved } from '@/lib/resources/portfolio-cache';
import { ConfirmRemoveButton } from './confirm-remove-button';

interface DeleteProps {
  accountId: string;
  item: PortfolioItem;
  /** Called once the item is gone and the dialog closed: the list moves focus on. */
  onDeleted: () => void;
}

/** Delete, after confirming in an alert dialog of the one modal queue. */
export function DeleteItemButton({ accountId, item, onDeleted }: DeleteProps) {
  const t = useTranslations('portfolio.delete');
  return (
    <ConfirmRemoveButton
      accountId={accountId}
      modalId={`portfolio-delete:${item.id}`}
      className="button portfolio-delete"
      texts={{
        button: t('button'),
        label: t('label', { title: item.title }),
        title: t('confirmTitle'),
        text: t('confirmText', { title: item.title }),
        cancel: t('cancel'),
        confirm: t('confirm'),
        busy: t('deleting'),
      }}
      remove={() => deletePortfolioItem(accountId, item.id)}
      removed={(pages) => withItemRemoved(pages, item.id)}
      onRemoved={onDeleted}
    />
  );
}
