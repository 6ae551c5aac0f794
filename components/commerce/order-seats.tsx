'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { Input } from '@/components/forms/native-fields';
import { usePartLanguage } from '@/components/i18n/marked-names';
import { ConfirmDialog } from '@/components/modals/confirm-dialog';
import { useModals } from '@/components/modals/modal-queue';
import { ApiError } from '@/lib/api/errors';
import {
  assignSeat,
  commerceKeys,
  freeSeat,
  type OrderDetail,
  type OrderSeat,
  type OrderSeatLine,
  orderSeatsQuery,
  seatAccountsQuery,
} from '@/lib/resources/commerce';
import { refusalText } from '@/lib/validation/form-response';
import { useDebouncedValue } from './use-debounced-value';

type SeatOrder = Pick<OrderDetail, 'id' | 'status' | 'customerName'>;

const closed = (order: SeatOrder) => order.status === 'cancelled' || order.status === 'refunded';

/** The server's sentence for a refused write (422: no seat free, not the customer's), else ours. */
function reasonOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 422
    ? refusalText(error, fallback)
    : fallback;
}

/**
 * An order's seats: a line's quantity is its number of seats, and only the
 * people holding one get what the order gives. Per line "1 of 2 seats used", the holders with
 * "Free seat", and "Assign seat" to find a person of the customer by name or e-mail address.
 */
export function OrderSeats({ order }: { order: SeatOrder }) {
  const t = useTranslations('commerce.order.seats');
  const query = useQuery(orderSeatsQuery(order.id));
  const [announcement, setAnnouncement] = useState('');
  const lines = query.data;
  return (
    <section className="commerce-section" aria-labelledby="order-seats-title">
      <h2 id="order-seats-title" tabIndex={-1}>
        {t('title')}
      </h2>
      <p className="muted">
        {closed(order) ? t('closed') : t('intro', { customer: order.customerName })}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!lines ? (
        <QueryPending query={query} />
      ) : (
        lines.map((line) => (
          <SeatLineCard key={line.id} order={order} line={line} onDone={setAnnouncement} />
        ))
      )}
    </section>
  );
}

function SeatLineCard({
  order,
  line,
  onDone,
}: {
  order: SeatOrder;
  line: OrderSeatLine;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('commerce.order.seats');
  const langOf = usePartLanguage();
  const headingId = useId();
  const [assigning, setAssigning] = useState(false);
  const full = line.used >= line.seats;
  return (
    <section className="commerce-seat-line" aria-labelledby={headingId}>
      <div className="commerce-section-head">
        <h3 id={headingId}>
          <span lang={langOf(line.productLanguage)}>{line.productName}</span>
        </h3>
        <p className="commerce-seat-count" data-testid="seat-count">
          {t('used', { used: line.used, seats: line.seats })}
        </p>
      </div>
      {line.holders.length === 0 ? (
        <p className="muted">{t('nobody')}</p>
      ) : (
        <ul className="commerce-seat-holders">
          {line.holders.map((seat) => (
            <SeatHolderItem key={seat.id} order={order} seat={seat} onDone={onDone} />
          ))}
        </ul>
      )}
      {!closed(order) &&
        (full ? (
          <p className="muted">{t('full')}</p>
        ) : assigning ? (
          <AssignSeat
            order={order}
            line={line}
            onClose={() => setAssigning(false)}
            onDone={onDone}
          />
        ) : (
          <p>
            <button type="button" className="button" onClick={() => setAssigning(true)}>
              {t('assign')}
            </button>
          </p>
        ))}
    </section>
  );
}

function useSeatsChanged(orderId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: commerceKeys.order(orderId) });
  };
}

function SeatHolderItem({
  order,
  seat,
  onDone,
}: {
  order: SeatOrder;
  seat: OrderSeat;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('commerce.order.seats');
  const format = useFormatter();
  const modals = useModals();
  const changed = useSeatsChanged(order.id);
  const free = useMutation({
    mutationFn: () => freeSeat(order.id, seat.id),
    meta: { handlesErrors: true },
    onSettled: changed,
  });
  const when = format.dateTime(new Date(seat.assignedAt), { dateStyle: 'medium' });
  const open = (trigger: HTMLElement) => {
    const modalId = `free-seat:${seat.id}`;
    modals.open(modalId, () => (
      <ConfirmDialog
        modalId={modalId}
        title={t('confirmFree.title', { name: seat.accountName })}
        description={t('confirmFree.description', { name: seat.accountName })}
        confirm={t('free')}
        busy={t('freeing')}
        cancel={t('keep')}
        onConfirm={async () => {
          await free.mutateAsync();
          onDone(t('freed', { name: seat.accountName }));
        }}
        onClosed={(done) => {
          if (done) document.getElementById('order-seats-title')?.focus();
          else trigger.focus();
        }}
      />
    ));
  };
  return (
    <li className="commerce-seat-holder">
      <span>
        <strong>{seat.accountName}</strong>
        <span className="commerce-sub muted">{seat.accountEmail}</span>
        <span className="commerce-sub muted">
          {seat.assignedByName
            ? t('assignedBy', { who: seat.assignedByName, date: when })
            : t('assignedAtPayment', { date: when })}
        </span>
      </span>
      {!closed(order) && (
        <button
          type="button"
          className="button"
          aria-label={t('freeOf', { name: seat.accountName })}
          onClick={(event) => open(event.currentTarget)}
        >
          {t('free')}
        </button>
      )}
    </li>
  );
}

function AssignSeat({
  order,
  line,
  onClose,
  onDone,
}: {
  order: SeatOrder;
  line: OrderSeatLine;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useTranslations('commerce.order.seats');
  const inputId = useId();
  const errorId = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const accounts = useQuery(seatAccountsQuery(order.id, debounced));
  const client = useQueryClient();
  const changed = useSeatsChanged(order.id);
  const [error, setError] = useState('');
  const assign = useMutation({
    mutationFn: (accountId: string) => assignSeat(order.id, line.id, accountId),
    meta: { handlesErrors: true },
    onSuccess: (lines) => client.setQueryData(commerceKeys.seats(order.id), lines),
    onError: (failure) => setError(reasonOf(failure, t('assignFailed'))),
    onSettled: changed,
  });
  const choose = (accountId: string, name: string) => {
    setError('');
    assign.mutate(accountId, {
      onSuccess: () => {
        onDone(t('assigned', { name }));
        onClose();
        requestAnimationFrame(() => document.getElementById('order-seats-title')?.focus());
      },
    });
  };
  const rows = accounts.data ?? [];
  return (
    <div className="commerce-seat-assign">
      <label htmlFor={inputId}>{t('searchLabel', { customer: order.customerName })}</label>
      <Input
        id={inputId}
        type="search"
        className="input"
        value={search}
        autoComplete="off"
        // Focused at once: the person asked for this field by pressing Assign seat.
        autoFocus
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      />
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {accounts.isSuccess && rows.length === 0 ? (
        <p className="muted">{t('noMatches')}</p>
      ) : (
        <ul className="commerce-seat-candidates" aria-label={t('matches')}>
          {rows.map((account) => {
            const holds = account.seatLineIds.includes(line.id);
            return (
              <li key={account.id}>
                <span>
                  {account.fullName}
                  <span className="commerce-sub muted">{account.email}</span>
                </span>
                {holds ? (
                  <span className="muted">{t('hasSeat')}</span>
                ) : (
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={assign.isPending}
                    aria-label={t('assignTo', { name: account.fullName })}
                    onClick={() => choose(account.id, account.fullName)}
                  >
                    {t('assignShort')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <button type="button" className="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </p>
    </div>
  );
}
