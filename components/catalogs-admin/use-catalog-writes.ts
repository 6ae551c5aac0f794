'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { type CatalogLayout, orderOf, withLayout } from '@/lib/catalogs-admin/board';
import {
  type CatalogsBoard,
  catalogsAdminKeys,
  saveCatalogOrder,
} from '@/lib/resources/catalogs-admin';

/** Saving a catalog's order: shown at once, rolled back with the error toast when refused. */
export function useSaveOrder() {
  const t = useTranslations('catalogsAdmin');
  return useOptimisticMutation<
    { catalogId: string; layout: CatalogLayout },
    unknown,
    CatalogsBoard
  >({
    queryKey: catalogsAdminKeys.all(),
    mutationFn: ({ catalogId, layout }) => saveCatalogOrder(catalogId, orderOf(layout)),
    optimistic: (board, { catalogId, layout }) => withLayout(board, catalogId, layout),
    errorTitle: t('order.failed'),
  });
}

/** Refetches the board after a write that changes its shape (add, rename, delete). */
export function useRefreshBoard() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogsAdminKeys.all() });
}
