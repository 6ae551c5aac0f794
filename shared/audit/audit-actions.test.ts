import { describe, expect, it } from 'vitest';
import en from '../../messages/en/auditLog.json';
import nl from '../../messages/nl/auditLog.json';
import ro from '../../messages/ro/auditLog.json';
import {
  AUDIT_ACTIONS,
  AUDIT_CATEGORIES,
  changedFields,
  isAuditAction,
  redactSecrets,
} from './audit-actions';

describe('audit log rules (issue 42, item 5)', () => {
  it('knows its actions', () => {
    expect(isAuditAction('webhook.created')).toBe(true);
    expect(isAuditAction('webhook.eaten')).toBe(false);
  });

  it('names every action and every category (the Kind filter) in en, nl and ro', () => {
    for (const messages of [en, nl, ro]) {
      const actions = messages.actions as Record<string, Record<string, string>>;
      const categories = messages.categories as Record<string, string>;
      expect(AUDIT_CATEGORIES.filter((category) => !categories[category])).toEqual([]);
      expect(
        AUDIT_ACTIONS.filter((action) => {
          const [group = '', name = ''] = action.split('.');
          return !actions[group]?.[name];
        }),
      ).toEqual([]);
    }
  });

  it('keeps no secret, only that there was one', () => {
    expect(
      redactSecrets({
        url: 'https://x.example.com',
        secret: 'whsec_abc',
        nested: [{ api_key: 'k', name: 'n' }],
        client_secret: '',
        password_hash: null,
      }),
    ).toEqual({
      url: 'https://x.example.com',
      secret: '[secret]',
      nested: [{ api_key: '[secret]', name: 'n' }],
      client_secret: '',
      password_hash: null,
    });
  });

  it('shows only what changed', () => {
    expect(changedFields({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], d: true })).toEqual({
      before: { b: [1, 2], c: 'x' },
      after: { b: [1, 3], d: true },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
  });
});
