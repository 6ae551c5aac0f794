import { describe, expect, it } from 'vitest';
import { setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { id, token } = demoPeople(t, {
  ada: 'admin@demo.academy',
  stijn: 'student@demo.academy',
});

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';

/**
 * A NUL byte in a search filter, a name, a portfolio item, a preference or a
 * notification used to be a 500 (PostgreSQL refuses NUL in text). Each is now a 4xx naming
 * the field, and nothing is stored.
 */
describe('NUL bytes and broken Unicode', () => {
  it('a search filter with a NUL byte is a 400 naming the parameter', async () => {
    const { status, body } = await t.request(`/v1/accounts?filter%5Bsearch%5D=st%00ijn`, {
      token: token.ada,
    });
    expect(status).toBe(400);
    expect(body.errors[0].code).toBe('INVALID_QUERY');
    expect(body.errors[0].source.parameter).toBe('filter[search]');
  });

  it('undecodable percent-encoding in a query parameter is a 400 naming it, in the request language', async () => {
    for (const [query, parameter] of [
      ['filter%5Bsearch%5D=%FF', 'filter[search]'],
      ['filter%5Bsearch%5D=%E0%A4%A', 'filter[search]'],
      ['filter%5Bsearch%5D=100%', 'filter[search]'],
      ['sort=full_name&q%FF=x', 'q\ufffd'],
    ]) {
      const { status, body } = await t.request(`/v1/accounts?${query}`, {
        token: token.ada,
        headers: { 'accept-language': 'nl' },
      });
      expect(status, query).toBe(400);
      expect(body.errors[0]).toMatchObject({
        code: 'INVALID_QUERY',
        title: 'Ongeldige queryparameter',
        detail: `${parameter} is geen geldige procent-gecodeerde UTF-8.`,
        source: { parameter },
      });
    }
    // Well-formed UTF-8 and + for a space are fine.
    const { status } = await t.request(`/v1/accounts?filter%5Bsearch%5D=%C3%A9+x`, {
      token: token.ada,
    });
    expect(status).toBe(200);
  });

  it('a NUL byte in the path is a 400', async () => {
    const { status } = await t.request(`/v1/accounts/ab%00cd`, { token: token.ada });
    expect(status).toBe(400);
  });

  const writes = [
    {
      what: 'the account name',
      path: () => `/v1/accounts/${id.stijn}`,
      method: 'PATCH',
      attributes: (bad: string) => ({ full_name: `Stijn${bad}Student` }),
      pointer: '/data/attributes/full_name',
    },
    {
      what: 'a portfolio item',
      path: () => `/v1/accounts/${id.stijn}/portfolio_items`,
      method: 'POST',
      attributes: (bad: string) => ({ title: `My${bad} title`, kind: 'reflection' }),
      pointer: '/data/attributes/title',
    },
    {
      what: 'a preference payload',
      path: () => `/v1/accounts/${id.stijn}/preferences`,
      method: 'POST',
      attributes: (bad: string) => ({ property: 'x-test', payload: { nested: [`a${bad}`] } }),
      pointer: '/data/attributes/payload/nested/0',
    },
    {
      what: 'a notification',
      path: () => `/v1/accounts/${id.stijn}/notifications`,
      method: 'POST',
      attributes: (bad: string) => ({ message: `Hello${bad}` }),
      pointer: '/data/attributes/message',
    },
  ];

  for (const write of writes) {
    for (const [name, bad] of [
      ['NUL byte', NUL],
      ['lone surrogate', LONE_SURROGATE],
    ] as const) {
      it(`a ${name} in ${write.what} is a 422 pointing at the field`, async () => {
        const { status, body } = await t.request(write.path(), {
          method: write.method,
          token: token.stijn,
          body: { data: { type: 'x', attributes: write.attributes(bad) } },
        });
        expect(status).toBe(422);
        expect(body.errors[0].code).toBe('INVALID_CHARACTERS');
        expect(body.errors[0].source.pointer).toBe(write.pointer);
      });
    }
  }

  it('the refusal is in the request language', async () => {
    const { body } = await t.request(`/v1/accounts/${id.stijn}`, {
      method: 'PATCH',
      token: token.stijn,
      headers: { 'accept-language': 'nl' },
      body: { full_name: `a${NUL}b` },
    });
    expect(body.errors[0].detail).toMatch(/niet is toegestaan/);
  });
});
