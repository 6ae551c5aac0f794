import { describe, expect, it } from 'vitest';
import {
  API_TOKEN_SCOPES,
  effectiveScopes,
  isApiTokenScope,
  tokenMayCall,
  tokenRouteOf,
} from './api-token-scopes';

describe('API token scopes (issue 42)', () => {
  it('offers read and write per domain, except a scope that would open nothing', () => {
    expect(API_TOKEN_SCOPES).toContain('accounts:read');
    expect(API_TOKEN_SCOPES).toContain('orders:write');
    expect(API_TOKEN_SCOPES).toContain('progress:read');
    expect(API_TOKEN_SCOPES).not.toContain('progress:write');
    expect(isApiTokenScope('accounts:admin')).toBe(false);
  });

  it('a write scope holds its read scope, not another domain’s', () => {
    expect([...effectiveScopes(['orders:write'])].sort()).toEqual(['orders:read', 'orders:write']);
  });

  it('finds the most specific listed route: /v1/orders/export is not the order "export"', () => {
    expect(tokenRouteOf('GET', '/v1/orders/export')).toBe('GET /v1/orders/export');
    expect(tokenRouteOf('GET', '/v1/orders/0190')).toBe('GET /v1/orders/:id');
    expect(tokenRouteOf('HEAD', '/v1/courses/')).toBe('GET /v1/courses');
    expect(tokenRouteOf('GET', '/v1/accounts/1/portfolio_items')).toBeNull();
  });

  it('lets a token call only what its scopes open', () => {
    expect(tokenMayCall(['accounts:read'], 'GET', '/v1/accounts')).toEqual({ ok: true });
    expect(tokenMayCall(['accounts:read'], 'PATCH', '/v1/accounts/1')).toEqual({
      ok: false,
      needs: ['accounts:write'],
    });
    expect(tokenMayCall(['accounts:write'], 'GET', '/v1/accounts/1')).toEqual({ ok: true });
    expect(tokenMayCall(['orders:read'], 'GET', '/v1/accounts/1')).toEqual({
      ok: false,
      needs: ['accounts:read'],
    });
    // Two scopes open an account's enrolments: either will do.
    expect(tokenMayCall(['progress:read'], 'GET', '/v1/accounts/1/enrollments')).toEqual({
      ok: true,
    });
  });

  it('refuses every route no scope lists, its own token routes included', () => {
    const all = [...API_TOKEN_SCOPES];
    for (const [method, path] of [
      ['GET', '/v1/api_tokens'],
      ['POST', '/v1/api_tokens'],
      ['GET', '/v1/accounts/1/notifications'],
      ['POST', '/v1/portals'],
      ['DELETE', '/v1/accounts/1'],
      ['GET', '/v1/accounts/1/enrollments/2'],
    ] as const) {
      expect(tokenMayCall(all, method, path), `${method} ${path}`).toEqual({
        ok: false,
        needs: [],
      });
    }
  });

  it('lets any token ask who it acts as', () => {
    expect(tokenMayCall([], 'GET', '/v1/me')).toEqual({ ok: true });
  });
});
