import { afterAll, beforeAll } from 'vitest';
import { CONTRACTS_BY_TYPE } from '../../shared/contract/registry';
import { validateDocument } from '../../shared/contract/validate';
import { createApp } from '../app';
import { pgliteChangeFeed } from '../db/change-feed';
import type { Db } from '../db/database';
import { createApi, type EmbeddedApi } from '../index';
import { type Endpoint, endpointFor, endpointsOf } from '../jsonapi/method-not-allowed';
import { JSON_API } from '../jsonapi/response';
import { answerProblem, type Received } from '../openapi/check';
import { openTestDatabase } from './test-database';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON:API documents loosely.
export type Json = any;

export type RequestOptions = {
  method?: string;
  domain?: string | null;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
};

export type TestApi = {
  db: Db;
  api: EmbeddedApi;
  request(
    path: string,
    options?: RequestOptions,
  ): Promise<{ status: number; body: Json; response: Response }>;
  signIn(email: string, domain?: string): Promise<string>;
};

/**
 * Every JSON:API document a test receives is checked against the resource contracts
 * (shared/contract): a serialiser that drifts from its contract fails the test that read it.
 */
function assertContract(document: unknown, request: string, sparse: boolean): void {
  const problems = validateDocument(document, CONTRACTS_BY_TYPE, { sparse, requireContract: true });
  if (problems.length > 0) {
    throw new Error(`${request}: the response breaks its contract:\n  ${problems.join('\n  ')}`);
  }
}

let endpoints: Endpoint[] | undefined;

/** The method the API routes by: a POST's `_method` override (query or body) wins. */
function routedMethod(method: string, path: string, body: unknown): string {
  const override =
    new URL(path, 'http://api').searchParams.get('_method') ??
    (body && typeof body === 'object' ? (body as { _method?: unknown })._method : undefined);
  return method === 'POST' && typeof override === 'string' ? override.toUpperCase() : method;
}

/**
 * Every success a test receives must be what academy-api/openapi/endpoints.ts says its route
 * answers (the OpenAPI document is made from it).
 */
function assertAnswer(method: string, path: string, received: Received): void {
  endpoints ??= endpointsOf(createApp({} as Db).routes);
  const endpoint = endpointFor(endpoints, new URL(path, 'http://api').pathname);
  if (!endpoint) return;
  const problem = answerProblem(method, endpoint.pattern, received);
  if (problem) throw new Error(problem);
}

/** One seeded database and API per test file, through the same fetch the BFF calls. */
export function setUpTestApi(): TestApi {
  const state = {} as TestApi & { close(): Promise<void> };
  beforeAll(async () => {
    const { client, db } = await openTestDatabase();
    state.db = db;
    // With the change feed, as the app runs it: every API test also checks that what the API
    // keeps per session (middleware/request-contexts.ts) is dropped when it changes.
    const changes = await pgliteChangeFeed(client);
    state.api = createApi(db, { changes });
    state.close = async () => {
      await changes.close();
      await client.close();
    };
  });
  afterAll(() => state.close?.());

  state.request = async (
    path,
    { method = 'GET', domain = 'localhost', token, body, headers } = {},
  ) => {
    const init: RequestInit = {
      method,
      headers: {
        ...(domain ? { 'x-portal-domain': domain } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined
        ? { body: typeof body === 'string' ? body : JSON.stringify(body) }
        : {}),
    };
    const response = await state.api.fetch(new Request(`http://api${path}`, init));
    const text = await response.clone().text();
    const document = text ? JSON.parse(text) : null;
    assertAnswer(routedMethod(method, path, body), path, {
      status: response.status,
      contentType: response.headers.get('content-type'),
      document,
    });
    if (response.headers.get('content-type')?.startsWith(JSON_API)) {
      assertContract(document, `${method} ${path}`, path.includes('fields['));
    }
    return { status: response.status, body: document, response };
  };

  state.signIn = async (email, domain = 'localhost') => {
    const { status, body } = await state.request('/auth/login', {
      method: 'POST',
      domain,
      body: { email, password: 'academy-demo' },
    });
    if (status !== 200) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
    return body.data.attributes.token as string;
  };
  return state;
}
