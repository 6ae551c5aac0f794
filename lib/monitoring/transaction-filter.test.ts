import { describe, expect, it } from 'vitest';
import {
  filterTransaction,
  isIgnoredTransaction,
  type TransactionLike,
} from './transaction-filter';

const withStatus = (name: string, status: number): TransactionLike => ({
  transaction: name,
  contexts: { trace: { data: { 'http.response.status_code': status } } },
});

// Spec §1: monitoring "ignores … 404 and redirect transactions".
describe('transaction filter', () => {
  it.each([
    ['404 response', withStatus('GET /courses/[id]', 404)],
    ['307 redirect', withStatus('middleware GET', 307)],
    ['308 redirect', withStatus('GET /old', 308)],
    ['303 after an action', withStatus('POST /account/details', 303)],
    ['301 redirect', { transaction: 'GET /x', contexts: { response: { status_code: 301 } } }],
    ['status as a tag', { transaction: 'GET /x', tags: { 'http.status_code': '404' } }],
    [
      'not_found span status',
      { transaction: 'GET /x', contexts: { trace: { status: 'not_found' } } },
    ],
    ['the not-found page', { transaction: 'GET /_not-found' }],
    ['the not-found page component', { transaction: 'GET /_not-found/page' }],
    ['the 404 page', { transaction: '/404' }],
    ['named for a redirect', { transaction: 'GET /redirect' }],
  ] as [string, TransactionLike][])('drops a %s', (_, event) => {
    expect(isIgnoredTransaction(event)).toBe(true);
    expect(filterTransaction(event)).toBeNull();
  });

  it.each([
    ['200 page', withStatus('GET /catalog', 200)],
    ['500 error', withStatus('GET /admin/dashboard', 500)],
    ['502 from the API', withStatus('GET /api/[...path]', 502)],
    ['pageload without a status', { transaction: '/courses/42' }],
    ['a route merely containing 404', { transaction: '/courses/404-quiz' }],
    ['a route merely containing redirect', { transaction: '/help/redirects-explained' }],
  ] as [string, TransactionLike][])('keeps a %s', (_, event) => {
    expect(isIgnoredTransaction(event)).toBe(false);
    expect(filterTransaction(event)).toBe(event);
  });
});
