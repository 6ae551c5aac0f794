import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import { mandateKeys } from '@/lib/resources/coaching';
import {
  APPROVALS_VIEW_DEFAULTS,
  approvalsQuery,
  mandatesQueryString,
  statusOf,
} from './approvals-view';

const withStatus = (status: unknown) => defineView({ filters: { status: status as string } });

describe('statusOf', () => {
  it('presses "Pending" by default, and the status a view keeps', () => {
    expect(statusOf(defineView(APPROVALS_VIEW_DEFAULTS))).toBe('pending');
    expect(statusOf(withStatus('approved'))).toBe('approved');
    expect(statusOf(withStatus('all'))).toBe('all');
  });

  it('reads no status, or one the API does not know, as "All" (what the list then shows)', () => {
    expect(statusOf(defineView())).toBe('all');
    expect(statusOf(withStatus('archived'))).toBe('all');
    expect(statusOf(withStatus(true))).toBe('all');
  });
});

describe('mandatesQueryString', () => {
  it('keeps a mandate status and the rest of the query as they are', () => {
    const query = 'filter%5Bstatus%5D=declined&filter%5Bsearch%5D=Stijn+S&page%5Bnumber%5D=2';
    expect(mandatesQueryString(query)).toBe(query);
  });

  it('sends "all", or a status the API does not know, as no status filter', () => {
    expect(mandatesQueryString('filter%5Bstatus%5D=all&page%5Bsize%5D=25')).toBe(
      'page%5Bsize%5D=25',
    );
    expect(mandatesQueryString('filter[status]=archived')).toBe('');
  });

  it('keys the list by the query the API is asked, so "all" and no filter share a page', () => {
    expect(approvalsQuery('filter%5Bstatus%5D=all&page%5Bnumber%5D=1').queryKey).toEqual(
      mandateKeys.list('page%5Bnumber%5D=1'),
    );
  });
});
