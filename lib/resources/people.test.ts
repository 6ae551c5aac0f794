import { describe, expect, it } from 'vitest';
import { importRowsPath, invitationsPath } from './people';

describe('people in bulk: list paths', () => {
  it('leaves "all" out of the filters the API knows', () => {
    expect(invitationsPath('filter[status]=all&page[number]=2')).toBe(
      '/v1/invitations?page%5Bnumber%5D=2',
    );
    expect(invitationsPath('filter[status]=expired')).toBe(
      '/v1/invitations?filter%5Bstatus%5D=expired',
    );
    expect(importRowsPath('i-1', 'filter[outcome]=all')).toBe('/v1/account_imports/i-1/rows');
    expect(importRowsPath('i-1', 'filter[result]=failed')).toBe(
      '/v1/account_imports/i-1/rows?filter%5Bresult%5D=failed',
    );
  });
});
