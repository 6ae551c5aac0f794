'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
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
  const modals = useModals();
  const refresh = useRefreshBoard();
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

  return (
    <section className="catalog-card" aria-labelledby={headingId}>
      <header className="catalog-card-header">
        <div>
          <h2 id={headingId}>{catalog.name}</h2>
          <p className="catalog-audience">{audience}</p>
        </div>
        <div className="catalog-actions">
          <button
            type="button"
            className="button"
            aria-label={t('entry.renameLabel', { name: catalog.name })}
            onClick={(event) => rename(event.currentTarget)}
          >
            {t('rename')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('audience.editLabel', { name: catalog.name })}
            onClick={(event) => editAudience(event.currentTarget)}
          >
            {t('audience.edit')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('category.addLabel', { catalog: catalog.name })}
            onClick={(event) => addCategory(event.currentTarget)}
          >
            {t('category.add')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('entry.deleteLabel', { name: catalog.name })}
            onClick={(event) => remove(event.currentTarget)}
          >
            {t('delete')}
          </button>
        </div>
      </header>
      <CategoryTree catalog={catalog} layout={layout} />
    </section>
  );
}
