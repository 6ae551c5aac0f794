'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useModals } from '@/components/modals/modal-queue';
import { catalogLayout } from '@/lib/catalogs-admin/board';
import {
  type AdminCatalog,
  type CatalogsBoard,
  createCategory,
  deleteCatalog,
  updateCatalog,
} from '@/lib/resources/catalogs-admin';
import { AudienceDialog } from './audience-dialog';
import { CardHead } from './card-head';
import { CategoryTree } from './category-tree';
import { useCatalogDialogs } from './use-catalog-dialogs';
import { useRefreshBoard } from './use-catalog-writes';

/** One catalog: its name and audience, its actions, and its categories and courses in order. */
export function CatalogCard({
  catalog,
  board,
  onGone,
}: {
  catalog: AdminCatalog;
  board: CatalogsBoard;
  onGone: () => void;
}) {
  const t = useTranslations('catalogsAdmin');
  const { rename, editAudience, addCategory, remove } = useCatalogEdits(catalog, board, onGone);
  const headingId = useId();
  const layout = catalogLayout(catalog);

  const roleNames = catalog.audienceRoles.map((role) =>
    t.has(`roles.${role}`) ? t(`roles.${role}`) : role,
  );
  const entityNames = catalog.audienceEntityIds.map(
    (id) => board.entities.find((entity) => entity.id === id)?.name ?? id,
  );
  const audience =
    roleNames.length + entityNames.length === 0
      ? t('audience.summaryEveryone')
      : t('audience.summary', { who: [...roleNames, ...entityNames].join(', ') });

  return (
    <section className="catalog-card kit-surface" aria-labelledby={headingId}>
      <CardHead
        as="header"
        classNames={{
          head: 'catalog-card-header',
          summary: 'catalog-audience',
          actions: 'catalog-actions kit-wrap',
        }}
        headingId={headingId}
        title={catalog.name}
        summary={audience}
        actions={[
          {
            text: t('rename'),
            label: t('entry.renameLabel', { name: catalog.name }),
            onClick: rename,
          },
          {
            text: t('audience.edit'),
            label: t('audience.editLabel', { name: catalog.name }),
            onClick: editAudience,
          },
          {
            text: t('category.add'),
            label: t('category.addLabel', { catalog: catalog.name }),
            onClick: addCategory,
          },
          {
            text: t('delete'),
            label: t('entry.deleteLabel', { name: catalog.name }),
            onClick: remove,
          },
        ]}
      />
      <CategoryTree catalog={catalog} layout={layout} />
    </section>
  );
}

/** Rename, Audience, Add category and Delete of a catalog, each handed the button that opened it. */
function useCatalogEdits(catalog: AdminCatalog, board: CatalogsBoard, onGone: () => void) {
  const t = useTranslations('catalogsAdmin');
  const modals = useModals();
  const refresh = useRefreshBoard();
  const { askName, confirmDelete } = useCatalogDialogs();
  const rename = (trigger: HTMLElement) =>
    askName(
      {
        id: `catalog-rename:${catalog.id}`,
        title: t('entry.renameTitle', { name: catalog.name }),
        description: t('entry.renameDescription'),
        label: t('entry.name'),
        initial: catalog.name,
        submit: t('save'),
        save: (name) => updateCatalog(catalog.id, { name }),
      },
      trigger,
    );
  const editAudience = (trigger: HTMLElement) => {
    const modalId = `catalog-audience:${catalog.id}`;
    modals.open(modalId, () => (
      <AudienceDialog
        catalog={catalog}
        board={board}
        modalId={modalId}
        onClosed={(saved) => {
          if (saved) void refresh();
          trigger.focus();
        }}
      />
    ));
  };
  const addCategory = (trigger: HTMLElement) =>
    askName(
      {
        id: `category-add:${catalog.id}`,
        title: t('category.addTitle', { catalog: catalog.name }),
        description: t('category.addDescription'),
        label: t('category.name'),
        submit: t('category.add'),
        save: (name) => createCategory(catalog.id, { name, parentId: null }),
      },
      trigger,
    );
  const remove = (trigger: HTMLElement) =>
    confirmDelete({
      id: `catalog-delete:${catalog.id}`,
      title: t('entry.deleteTitle', { name: catalog.name }),
      description: t('entry.deleteDescription', {
        categories: catalog.categories.length,
        courses: catalog.courses.length,
      }),
      confirm: t('entry.delete'),
      remove: () => deleteCatalog(catalog.id),
      onClosed: (done) => (done ? onGone() : trigger.focus()),
    });
  return { rename, editAudience, addCategory, remove };
}
