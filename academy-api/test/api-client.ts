import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/database';
import { createApi, type EmbeddedApi } from '../index';
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

/** One seeded database and API per test file, through the same fetch the BFF calls. */
export function setUpTestApi(): TestApi {
  const state = {} as TestApi & { close(): Promise<void> };
  beforeAll(async () => {
    const { client, db } = await openTestDatabase();
    state.db = db;
    state.api = createApi(db);
    state.close = () => client.close();
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
    return { status: response.status, body: text ? JSON.parse(text) : null, response };
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
