import { describe, expect, it } from 'vitest';
import { erasureRequestsPath, isOverdue, latestRequestPath } from './erasure-requests';

describe('erasure requests (issue 42, item 4)', () => {
  it('sends a view’s status, and "all" or an unknown status as no filter', () => {
    expect(decodeURIComponent(erasureRequestsPath('filter[status]=open&page[number]=2'))).toBe(
      '/v1/erasure_requests?filter[status]=open&page[number]=2',
    );
    expect(decodeURIComponent(erasureRequestsPath('filter[status]=all&page[size]=50'))).toBe(
      '/v1/erasure_requests?page[size]=50',
    );
    expect(erasureRequestsPath('filter[status]=nonsense')).toBe('/v1/erasure_requests');
  });

  it('asks for one account’s newest request, of a status or any', () => {
    expect(decodeURIComponent(latestRequestPath('a-1', null))).toBe(
      '/v1/erasure_requests?filter[account]=a-1&page[size]=1',
    );
    expect(decodeURIComponent(latestRequestPath('a-1', 'open'))).toBe(
      '/v1/erasure_requests?filter[account]=a-1&filter[status]=open&page[size]=1',
    );
  });

  it('is overdue only while open and past the day it must be answered by (30 days)', () => {
    const now = new Date('2026-04-03T00:00:00.000Z');
    const dueAt = '2026-04-02T09:00:00.000Z';
    expect(isOverdue({ status: 'open', dueAt }, now)).toBe(true);
    expect(isOverdue({ status: 'declined', dueAt }, now)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: '2026-04-03T09:00:00.000Z' }, now)).toBe(false);
  });
});
