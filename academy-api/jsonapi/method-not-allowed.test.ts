import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { setUpTestApi } from '../test/api-client';
import { endpointFor, endpointsOf } from './method-not-allowed';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every endpoint of the app: its path pattern and the methods it answers. */
function endpoints() {
  const app = createApp({} as never);
  const byPath = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const methods = byPath.get(route.path) ?? new Set<string>();
    methods.add(route.method);
    byPath.set(route.path, methods);
  }
  return byPath;
}

/** A request path for a pattern: each parameter an id, whatever its name or constraint. */
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z_]+(\{[^}]*\})?/g, SOME_ID);

describe('a method an endpoint does not have', () => {
  const t = setUpTestApi();

  it('answers 405 METHOD_NOT_ALLOWED on every endpoint of the API', async () => {
    const token = await t.signIn('admin@demo.academy');
    const missing: string[] = [];
    for (const [pattern, methods] of endpoints()) {
      for (const method of METHODS) {
        if (methods.has(method) || (method === 'GET' && methods.has('HEAD'))) continue;
        const { status, body } = await t.request(concrete(pattern), { method, token });
        if (status !== 405 || body?.errors?.[0]?.code !== 'METHOD_NOT_ALLOWED') {
          missing.push(`${method} ${pattern}: ${status} ${body?.errors?.[0]?.code ?? ''}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the endpoint a path belongs to', () => {
  const endpoints = endpointsOf([
    { path: '/v1/orders', method: 'GET' },
    { path: '/v1/orders', method: 'POST' },
    { path: '/v1/orders/quote', method: 'POST' },
    { path: '/v1/orders/:id', method: 'GET' },
    { path: '/v1/orders/:id/status', method: 'POST' },
    { path: '/v1/files/:id{[0-9a-f-]{36}}', method: 'GET' },
    { path: '/v1/*', method: 'ALL' },
  ]);
  const of = (path: string) => endpointFor(endpoints, path)?.pattern;

  it('is the most specific pattern that matches: a fixed name before a parameter', () => {
    expect(of('/v1/orders/quote')).toBe('/v1/orders/quote');
    expect(of('/v1/orders/0b0c')).toBe('/v1/orders/:id');
    expect(of('/v1/orders/0b0c/status')).toBe('/v1/orders/:id/status');
    expect([...(endpoints.find((e) => e.pattern === '/v1/orders')?.methods ?? [])]).toEqual([
      'GET',
      'POST',
    ]);
  });

  it('keeps a parameter’s own pattern, and leaves out middleware and unknown paths', () => {
    expect(of('/v1/files/00000000-0000-4000-8000-000000000000')).toBe(
      '/v1/files/:id{[0-9a-f-]{36}}',
    );
    expect(of('/v1/files/not-an-id')).toBeUndefined();
    expect(of('/v1/orders/a/b/c')).toBeUndefined();
    expect(of('/v1/nothing')).toBeUndefined();
  });
});
