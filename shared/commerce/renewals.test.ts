import { describe, expect, it } from 'vitest';
import {
  graceEndsAt,
  graceOver,
  isoDay,
  manageable,
  mollieInterval,
  periodEnd,
  renewalEffect,
} from './renewals';

const at = (iso: string) => new Date(iso);

describe('the grace period of a failed renewal', () => {
  it('ends the failed payment’s date plus the portal’s days', () => {
    expect(graceEndsAt(at('2026-03-01T10:00:00Z'), 7).toISOString()).toBe(
      '2026-03-08T10:00:00.000Z',
    );
    expect(graceEndsAt(at('2026-03-01T10:00:00Z'), 0).toISOString()).toBe(
      '2026-03-01T10:00:00.000Z',
    );
    // Out of range settings are held to 0–60 days.
    expect(graceEndsAt(at('2026-03-01T00:00:00Z'), 365).toISOString()).toBe(
      '2026-04-30T00:00:00.000Z',
    );
    expect(graceEndsAt(at('2026-03-01T00:00:00Z'), -3).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });

  it('is over at its end, not a millisecond before', () => {
    const failed = at('2026-03-01T10:00:00Z');
    expect(graceOver(failed, 7, at('2026-03-08T09:59:59.999Z'))).toBe(false);
    expect(graceOver(failed, 7, at('2026-03-08T10:00:00Z'))).toBe(true);
    expect(graceOver(failed, 0, failed)).toBe(true);
  });
});

describe('what a renewal payment does', () => {
  const active = { status: 'active' as const, failedAt: null, lastPaidAt: at('2026-01-01') };

  it('renews on a payment, and clears a grace period that began before it', () => {
    expect(renewalEffect(active, { outcome: 'paid', at: at('2027-01-01') })).toEqual({
      kind: 'renew',
      clearsGrace: false,
    });
    const pastDue = { ...active, status: 'past_due' as const, failedAt: at('2027-01-01') };
    expect(renewalEffect(pastDue, { outcome: 'paid', at: at('2027-01-03') })).toEqual({
      kind: 'renew',
      clearsGrace: true,
    });
    // A payment older than the failure (arriving late) renews but leaves the grace running.
    expect(renewalEffect(pastDue, { outcome: 'paid', at: at('2026-12-30') })).toEqual({
      kind: 'renew',
      clearsGrace: false,
    });
  });

  it('starts the grace period on a failure newer than every payment, once', () => {
    expect(renewalEffect(active, { outcome: 'failed', at: at('2027-01-01') })).toEqual({
      kind: 'grace',
    });
    // Older than the last payment: out of order, nothing.
    expect(renewalEffect(active, { outcome: 'failed', at: at('2025-12-01') })).toEqual({
      kind: 'none',
    });
    // A second failure keeps the first one's deadline.
    const pastDue = { ...active, status: 'past_due' as const, failedAt: at('2027-01-01') };
    expect(renewalEffect(pastDue, { outcome: 'failed', at: at('2027-01-05') })).toEqual({
      kind: 'none',
    });
    // An earlier failure reported after a later one moves the deadline back to it.
    expect(renewalEffect(pastDue, { outcome: 'failed', at: at('2026-12-31') })).toEqual({
      kind: 'grace',
    });
  });

  it('changes nothing for a lapsed or not yet started subscription, nor fails a cancelled one', () => {
    for (const status of ['lapsed', 'pending'] as const) {
      expect(
        renewalEffect({ ...active, status }, { outcome: 'paid', at: at('2027-01-01') }),
      ).toEqual({ kind: 'none' });
    }
    expect(
      renewalEffect({ ...active, status: 'canceled' }, { outcome: 'failed', at: at('2027-01-01') }),
    ).toEqual({ kind: 'none' });
  });
});

describe('periods and what the buyer may do', () => {
  it('speaks Mollie’s intervals and dates', () => {
    expect(mollieInterval('year')).toBe('12 months');
    expect(mollieInterval('month')).toBe('1 month');
    expect(periodEnd(at('2026-01-31T00:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(isoDay(periodEnd(at('2026-12-05T21:00:00Z'), 'year'))).toBe('2027-12-05');
  });

  it('lets a running subscription be cancelled or moved, not an ended one', () => {
    expect(manageable('active', false)).toEqual({ cancel: true, changeMethod: true });
    expect(manageable('past_due', false)).toEqual({ cancel: true, changeMethod: true });
    expect(manageable('active', true)).toEqual({ cancel: false, changeMethod: false });
    expect(manageable('lapsed', false)).toEqual({ cancel: false, changeMethod: false });
    expect(manageable('canceled', true)).toEqual({ cancel: false, changeMethod: false });
  });
});
