import { describe, expect, it } from 'vitest';
import { apiTokenDraftOf, parseApiTokenDraft } from './api-token-draft';

const today = new Date('2026-12-05T10:00:00Z');

describe('the new-token form (issue 42)', () => {
  it('offers ninety days and no scope', () => {
    expect(apiTokenDraftOf(today)).toEqual({ name: '', scopes: [], expiresOn: '2027-03-05' });
  });

  it('sends a trimmed name, the scopes and the day', () => {
    expect(
      parseApiTokenDraft(
        { name: ' HR sync ', scopes: ['accounts:read'], expiresOn: '2026-12-06' },
        today,
      ),
    ).toEqual({
      input: { name: 'HR sync', scopes: ['accounts:read'], expiresOn: '2026-12-06' },
      errors: null,
    });
  });

  it('names every problem at once, as the API would', () => {
    expect(parseApiTokenDraft({ name: ' ', scopes: [], expiresOn: '' }, today).errors).toEqual({
      name: 'nameRequired',
      scopes: 'scopesRequired',
      expiresOn: 'expiresRequired',
    });
    expect(
      parseApiTokenDraft(
        { name: 'x'.repeat(101), scopes: ['orders:read'], expiresOn: '2026-12-05' },
        today,
      ).errors,
    ).toEqual({ name: 'nameTooLong', expiresOn: 'expiresRange' });
    // 365 days is the most: 2027-12-06 is one day beyond.
    expect(
      parseApiTokenDraft({ name: 'x', scopes: ['orders:read'], expiresOn: '2027-12-06' }, today)
        .errors,
    ).toEqual({ expiresOn: 'expiresRange' });
    expect(
      parseApiTokenDraft({ name: 'x', scopes: ['orders:read'], expiresOn: '2027-12-05' }, today)
        .errors,
    ).toBeNull();
  });
});
