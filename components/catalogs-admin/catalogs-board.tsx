'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { useModals } from '@/components/modals/modal-queue';
import { catalogsAdminQuery, createCatalog } from '@/lib/resources/catalogs-admin';
import { CatalogCard } from './catalog-card';
import { NameDialog } from './name-dialog';
import { useRefreshBoard } from './use-catalog-writes';
import './catalogs-admin.css';

/** /admin/catalogs: every catalog with its categories, course order and audience. */
export function CatalogsBoard() {
  const t = useTranslations('catalogsAdmin');
  const query = useQuery(catalogsAdminQuery());
  const modals = useModals();
  const refresh = useRefreshBoard();
  const addButton = useRef<HTMLButtonElement>(null);
  const board = query.data;

  const add = (trigger: HTMLElement) => {
    const modalId = 'catalog-add';
    modals.open(modalId, () => (
      <NameDialog
        modalId={modalId}
        title={t('entry.addTitle')}
        description={t('entry.addDescription')}
        label={t('entry.name')}
        submit={t('entry.add')}
        onSave={async (name) => {
          await createCatalog({ name });
          await refresh();
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  return (
    <div className="catalogs">
      <div className="catalogs-toolbar">
        <button
          ref={addButton}
          type="button"
          className="button button-primary"
          onClick={(event) => add(event.currentTarget)}
        >
          {t('entry.add')}
        </button>
      </div>
      {!board ? (
        <QueryPending query={query} />
      ) : board.catalogs.length === 0 ? (
        <p className="catalogs-empty" role="status">
          {t('empty')}
        </p>
      ) : (
        board.catalogs.map((catalog) => (
          <CatalogCard
            key={catalog.id}
            catalog={catalog}
            board={board}
            onGone={() => addButton.current?.focus()}
          />
        ))
      )}
    </div>
  );
}
