'use client';

import { useTranslations } from 'next-intl';
import { Input, NativeSelect } from '@/components/forms/native-fields';
import { Options } from '@/components/forms/options';
import { priceIn, productsOf } from '@/lib/commerce/catalog-board';
import type { DraftLine } from '@/lib/commerce/order-draft';
import type { SalesCatalog, SalesProduct } from '@/lib/resources/commerce';
import { QUANTITY_MAX, QUANTITY_MIN } from '@/shared/commerce/products';
import { useFormatAmount } from './use-format-amount';
import { newLine, type OrderDraftState } from './use-order-draft';

/** A product the lines can choose, with its label (name and price in the catalog's currency). */
type ProductChoice = { id: string; label: string };

/**
 * The order form's lines card: the sales catalog (choosing another starts the lines over), one
 * row per line, and "Add line"; adding focuses the new line's product, removing "Add line".
 */
export function OrderLinesSection({
  id,
  form,
  catalogs,
  products,
  catalogId,
}: {
  /** The form's id prefix. */
  id: string;
  form: OrderDraftState;
  catalogs: SalesCatalog[];
  products: readonly SalesProduct[];
  /** The catalog chosen, or else the first. */
  catalogId: string;
}) {
  const t = useTranslations('commerce.create');
  const { draft, lines: feedback, change } = form;
  const choices = useProductChoices(
    catalogs.find((item) => item.id === catalogId),
    products,
  );
  const lineError = (line: DraftLine) => {
    const problem = feedback.line[line.key];
    return problem && t(`errors.${problem}`, { min: QUANTITY_MIN, max: QUANTITY_MAX });
  };
  // A refusal of the lines moves focus to the first line it names, else to the first line.
  const focused = draft.lines.find((line) => feedback.line[line.key]) ?? draft.lines[0];
  const listError = feedback.required ? t('errors.linesRequired') : feedback.server;
  const addLine = () => {
    const line = newLine();
    change({ lines: [...draft.lines, line] });
    requestAnimationFrame(() => document.getElementById(`${id}-product-${line.key}`)?.focus());
  };
  const removeLine = (key: number) => {
    change({ lines: draft.lines.filter((item) => item.key !== key) });
    requestAnimationFrame(() => document.getElementById(`${id}-add-line`)?.focus());
  };

  return (
    <section className="commerce-card kit-card" aria-labelledby={`${id}-lines-title`}>
      <h2 id={`${id}-lines-title`}>{t('linesTitle')}</h2>
      <CatalogField
        id={id}
        catalogs={catalogs}
        value={catalogId}
        onChange={(salesCatalogId) => change({ salesCatalogId, lines: [newLine()] })}
      />
      <ol className="commerce-line-list">
        {draft.lines.map((line, index) => (
          <OrderLineRow
            key={line.key}
            id={id}
            line={line}
            number={index + 1}
            choices={choices}
            message={lineError(line)}
            fieldRef={line === focused ? form.focusRef('lines') : undefined}
            onChange={(next) => form.changeLine(line.key, next)}
            onRemove={draft.lines.length > 1 ? () => removeLine(line.key) : undefined}
          />
        ))}
      </ol>
      {listError && (
        <p className="field-error" role="alert">
          {listError}
        </p>
      )}
      <button id={`${id}-add-line`} type="button" className="button" onClick={addLine}>
        {t('addLine')}
      </button>
    </section>
  );
}

/** The sales catalog the lines come from, with its currency. */
function CatalogField({
  id,
  catalogs,
  value,
  onChange,
}: {
  id: string;
  catalogs: SalesCatalog[];
  value: string;
  onChange: (catalogId: string) => void;
}) {
  const t = useTranslations('commerce.create');
  return (
    <div className="field">
      <label htmlFor={`${id}-catalog`}>{t('catalog')}</label>
      <NativeSelect
        id={`${id}-catalog`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-catalog-hint`}
      >
        {catalogs.map((item) => (
          <option key={item.id} value={item.id}>
            {t('catalogOption', { name: item.name, currency: item.currency })}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-catalog-hint`} className="field-hint">
        {t('catalogHint')}
      </p>
    </div>
  );
}

/** The products of `catalog` that have a price in its currency, labelled for the line's select. */
function useProductChoices(
  catalog: SalesCatalog | undefined,
  products: readonly SalesProduct[],
): ProductChoice[] {
  const t = useTranslations('commerce.create');
  const formatAmount = useFormatAmount();
  const currency = catalog?.currency ?? '';
  const offered = catalog ? productsOf(catalog, products) : [];
  return offered
    .filter((product) => priceIn(product, currency) !== null)
    .map((product) => ({
      id: product.id,
      label: t('productOption', {
        name: product.name,
        price: formatAmount(priceIn(product, currency) ?? 0, catalog?.currency ?? 'EUR'),
      }),
    }));
}

/** One line of the order: its product and quantity, "Remove" (when not alone), and its error. */
function OrderLineRow({
  id,
  line,
  number,
  choices,
  message,
  fieldRef,
  onChange,
  onRemove,
}: {
  id: string;
  line: DraftLine;
  /** Its number in the list, from 1. */
  number: number;
  choices: ProductChoice[];
  message: string | undefined;
  /** Given to the control a refusal of the lines focuses: the invalid one, else the product. */
  fieldRef?: (element: HTMLElement | null) => void;
  onChange: (next: Partial<DraftLine>) => void;
  onRemove?: () => void;
}) {
  const t = useTranslations('commerce.create');
  const messageId = message ? `${id}-line-${line.key}-error` : undefined;
  // A line with a product is refused for its quantity.
  const quantityRefused = Boolean(message && line.productId);
  const ofLine = <span className="visually-hidden"> {t('ofLine', { number })}</span>;
  return (
    <li className="commerce-line-row">
      <div className="field">
        <label htmlFor={`${id}-product-${line.key}`}>
          {t('productLabel')}
          {ofLine}
        </label>
        <NativeSelect
          ref={quantityRefused ? undefined : fieldRef}
          id={`${id}-product-${line.key}`}
          value={line.productId}
          onChange={(event) => onChange({ productId: event.target.value })}
          aria-invalid={message && !line.productId ? true : undefined}
          aria-describedby={messageId}
        >
          <Options items={choices} value="id" label="label" empty={t('chooseProduct')} />
        </NativeSelect>
      </div>
      <div className="field commerce-quantity">
        <label htmlFor={`${id}-quantity-${line.key}`}>
          {t('quantityLabel')}
          {ofLine}
        </label>
        <Input
          ref={quantityRefused ? fieldRef : undefined}
          id={`${id}-quantity-${line.key}`}
          type="number"
          inputMode="numeric"
          min={QUANTITY_MIN}
          max={QUANTITY_MAX}
          step={1}
          value={line.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          aria-invalid={quantityRefused || undefined}
          aria-describedby={messageId}
        />
      </div>
      {onRemove && (
        <button
          type="button"
          className="button"
          aria-label={t('removeLine', { number })}
          onClick={onRemove}
        >
          {t('remove')}
        </button>
      )}
      {message && (
        <p id={messageId} className="field-error commerce-line-error">
          {message}
        </p>
      )}
    </li>
  );
}
