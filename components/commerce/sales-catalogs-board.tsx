'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { SortableList } from '@/components/catalogs-admin/sortable-list';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { useModals } from '@/components/modals/modal-queue';
import {
  priceIn,
  productsMissingFrom,
  productsOf,
  withCatalogProducts,
} from '@/lib/commerce/catalog-board';
import {
  commerceKeys,
  createSalesCatalog,
  deleteProduct,
  deleteSalesCatalog,
  productsQuery,
  type SalesCatalog,
  type SalesProduct,
  salesCatalogsQuery,
  setCatalogProducts,
  updateSalesCatalog,
} from '@/lib/resources/commerce';
import { moveTo } from '@/shared/catalogs-admin/ordering';
import { ProductDialog } from './product-dialog';
import { useProductTerms, useProductUnlocks, VatRate } from './product-summary';
import { SalesCatalogDialog } from './sales-catalog-dialog';
import { useConfirmDelete } from './use-confirm-delete';
import { useFormatAmount } from './use-format-amount';
import '@/components/forms/forms.css';
import './commerce.css';

/**
 * /admin/sales/catalogs (SCREENS "Commerce"): the price lists orders are made from, each with
 * its products in order (drag and drop, or Move up/down from the keyboard), and every product
 * of the portal with its business model, prices, VAT and what it unlocks.
 */
export function SalesCatalogsBoard() {
  const t = useTranslations('commerce.catalogs');
  const modals = useModals();
  const client = useQueryClient();
  const products = useQuery(productsQuery());
  const catalogs = useQuery(salesCatalogsQuery());
  const [announcement, setAnnouncement] = useState('');

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: commerceKeys.catalogs() }),
      client.invalidateQueries({ queryKey: commerceKeys.products() }),
    ]);

  const newCatalog = (trigger: HTMLElement) => {
    const modalId = 'sales-catalog:new';
    modals.open(modalId, () => (
      <SalesCatalogDialog
        modalId={modalId}
        initial={null}
        onSave={async (input) => {
          await createSalesCatalog(input);
          await refresh();
          setAnnouncement(t('createdCatalog', { name: input.name }));
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const editProduct = (
    product: SalesProduct | null,
    trigger: HTMLElement,
    catalog?: SalesCatalog,
  ) => {
    const modalId = `product:${product?.id ?? 'new'}`;
    modals.open(modalId, () => (
      <ProductDialog
        product={product}
        catalog={catalog ?? null}
        modalId={modalId}
        onClosed={() => trigger.focus()}
      />
    ));
  };

  if (!products.data || !catalogs.data) {
    return <QueryPending query={!products.data ? products : catalogs} />;
  }
  const all = products.data.items;

  return (
    <div className="commerce-page">
      <header className="commerce-page-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="lead">{t('intro')}</p>
        </div>
        <div className="commerce-actions">
          <button type="button" className="button" onClick={(e) => newCatalog(e.currentTarget)}>
            {t('newCatalog')}
          </button>
          <button
            type="button"
            className="button button-primary"
            onClick={(e) => editProduct(null, e.currentTarget)}
          >
            {t('newProduct')}
          </button>
        </div>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {catalogs.data.length === 0 ? (
        <div className="commerce-empty" role="status">
          <p>{t('emptyCatalogs')}</p>
          <p className="muted">{t('emptyCatalogsHint')}</p>
        </div>
      ) : (
        catalogs.data.map((catalog) => (
          <CatalogCard
            key={catalog.id}
            catalog={catalog}
            products={all}
            onEdit={(product, trigger) => editProduct(product, trigger, catalog)}
            onAnnounce={setAnnouncement}
            onRefresh={refresh}
          />
        ))
      )}
      <AllProducts
        products={all}
        onEdit={(product, trigger) => editProduct(product, trigger)}
        onAnnounce={setAnnouncement}
        onRefresh={refresh}
      />
    </div>
  );
}

function CatalogCard({
  catalog,
  products,
  onEdit,
  onAnnounce,
  onRefresh,
}: {
  catalog: SalesCatalog;
  products: SalesProduct[];
  onEdit: (product: SalesProduct | null, trigger: HTMLElement) => void;
  onAnnounce: (text: string) => void;
  onRefresh: () => Promise<unknown>;
}) {
  const t = useTranslations('commerce.catalogs');
  const langOf = usePartLanguage();
  const modals = useModals();
  const confirmDelete = useConfirmDelete();
  const headingId = useId();
  const addId = useId();
  const formatAmount = useFormatAmount();
  const terms = useProductTerms();
  const listed = productsOf(catalog, products);
  const missing = productsMissingFrom(catalog, products);
  const [adding, setAdding] = useState('');
  const save = useOptimisticMutation<string[], unknown, SalesCatalog[]>({
    queryKey: commerceKeys.catalogs(),
    mutationFn: (productIds) => setCatalogProducts(catalog.id, productIds),
    optimistic: (catalogs, productIds) => withCatalogProducts(catalogs, catalog.id, productIds),
    errorTitle: t('orderFailed'),
  });
  const ids = listed.map((product) => product.id);

  const rename = (trigger: HTMLElement) => {
    const modalId = `sales-catalog:${catalog.id}`;
    modals.open(modalId, () => (
      <SalesCatalogDialog
        modalId={modalId}
        initial={catalog}
        onSave={async (input) => {
          await updateSalesCatalog(catalog.id, input);
          await onRefresh();
        }}
        onClosed={() => trigger.focus()}
      />
    ));
  };
  const remove = (trigger: HTMLElement) =>
    confirmDelete({
      id: `sales-catalog-delete:${catalog.id}`,
      title: t('deleteTitle', { name: catalog.name }),
      description: t('deleteDescription'),
      trigger,
      onConfirm: async () => {
        await deleteSalesCatalog(catalog.id);
        await onRefresh();
        onAnnounce(t('deletedCatalog', { name: catalog.name }));
      },
    });

  return (
    <section className="commerce-card" aria-labelledby={headingId}>
      <div className="commerce-card-head">
        <div>
          <h2 id={headingId}>{catalog.name}</h2>
          <p className="muted">
            {t('summary', { currency: catalog.currency, count: listed.length })}
          </p>
        </div>
        <div className="commerce-actions">
          <button
            type="button"
            className="button"
            aria-label={t('renameLabel', { name: catalog.name })}
            onClick={(e) => rename(e.currentTarget)}
          >
            {t('rename')}
          </button>
          <button
            type="button"
            className="button"
            aria-label={t('deleteLabel', { name: catalog.name })}
            onClick={(e) => remove(e.currentTarget)}
          >
            {t('delete')}
          </button>
        </div>
      </div>
      {listed.length === 0 ? (
        <p className="commerce-empty-line muted">{t('emptyCatalog')}</p>
      ) : (
        <SortableList
          items={listed}
          label={t('productsOf', { name: catalog.name })}
          nameOf={(product) => product.name}
          onMove={(from, to) => save.mutate([...moveTo(ids, from, to)])}
          renderItem={(product) => {
            const price = priceIn(product, catalog.currency);
            return (
              <div className="commerce-product-row">
                <div className="commerce-product-main">
                  <span className="commerce-product-name" lang={langOf(product.language)}>
                    {product.name}
                  </span>
                  <span className="muted">
                    {terms(product)} · <VatRate basisPoints={product.vatRateBasisPoints} />
                    {!product.visible && <> · {t('hidden')}</>}
                  </span>
                </div>
                <span className="commerce-price">
                  {price === null
                    ? t('noPriceIn', { currency: catalog.currency })
                    : formatAmount(price, catalog.currency)}
                </span>
                <div className="commerce-row-actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('editLabel', { name: product.name })}
                    onClick={(e) => onEdit(product, e.currentTarget)}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('removeLabel', { name: product.name, catalog: catalog.name })}
                    onClick={() => {
                      save.mutate(ids.filter((id) => id !== product.id));
                      onAnnounce(t('removed', { name: product.name, catalog: catalog.name }));
                    }}
                  >
                    {t('remove')}
                  </button>
                </div>
              </div>
            );
          }}
        />
      )}
      <div className="commerce-card-foot">
        {missing.length > 0 && (
          <form
            className="commerce-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              const product = missing.find((item) => item.id === adding);
              if (!product) return;
              save.mutate([...ids, product.id]);
              setAdding('');
              onAnnounce(t('added', { name: product.name, catalog: catalog.name }));
            }}
          >
            <div className="field">
              <label htmlFor={addId}>{t('addExisting')}</label>
              <NativeSelect id={addId} value={adding} onChange={(e) => setAdding(e.target.value)}>
                <option value="">{t('chooseProduct')}</option>
                {missing.map((product) => (
                  <option key={product.id} value={product.id} lang={langOf(product.language)}>
                    {product.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <button type="submit" className="button" disabled={!adding}>
              {t('add')}
            </button>
          </form>
        )}
        <button type="button" className="button" onClick={(e) => onEdit(null, e.currentTarget)}>
          {t('newProductIn', { name: catalog.name })}
        </button>
      </div>
    </section>
  );
}

function AllProducts({
  products,
  onEdit,
  onAnnounce,
  onRefresh,
}: {
  products: SalesProduct[];
  onEdit: (product: SalesProduct, trigger: HTMLElement) => void;
  onAnnounce: (text: string) => void;
  onRefresh: () => Promise<unknown>;
}) {
  const t = useTranslations('commerce.catalogs');
  const langOf = usePartLanguage();
  const confirmDelete = useConfirmDelete();
  const headingId = useId();
  const formatAmount = useFormatAmount();
  const terms = useProductTerms();
  const unlocks = useProductUnlocks();

  const remove = (product: SalesProduct, trigger: HTMLElement) =>
    confirmDelete({
      id: `product-delete:${product.id}`,
      title: t('deleteProductTitle', { name: product.name }),
      description: t('deleteProductDescription'),
      trigger,
      onConfirm: async () => {
        await deleteProduct(product.id);
        await onRefresh();
        onAnnounce(t('deletedProduct', { name: product.name }));
      },
      focusAfter: () => document.getElementById(headingId),
    });

  return (
    <section className="commerce-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t('allProducts')}
      </h2>
      {products.length === 0 ? (
        <div className="commerce-empty" role="status">
          <p>{t('emptyProducts')}</p>
        </div>
      ) : (
        <table className="commerce-table">
          <caption className="visually-hidden">{t('allProductsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.product')}</th>
              <th scope="col">{t('columns.terms')}</th>
              <th scope="col">{t('columns.prices')}</th>
              <th scope="col">{t('columns.unlocks')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id}>
                <th scope="row">
                  <span lang={langOf(product.language)}>{product.name}</span>
                  {!product.visible && <span className="commerce-tag">{t('hidden')}</span>}
                </th>
                <td data-label={t('columns.terms')}>
                  {terms(product)}
                  <span className="commerce-sub">
                    <VatRate basisPoints={product.vatRateBasisPoints} />
                  </span>
                </td>
                <td data-label={t('columns.prices')}>
                  {product.prices.map((price) => (
                    <span key={price.currency} className="commerce-line">
                      {formatAmount(price.amountCents, price.currency)}
                    </span>
                  ))}
                </td>
                <td data-label={t('columns.unlocks')}>{unlocks(product)}</td>
                <td>
                  <div className="commerce-row-actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={t('editLabel', { name: product.name })}
                      onClick={(e) => onEdit(product, e.currentTarget)}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('deleteProductLabel', { name: product.name })}
                      onClick={(e) => remove(product, e.currentTarget)}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
