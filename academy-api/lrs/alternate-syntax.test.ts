import { describe, expect, it } from 'vitest';
import { rewriteAlternateRequest } from './alternate-syntax';

/** xAPI 1.0.3 Communication 1.3: a form POST stands for the request its fields describe. */
describe('the alternate request syntax (xAPI 1.0.3)', () => {
  const url = (search: string) => new URL(`http://api/v1/xapi/statements${search}`);
  const headers = new Headers({ authorization: 'Basic a2V5OnNlY3JldA==' });

  it('reads headers, parameters and content from the form', async () => {
    const form = new URLSearchParams({
      statementId: '5a1c3f8e-0d5f-4c51-9d0b-2f5d1c7e3a11',
      content: '{"actor":{}}',
      'X-Experience-API-Version': '1.0.3',
      'If-Match': '"abc"',
    });
    const request = rewriteAlternateRequest(url('?method=PUT'), headers, form);
    if (typeof request === 'string') throw new Error(request);
    expect(request.method).toBe('PUT');
    expect(new URL(request.url).search).toBe('?statementId=5a1c3f8e-0d5f-4c51-9d0b-2f5d1c7e3a11');
    expect(request.headers.get('x-experience-api-version')).toBe('1.0.3');
    expect(request.headers.get('if-match')).toBe('"abc"');
    expect(request.headers.get('authorization')).toBe('Basic a2V5OnNlY3JldA==');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe('{"actor":{}}');
  });

  it('refuses anything but method in the address, an unknown method, and a PUT without content', () => {
    const form = new URLSearchParams({ content: '{}' });
    expect(rewriteAlternateRequest(url('?method=PUT&statementId=x'), headers, form)).toMatch(
      /nothing else/,
    );
    expect(rewriteAlternateRequest(url('?method=PATCH'), headers, form)).toMatch(/PATCH/);
    expect(rewriteAlternateRequest(url('?method=PUT'), headers, new URLSearchParams())).toMatch(
      /content/,
    );
  });

  it('turns a GET into a GET with the fields as its parameters', () => {
    const request = rewriteAlternateRequest(
      url('?method=GET'),
      headers,
      new URLSearchParams({ limit: '1' }),
    );
    if (typeof request === 'string') throw new Error(request);
    expect(request.method).toBe('GET');
    expect(new URL(request.url).searchParams.get('limit')).toBe('1');
  });
});
