import { describe, expect, it } from 'vitest';
import { auditCsvPath, auditLogPageOf, targetText, viaTokenHint } from './audit-log';

const entry = (id: string, seq: number, before: unknown, after: unknown) => ({
  type: 'audit_events',
  id,
  attributes: {
    seq,
    occurred_at: '2026-03-03T08:05:00.000Z',
    actor_id: null,
    actor_name: 'Ada Admin',
    actor_address: '203.0.113.7',
    via: null,
    action: 'api_token.created',
    target_type: 'api_tokens',
    target_id: id,
    target_label: 'HR sync (acad_abcd)',
    before,
    after,
    prev_hash: null,
    hash: 'h',
  },
});

describe('the audit log resource (issue 42, item 5)', () => {
  it('reads a page with the states’ keys as the log holds them, and the capped total', async () => {
    const page = await auditLogPageOf({
      data: [
        entry('e2', 2, { revoked_at: null }, { revoked_at: '2026-03-03T08:05:00.000Z' }),
        entry('e1', 1, null, { name: 'HR sync', expires_at: '2026-04-01', nested: { a_b: 1 } }),
      ],
      meta: { total: 10_000, total_capped: true, last_page: 200, current_page: 1 },
    });
    expect(page.capped).toBe(true);
    expect(page.total).toBe(10_000);
    expect(page.lastPage).toBe(200);
    expect(page.items.map((item) => item.seq)).toEqual([2, 1]);
    expect(page.items[0]?.actorName).toBe('Ada Admin');
    expect(page.items[0]?.before).toEqual({ revoked_at: null });
    expect(page.items[1]?.before).toBeNull();
    expect(page.items[1]?.after).toEqual({
      name: 'HR sync',
      expires_at: '2026-04-01',
      nested: { a_b: 1 },
    });
  });

  it('is not capped without the meta flag', async () => {
    const page = await auditLogPageOf({ data: [], meta: { total: 0 } });
    expect(page).toMatchObject({ items: [], total: 0, capped: false });
  });

  it('exports what the filters show, without the page', () => {
    expect(
      auditCsvPath(
        'filter%5Baction%5D=api_token.created&filter%5Bfrom%5D=2026-03-01&page%5Bnumber%5D=2&page%5Bsize%5D=50',
      ),
    ).toBe(
      '/api/v1/audit_events/export.csv?filter%5Baction%5D=api_token.created&filter%5Bfrom%5D=2026-03-01',
    );
    expect(auditCsvPath('page%5Bnumber%5D=1&page%5Bsize%5D=50')).toBe(
      '/api/v1/audit_events/export.csv',
    );
  });

  it('names the API token a change came with, and what it changed', () => {
    expect(viaTokenHint('api_token:acad_AbCd')).toBe('acad_AbCd');
    expect(viaTokenHint(null)).toBeNull();
    expect(viaTokenHint('scim')).toBeNull();
    expect(targetText({ targetLabel: 'Ada', targetType: 'accounts', targetId: 'x' })).toBe('Ada');
    expect(targetText({ targetLabel: '', targetType: 'accounts', targetId: 'x' })).toBe(
      'accounts/x',
    );
    expect(targetText({ targetLabel: '', targetType: 'integrations', targetId: null })).toBe(
      'integrations',
    );
  });
});
