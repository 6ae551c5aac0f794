'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { useShowError } from '@/components/errors/use-show-error';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { DateFact, Fact } from '@/components/ui/facts';
import { Link } from '@/components/ui/link';
import { type OrderAction, orderActions } from '@/lib/commerce/order-actions';
import {
  type AutomationRun,
  changeOrderStatus,
  commerceKeys,
  type OrderDetail,
  orderQuery,
  retryAutomations,
  type TimelineEntry,
} from '@/lib/resources/commerce';
import type { OrderStatus } from '@/shared/commerce/order-status';
import { countryName } from '@/shared/i18n/countries';
import { InvoiceLinks } from './invoice-links';
import { OrderSeats } from './order-seats';
import { OrderStatusBadge } from './order-status-badge';
import { VatRate } from './product-summary';
import { PROVIDER_NAMES, RefundDialog } from './refund-dialog';
import { useFormatAmount } from './use-format-amount';
import './commerce.css';

const STATUS_ID = 'order-status';

/**
 * An order's page (SCREENS "/admin/sales/orders"): what was ordered with the server's figures,
 * the buttons of its status ("Mark as paid" and the others the status machine allows), its
 * automations with each step's outcome and a retry when one failed, and its timeline: every
 * change with who and when.
 */
export function OrderPage({ id }: { id: string }) {
  const t = useTranslations('commerce.order');
  const query = useQuery(orderQuery(id));
  const order = query.data;
  if (!order) return <QueryPending query={query} />;
  return (
    <article className="commerce-page" aria-labelledby="order-title">
      <header className="commerce-page-head">
        <div>
          <p className="commerce-back">
            <Link href="/admin/sales/orders">
              <span aria-hidden="true">← </span>
              {t('back')}
            </Link>
          </p>
          <h1 id="order-title" tabIndex={-1}>
            {t('title', { number: order.number })}
          </h1>
          <OrderStatusBadge status={order.status} id={STATUS_ID} />
        </div>
        <OrderActions order={order} />
      </header>
      <OrderFacts order={order} />
      <OrderLines order={order} />
      <OrderSeats order={order} />
      <Automations order={order} />
      <Timeline entries={order.timeline} currency={order.currency} />
    </article>
  );
}

function useOrderWrite<T>(id: string, write: (value: T) => Promise<OrderDetail>) {
  const client = useQueryClient();
  const showError = useShowError();
  return useMutation({
    mutationFn: write,
    meta: { handlesErrors: true },
    onSuccess: (order) => client.setQueryData(commerceKeys.order(id), order),
    onError: (error) => showError(error),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: commerceKeys.order(id) });
      void client.invalidateQueries({ queryKey: commerceKeys.orderLists() });
    },
  });
}

function OrderActions({ order }: { order: OrderDetail }) {
  const t = useTranslations('commerce.order');
  const ts = useTranslations('commerce.status');
  const modals = useModals();
  const [announcement, setAnnouncement] = useState('');
  const change = useOrderWrite(order.id, (status: OrderStatus) =>
    changeOrderStatus(order.id, status, order.status),
  );
  // Paid through Mollie or Stripe: the refund goes through the provider, part or all of it.
  const throughProvider = order.paymentProvider ? order.paymentProvider : null;
  const actions = orderActions(order.status).filter(
    (action) => !(throughProvider && action.to === 'refunded'),
  );
  const canRefund =
    throughProvider !== null &&
    (order.status === 'paid' || order.status === 'fulfilled') &&
    (order.refundableCents ?? 0) > 0;
  const focusStatus = () =>
    requestAnimationFrame(() => document.getElementById(STATUS_ID)?.focus());

  const refund = (trigger: HTMLElement) => {
    const modalId = `order-refund:${order.id}`;
    modals.open(modalId, () => (
      <RefundDialog
        order={order}
        modalId={modalId}
        onClosed={(updated) => {
          if (!updated) {
            trigger.focus();
            return;
          }
          setAnnouncement(
            updated.status === 'refunded'
              ? t('changed', { status: ts(updated.status) })
              : t('refundDialog.partlyRefunded'),
          );
          focusStatus();
        }}
      />
    ));
  };

  const run = (action: OrderAction, trigger: HTMLElement) => {
    const done = (updated: OrderDetail) =>
      setAnnouncement(t('changed', { status: ts(updated.status) }));
    if (!action.confirm) {
      change.mutate(action.to, {
        onSuccess: (updated) => {
          done(updated);
          focusStatus();
        },
      });
      return;
    }
    const modalId = `order-${action.label}:${order.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t(`confirm.${action.label}.title`, { number: order.number })}
        description={t(`confirm.${action.label}.description`)}
        confirm={t(`actions.${action.label}`)}
        busy={t('working')}
        cancel={t('keep')}
        tone={action.primary ? 'primary' : 'danger'}
        onConfirm={async () => done(await change.mutateAsync(action.to))}
        onClosed={(changed) => (changed ? focusStatus() : trigger.focus())}
      />
    ));
  };

  if (actions.length === 0 && !canRefund) return null;
  return (
    <div className="commerce-actions">
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {canRefund && throughProvider && (
        <button type="button" className="button" onClick={(event) => refund(event.currentTarget)}>
          {t('actions.refundThrough', { provider: PROVIDER_NAMES[throughProvider] })}
        </button>
      )}
      {actions.map((action) => (
        <button
          key={action.to}
          type="button"
          className={action.primary ? 'button button-primary' : 'button'}
          disabled={change.isPending}
          onClick={(event) => run(action, event.currentTarget)}
        >
          {t(`actions.${action.label}`)}
        </button>
      ))}
    </div>
  );
}

function OrderFacts({ order }: { order: OrderDetail }) {
  const t = useTranslations('commerce.order');
  const format = useFormatter();
  const date = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dl className="facts commerce-facts">
      <Fact label={t('customer')}>
        {order.customerName}
        <span className="commerce-sub muted">
          {order.customerType === 'entity' ? t('customerEntity') : t('customerAccount')}
        </span>
      </Fact>
      <DateFact label={t('created')} value={order.createdAt} format={date} />
      {order.paidAt && <DateFact label={t('paid')} value={order.paidAt} format={date} />}
      <Fact label={t('billingReference')}>
        {order.billingReference || <span className="muted">{t('none')}</span>}
      </Fact>
      <Fact label={t('promotion')}>
        {order.promotionCode ? (
          <code>{order.promotionCode}</code>
        ) : (
          <span className="muted">{t('none')}</span>
        )}
      </Fact>
      <BillingFacts order={order} />
      <Fact label={t('invoices')}>
        {order.invoices && order.invoices.length > 0 ? (
          <InvoiceLinks invoices={order.invoices} />
        ) : (
          <span className="muted">{order.paidAt ? t('none') : t('invoiceOnPayment')}</span>
        )}
      </Fact>
    </dl>
  );
}

/** The buyer's invoice details (issue 40), shown only when the order has them. */
function BillingFacts({ order }: { order: OrderDetail }) {
  const t = useTranslations('commerce.order');
  const locale = useLocale();
  if (!order.billingAddress && !order.billingCountry && !order.billingVatId) return null;
  return (
    <Fact label={t('billing')}>
      <span className="commerce-address">
        {[
          ...order.billingAddress.split('\n'),
          order.billingCountry ? countryName(order.billingCountry, locale) : '',
          order.billingVatId ? t('vatId', { id: order.billingVatId }) : '',
        ]
          .filter((line) => line.trim() !== '')
          .join('\n')}
      </span>
      {order.vatReverseCharge && <span className="commerce-sub muted">{t('reverseCharge')}</span>}
    </Fact>
  );
}

/** The order lines' number columns after the product, in the order they stand. */
const AMOUNT_COLUMNS = ['quantity', 'unitPrice', 'discount', 'vat', 'total'] as const;

/**
 * What was ordered and its totals. On an order's page a section of its own; inside the order
 * form (`embedded`) the form's Totals card is its heading.
 */
export function OrderLines({
  order,
  embedded = false,
}: {
  order: Pick<
    OrderDetail,
    'lines' | 'currency' | 'subtotalCents' | 'discountCents' | 'vatCents' | 'totalCents'
  > & { promotionCode?: string | null };
  embedded?: boolean;
}) {
  const t = useTranslations('commerce.order');
  const formatAmount = useFormatAmount();
  const langOf = usePartLanguage();
  const money = (cents: number) => formatAmount(cents, order.currency);
  const Wrapper = embedded ? 'div' : 'section';
  return (
    <Wrapper
      className="commerce-section"
      aria-labelledby={embedded ? undefined : 'order-lines-title'}
    >
      {!embedded && <h2 id="order-lines-title">{t('lines')}</h2>}
      <table className="commerce-table commerce-lines">
        <caption className="visually-hidden">{t('linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.product')}</th>
            {AMOUNT_COLUMNS.map((column) => (
              <th key={column} scope="col" className="commerce-amount">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
            <tr key={`${line.productId}-${index}`}>
              <th scope="row" lang={langOf(line.productLanguage)}>
                {line.productName}
              </th>
              <td data-label={t('columns.quantity')} className="commerce-amount">
                {line.quantity}
              </td>
              <td data-label={t('columns.unitPrice')} className="commerce-amount">
                {money(line.unitPriceCents)}
              </td>
              <td data-label={t('columns.discount')} className="commerce-amount">
                {line.discountCents > 0 ? `− ${money(line.discountCents)}` : '—'}
              </td>
              <td data-label={t('columns.vat')} className="commerce-amount">
                {money(line.vatCents)}
                <span className="commerce-sub muted">
                  <VatRate basisPoints={line.vatRateBasisPoints} />
                </span>
              </td>
              <td data-label={t('columns.total')} className="commerce-amount">
                {money(line.totalCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="commerce-totals" aria-label={t('totals')}>
        <Fact label={t('subtotal')}>{money(order.subtotalCents)}</Fact>
        {order.discountCents > 0 && (
          <Fact
            label={
              order.promotionCode ? t('discountWith', { code: order.promotionCode }) : t('discount')
            }
          >
            − {money(order.discountCents)}
          </Fact>
        )}
        <Fact label={t('vat')}>{money(order.vatCents)}</Fact>
        <Fact className="commerce-grand-total" label={t('total')} testId="order-total">
          {money(order.totalCents)}
        </Fact>
      </dl>
    </Wrapper>
  );
}

function Automations({ order }: { order: OrderDetail }) {
  const t = useTranslations('commerce.order');
  const [announcement, setAnnouncement] = useState('');
  const retry = useOrderWrite(order.id, () => retryAutomations(order.id));
  const unfinished = order.automations.some(
    (run) => run.status === 'failed' || run.status === 'running',
  );
  if (order.automations.length === 0) {
    if (order.status !== 'paid') return null;
    return (
      <section className="commerce-section" aria-labelledby="order-automations-title">
        <h2 id="order-automations-title">{t('automations')}</h2>
        <p className="muted">{t('noAutomations')}</p>
      </section>
    );
  }
  return (
    <section className="commerce-section" aria-labelledby="order-automations-title">
      <div className="commerce-section-head">
        <h2 id="order-automations-title">{t('automations')}</h2>
        {unfinished && (
          <button
            type="button"
            className="button button-primary"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onSuccess: (updated) =>
                  setAnnouncement(
                    updated.automations.some((run) => run.status === 'failed')
                      ? t('retryFailedAgain')
                      : t('retryDone'),
                  ),
              })
            }
          >
            {retry.isPending ? t('retrying') : t('retry')}
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="commerce-runs">
        {order.automations.map((run) => (
          <AutomationRunItem key={run.id} run={run} />
        ))}
      </ul>
    </section>
  );
}

function AutomationRunItem({ run }: { run: AutomationRun }) {
  const t = useTranslations('commerce.order');
  const format = useFormatter();
  return (
    <li className={`commerce-run commerce-run-${run.status}`}>
      <p className="commerce-run-head">
        <strong>{run.name}</strong>{' '}
        <span className="commerce-run-status">
          {t(`runStatus.${run.status}`)} · {t(`trigger.${run.trigger}`)}
        </span>
      </p>
      {run.status === 'failed' && run.error && (
        <p className="form-error" role="alert">
          {t.has(`errors.${run.error}`) ? t(`errors.${run.error}`) : t('errors.unexpected')}
        </p>
      )}
      <ul className="commerce-steps">
        {run.steps.map((step) => {
          const summary = step.summary;
          const text =
            step.status === 'failed'
              ? t(`stepFailed.${step.step}`)
              : step.step === 'enrol'
                ? summary.accessUntil
                  ? t('stepDone.enrolUntil', {
                      accounts: summary.accounts ?? 0,
                      enrolled: summary.enrolled ?? 0,
                      courses: summary.courses ?? 0,
                      date: format.dateTime(new Date(summary.accessUntil), { dateStyle: 'medium' }),
                    })
                  : t('stepDone.enrol', {
                      accounts: summary.accounts ?? 0,
                      enrolled: summary.enrolled ?? 0,
                      courses: summary.courses ?? 0,
                    })
                : step.step === 'subscription'
                  ? t('stepDone.subscription', {
                      accounts: summary.accounts ?? 0,
                      months: summary.months ?? 0,
                    })
                  : t(`stepDone.${step.step}`, { accounts: summary.accounts ?? 0 });
          return (
            <li key={step.step} className={`commerce-step commerce-step-${step.status}`}>
              <span aria-hidden="true" className="commerce-step-icon">
                {step.status === 'done' ? '✓' : step.status === 'failed' ? '!' : '↺'}
              </span>
              <span>
                <span className="visually-hidden">{t(`stepStatus.${step.status}`)}: </span>
                {text}
                {step.status === 'undone' && (
                  <span className="commerce-sub muted">{t('stepUndone')}</span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function Timeline({ entries, currency }: { entries: TimelineEntry[]; currency: string }) {
  const t = useTranslations('commerce.order');
  const formatAmount = useFormatAmount();
  const ts = useTranslations('commerce.status');
  const format = useFormatter();
  const who = (entry: TimelineEntry) => entry.actorName ?? t('timeline.system');
  const text = (entry: TimelineEntry) => {
    switch (entry.kind) {
      case 'created':
        return t('timeline.created', {
          who: who(entry),
          status: entry.toStatus ? ts(entry.toStatus) : '',
        });
      case 'status':
        return t('timeline.status', {
          who: who(entry),
          from: entry.fromStatus ? ts(entry.fromStatus) : '',
          to: entry.toStatus ? ts(entry.toStatus) : '',
        });
      case 'automation_done':
        return t('timeline.automationDone', { automation: entry.detail.automation ?? '' });
      case 'automation_failed':
        return t('timeline.automationFailed', { automation: entry.detail.automation ?? '' });
      case 'seat_assigned':
        return t('timeline.seatAssigned', {
          who: who(entry),
          account: entry.detail.account ?? '',
          product: entry.detail.product ?? '',
        });
      case 'seat_freed':
        return t('timeline.seatFreed', {
          who: who(entry),
          account: entry.detail.account ?? '',
          product: entry.detail.product ?? '',
        });
      case 'payment_started':
        if (entry.detail.error) {
          return t('timeline.paymentNotStarted', {
            provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
            error: entry.detail.error,
          });
        }
        return t('timeline.paymentStarted', {
          who: who(entry),
          provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
          payment: entry.detail.paymentId ?? '',
        });
      case 'payment_webhook':
        return t('timeline.paymentWebhook', {
          provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
          payment: entry.detail.paymentId ?? '',
          status: entry.detail.paymentStatus ?? '',
          ignored: entry.detail.ignored ? 'true' : 'false',
        });
      case 'refund':
        return t('timeline.refund', {
          who: who(entry),
          amount: formatAmount(entry.detail.amountCents ?? 0, currency),
          provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
          refund: entry.detail.refundId ?? '',
          status: entry.detail.refundStatus ?? '',
          creditNote: entry.detail.creditNote ?? 'none',
        });
      case 'refund_status':
        return t('timeline.refundStatus', {
          provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
          refund: entry.detail.refundId ?? '',
          status: entry.detail.refundStatus ?? '',
        });
      case 'subscription':
        return t('timeline.subscription', {
          provider: PROVIDER_NAMES[entry.detail.provider ?? 'mollie'],
          action: entry.detail.action ?? '',
          payment: entry.detail.paymentId ?? '',
          order: entry.detail.firstOrder ?? '',
        });
      default:
        return t('timeline.automationUndone', { automation: entry.detail.automation ?? '' });
    }
  };
  return (
    <section className="commerce-section" aria-labelledby="order-timeline-title">
      <h2 id="order-timeline-title">{t('timeline.title')}</h2>
      <ol className="commerce-timeline">
        {entries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>
              {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            <span>{text(entry)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
