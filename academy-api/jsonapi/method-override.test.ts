import { describe, expect, it } from 'vitest';
import { attributesOf, parseBodyText } from './body';
import { ApiError } from './errors';
import { applyMethodOverride } from './method-override';

const post = (url: string, body?: unknown) =>
  new Request(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });

describe('applyMethodOverride', () => {
  it('takes _method from the query', async () => {
    const request = await applyMethodOverride(post('http://api/x?_method=delete'));
    expect(request.method).toBe('DELETE');
  });

  it('takes _method from a flat body or from data.attributes, and keeps the body', async () => {
    const flat = await applyMethodOverride(post('http://api/x', { _method: 'PUT', payload: 1 }));
    expect(flat.method).toBe('PUT');
    expect(await flat.json()).toEqual({ _method: 'PUT', payload: 1 });
    const doc = await applyMethodOverride(
      post('http://api/x', { data: { attributes: { _method: 'patch' } } }),
    );
    expect(doc.method).toBe('PATCH');
  });

  it('leaves other methods, unknown overrides and broken bodies alone', async () => {
    const get = new Request('http://api/x?_method=DELETE');
    expect(await applyMethodOverride(get)).toBe(get);
    const weird = post('http://api/x', { _method: 'TRACE' });
    expect((await applyMethodOverride(weird)).method).toBe('POST');
    const broken = new Request('http://api/x', { method: 'POST', body: '{not json' });
    const same = await applyMethodOverride(broken);
    expect(same.method).toBe('POST');
    expect(await same.text()).toBe('{not json');
  });
});

describe('request bodies', () => {
  it('accepts a JSON:API document or a flat object', () => {
    expect(attributesOf({ data: { type: 'x', attributes: { a: 1 } } })).toEqual({ a: 1 });
    expect(attributesOf({ a: 1 })).toEqual({ a: 1 });
    expect(parseBodyText('')).toEqual({});
  });

  it('answers 400 INVALID_JSON for what is not a JSON object', () => {
    for (const text of ['{oops', '[1,2]', '"text"', '{"data":{"attributes":[1]}}']) {
      expect(() => parseBodyText(text)).toThrow(ApiError);
    }
  });
});
