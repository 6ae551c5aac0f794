'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { AdminActions } from '@/components/ui/admin-actions';
import { catalogLayout } from '@/lib/catalogs-admin/board';
import {
  type AdminCatalog,
  type CatalogsBoard,
  createCategory,
  deleteCatalog,
  updateCatalog,
} from '@/lib/resources/catalogs-admin';
import { AudienceDialog } from './audience-dialog';
import { CategoryTree } from './category-tree';
import { NameDialog } from './name-dialog';
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
      <header className="catalog-card-header">
        <div>
          <h2 id={headingId}>{catalog.name}</h2>
          <p className="catalog-audience">{audience}</p>
        </div>
        <div className="catalog-actions kit-wrap">
          <AdminActions
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
        </div>
      </header>
      <CategoryTree catalog={catalog} layout={layout} />
    </section>
  );
}

/** Rename, Audience, Add category and Delete of a catalog, each handed the button that opened it. */
function useCatalogEdits(catalog: AdminCatalog, board: CatalogsBoard, onGone: () => void) {
  const t = useTranslations('catalogsAdmin');
  const modals = useModals();
  const refresh = useRefreshBoard();
  const rename = (trigger: HTMLElement) => {
    const modalId = `catalog-rename:${catalog.id}`;
    modals.open(modalId, () => (
      <NameDialog
        modalId={modalId}
        title={t('entry.renameTitle', { name: catalog.name })}
        description={t('entry.renameDescription')}
        label={t('entry.name')}
        initial={catalog.name}
        submit={t('save')}
        onSave={async (name) => {
          await updateCatalog(catalog.id, { name });
          await refresh();
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };
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
  const addCategory = (trigger: HTMLElement) => {
    const modalId = `category-add:${catalog.id}`;
    modals.open(modalId, () => (
      <NameDialog
        modalId={modalId}
        title={t('category.addTitle', { catalog: catalog.name })}
        description={t('category.addDescription')}
        label={t('category.name')}
        submit={t('category.add')}
        onSave={async (name) => {
          await createCategory(catalog.id, { name, parentId: null });
          await refresh();
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const remove = (trigger: HTMLElement) => {
    const modalId = `catalog-delete:${catalog.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('entry.deleteTitle', { name: catalog.name })}
        description={t('entry.deleteDescription', {
          categories: catalog.categories.length,
          courses: catalog.courses.length,
        })}
        confirm={t('entry.delete')}
        busy={t('deleting')}
        cancel={t('cancel')}
        onConfirm={async () => {
          await deleteCatalog(catalog.id);
          await refresh();
        }}
        onClosed={(done) => (done ? onGone() : trigger.focus())}
      />
    ));
  };
  return { rename, editAudience, addCategory, remove };
}
