import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS_BY_TYPE } from '../../shared/contract/registry';
import { createApp } from '../app';
import type { Db } from '../db/database';
import { setUpTestApi } from '../test/api-client';
import { withContractTable } from './contract-table';
import { openApiDocument } from './document';
import { allAnswers, answersOf } from './endpoints';

type Route = { method: string; path: string };
type Operation = { responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

const t = setUpTestApi();

describe('the OpenAPI document (GET /v1/openapi.json)', () => {
  let routes: Route[] = [];
  beforeAll(() => {
    routes = createApp({} as Db).routes.filter((route) => route.method !== 'ALL');
  });

  it('declares what every route the app serves answers, and no route it does not serve', () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect(routes.filter((route) => !answersOf(route.method, route.path))).toEqual([]);
    expect(Object.keys(allAnswers()).filter((key) => !served.has(key))).toEqual([]);
  });

  it('names only resource types that have a contract', () => {
    const types = Object.values(allAnswers())
      .flat()
      .flatMap((answer) => (answer.kind === 'resource' ? answer.types : []));
    expect([...new Set(types)].filter((type) => !CONTRACTS_BY_TYPE.has(type))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(openApiDocument(routes)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists every route with its success answers, served without a portal or a session', async () => {
    const { status, body, response } = await t.request('/v1/openapi.json', { domain: null });
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = body as Document;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(routes.length);
    expect(document.paths['/v1/orders/{id}']?.get?.responses['200']).toMatchObject({
      content: {
        'application/vnd.api+json': {
          schema: { properties: { data: { $ref: '#/components/schemas/orders' } } },
        },
      },
    });
    expect(
      Object.keys(document.paths['/v1/order_automations/{id}']?.delete?.responses ?? {}),
    ).toEqual(['204', 'default']);
  });

  it('docs/upstream-contract.md lists the resource types as the contracts define them', () => {
    const doc = readFileSync(
      path.resolve(import.meta.dirname, '../../docs/upstream-contract.md'),
      'utf8',
    );
    // Out of date: `npm run docs:contract` rewrites the section.
    expect(doc).toBe(withContractTable(doc));
  });
});
