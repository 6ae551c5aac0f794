'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { CardHead } from '@/components/catalogs-admin/card-head';
import { SortableList } from '@/components/catalogs-admin/sortable-list';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { QueryPending } from '@/components/errors/error-panel';
import { NativeSelect } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { useModals } from '@/components/modals/modal-queue';
import { type AdminAction, AdminActions, OpenerButton } from '@/components/ui/admin-actions';
import { AdminAnnouncement, AdminEmpty } from '@/components/ui/admin-list-states';
import { AdminPageHead } from '@/components/ui/admin-page-head';
import { type AdminColumn, AdminTable } from '@/components/ui/admin-table';
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
      <AdminPageHead
        className="commerce-page-head"
        actionsClassName="commerce-actions"
        title={t('title')}
        intro={t('intro')}
      >
        <AdminActions
          actions={[
            { text: t('newCatalog'), onClick: newCatalog },
            {
              text: t('newProduct'),
              className: 'button button-primary',
              onClick: (trigger) => editProduct(null, trigger),
            },
          ]}
        />
      </AdminPageHead>
      <AdminAnnouncement text={announcement} />
      {catalogs.data.length === 0 ? (
        <AdminEmpty
          className="commerce-empty"
          text={t('emptyCatalogs')}
          hint={t('emptyCatalogsHint')}
        />
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

/** Rename and Delete of a sales catalog, each handed the button that opened it. */
function useCatalogEdits(
  catalog: SalesCatalog,
  onAnnounce: (text: string) => void,
  onRefresh: () => Promise<unknown>,
) {
  const t = useTranslations('commerce.catalogs');
  const modals = useModals();
  const confirmDelete = useConfirmDelete();
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
  return { rename, remove };
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
  const { rename, remove } = useCatalogEdits(catalog, onAnnounce, onRefresh);
  const headingId = useId();
  const listed = productsOf(catalog, products);
  const missing = productsMissingFrom(catalog, products);
  const save = useOptimisticMutation<string[], unknown, SalesCatalog[]>({
    queryKey: commerceKeys.catalogs(),
    mutationFn: (productIds) => setCatalogProducts(catalog.id, productIds),
    optimistic: (catalogs, productIds) => withCatalogProducts(catalogs, catalog.id, productIds),
    errorTitle: t('orderFailed'),
  });
  const ids = listed.map((product) => product.id);

  return (
    <section className="commerce-card kit-card" aria-labelledby={headingId}>
      <CardHead
        classNames={{ head: 'commerce-card-head', summary: 'muted', actions: 'commerce-actions' }}
        headingId={headingId}
        title={catalog.name}
        summary={t('summary', { currency: catalog.currency, count: listed.length })}
        actions={[
          { text: t('rename'), label: t('renameLabel', { name: catalog.name }), onClick: rename },
          { text: t('delete'), label: t('deleteLabel', { name: catalog.name }), onClick: remove },
        ]}
      />
      {listed.length === 0 ? (
        <p className="commerce-empty-line muted">{t('emptyCatalog')}</p>
      ) : (
        <SortableList
          items={listed}
          label={t('productsOf', { name: catalog.name })}
          nameOf={(product) => product.name}
          onMove={(from, to) => save.mutate([...moveTo(ids, from, to)])}
          renderItem={(product) => (
            <CatalogProductRow
              catalog={catalog}
              product={product}
              onEdit={onEdit}
              onRemove={() => {
                save.mutate(ids.filter((id) => id !== product.id));
                onAnnounce(t('removed', { name: product.name, catalog: catalog.name }));
              }}
            />
          )}
        />
      )}
      <div className="commerce-card-foot kit-toolbar">
        {missing.length > 0 && (
          <AddExistingProduct
            missing={missing}
            onAdd={(product) => {
              save.mutate([...ids, product.id]);
              onAnnounce(t('added', { name: product.name, catalog: catalog.name }));
            }}
          />
        )}
        <OpenerButton
          text={t('newProductIn', { name: catalog.name })}
          onClick={(trigger) => onEdit(null, trigger)}
        />
      </div>
    </section>
  );
}

/** A product in a catalog's list: its name, terms and price there, with Edit and Remove. */
function CatalogProductRow({
  catalog,
  product,
  onEdit,
  onRemove,
}: {
  catalog: SalesCatalog;
  product: SalesProduct;
  onEdit: (product: SalesProduct, trigger: HTMLElement) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('commerce.catalogs');
  const langOf = usePartLanguage();
  const formatAmount = useFormatAmount();
  const terms = useProductTerms();
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
      <ProductActions
        product={product}
        onEdit={onEdit}
        other={{
          text: t('remove'),
          label: t('removeLabel', { name: product.name, catalog: catalog.name }),
          onClick: onRemove,
        }}
      />
    </div>
  );
}

/** A product's Edit button, and the one other action its place allows (Remove, or Delete). */
function ProductActions({
  product,
  onEdit,
  other,
}: {
  product: SalesProduct;
  onEdit: (product: SalesProduct, trigger: HTMLElement) => void;
  other: AdminAction;
}) {
  const t = useTranslations('commerce.catalogs');
  return (
    <div className="commerce-row-actions">
      <AdminActions
        actions={[
          {
            text: t('edit'),
            label: t('editLabel', { name: product.name }),
            onClick: (trigger) => onEdit(product, trigger),
          },
          other,
        ]}
      />
    </div>
  );
}

/** The form that adds one of the portal's products a catalog does not list yet. */
function AddExistingProduct({
  missing,
  onAdd,
}: {
  missing: SalesProduct[];
  onAdd: (product: SalesProduct) => void;
}) {
  const t = useTranslations('commerce.catalogs');
  const langOf = usePartLanguage();
  const addId = useId();
  const [adding, setAdding] = useState('');
  return (
    <form
      className="commerce-inline-form kit-wrap"
      onSubmit={(event) => {
        event.preventDefault();
        const product = missing.find((item) => item.id === adding);
        if (!product) return;
        setAdding('');
        onAdd(product);
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
  const confirmDelete = useConfirmDelete();
  const headingId = useId();

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
        <AdminEmpty className="commerce-empty" text={t('emptyProducts')} />
      ) : (
        <ProductsTable products={products} onEdit={onEdit} onDelete={remove} />
      )}
    </section>
  );
}

/** Every product with its terms, prices and what it unlocks, each with Edit and Delete. */
function ProductsTable({
  products,
  onEdit,
  onDelete,
}: {
  products: SalesProduct[];
  onEdit: (product: SalesProduct, trigger: HTMLElement) => void;
  onDelete: (product: SalesProduct, trigger: HTMLElement) => void;
}) {
  const t = useTranslations('commerce.catalogs');
  const langOf = usePartLanguage();
  const formatAmount = useFormatAmount();
  const terms = useProductTerms();
  const unlocks = useProductUnlocks();
  const columns: AdminColumn<SalesProduct>[] = [
    {
      header: t('columns.product'),
      rowHeader: true,
      labelCells: false,
      cell: (product) => (
        <>
          <span lang={langOf(product.language)}>{product.name}</span>
          {!product.visible && <span className="commerce-tag">{t('hidden')}</span>}
        </>
      ),
    },
    {
      header: t('columns.terms'),
      cell: (product) => (
        <>
          {terms(product)}
          <span className="commerce-sub">
            <VatRate basisPoints={product.vatRateBasisPoints} />
          </span>
        </>
      ),
    },
    {
      header: t('columns.prices'),
      cell: (product) =>
        product.prices.map((price) => (
          <span key={price.currency} className="commerce-line">
            {formatAmount(price.amountCents, price.currency)}
          </span>
        )),
    },
    { header: t('columns.unlocks'), cell: unlocks },
    {
      header: t('columns.actions'),
      hideHeader: true,
      cell: (product) => (
        <ProductActions
          product={product}
          onEdit={onEdit}
          other={{
            text: t('delete'),
            label: t('deleteProductLabel', { name: product.name }),
            onClick: (trigger) => onDelete(product, trigger),
          }}
        />
      ),
    },
  ];

  return (
    <AdminTable
      className="commerce-table"
      caption={t('allProductsCaption')}
      labelCells
      columns={columns}
      rows={products}
    />
  );
}
