'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { catalogsAdminQuery, createCatalog } from '@/lib/resources/catalogs-admin';
import { CatalogCard } from './catalog-card';
import { useCatalogDialogs } from './use-catalog-dialogs';
import './catalogs-admin.css';

/** /admin/catalogs: every catalog with its categories, course order and audience. */
export function CatalogsBoard() {
  const t = useTranslations('catalogsAdmin');
  const query = useQuery(catalogsAdminQuery());
  const { askName } = useCatalogDialogs();
  const addButton = useRef<HTMLButtonElement>(null);
  const board = query.data;

  const add = (trigger: HTMLElement) =>
    askName(
      {
        id: 'catalog-add',
        title: t('entry.addTitle'),
        description: t('entry.addDescription'),
        label: t('entry.name'),
        submit: t('entry.add'),
        save: (name) => createCatalog({ name }),
      },
      trigger,
    );

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
