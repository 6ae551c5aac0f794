import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '@/lib/files/upload';
import { importCsv } from '@/lib/resources/quiz-editor';
import { apiFetch } from './client';

const fetchMock = vi.fn();

/** The headers of the n-th call to fetch, by lower-case name. */
const headersOf = (index: number) =>
  new Headers((fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.headers);

describe('the browser asks /api in the page’s language', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response('{"data":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.lang = '';
  });

  // A Dutch page (the account's language) in an English browser: the browser's own
  // Accept-Language would say en, and the API's label names and refusals came back English.
  it('apiFetch sends the page’s <html lang> as Accept-Language', async () => {
    document.documentElement.lang = 'nl';
    await apiFetch('/v1/catalog/labels');
    expect(headersOf(0).get('accept-language')).toBe('nl');
    expect(headersOf(0).get('x-requested-with')).toBe('XMLHttpRequest');
    document.documentElement.lang = 'ro';
    await apiFetch('/v1/orders/quote', { method: 'POST', body: {} });
    expect(headersOf(1).get('accept-language')).toBe('ro');
  });

  it('so does the quiz editor’s CSV import, which posts the file itself', async () => {
    document.documentElement.lang = 'nl';
    await importCsv('item-1', new Blob(['type,prompt\n']), 'preview');
    expect(headersOf(0).get('accept-language')).toBe('nl');
    expect(headersOf(0).get('content-type')).toBe('text/csv');
  });

  it('and the file upload, whose refusals (type, size) the page shows', async () => {
    document.documentElement.lang = 'ro';
    const sent: Record<string, string> = {};
    class Recorder {
      upload = {};
      open() {}
      setRequestHeader(name: string, value: string) {
        sent[name.toLowerCase()] = value;
      }
      send() {
        this.onerror?.();
      }
      onerror: (() => void) | null = null;
    }
    vi.stubGlobal('XMLHttpRequest', Recorder);
    await uploadFile(new File(['x'], 'a.txt'), { purpose: 'portfolio' }).catch(() => null);
    expect(sent['accept-language']).toBe('ro');
    expect(sent['x-requested-with']).toBe('XMLHttpRequest');
    // The browser writes the multipart boundary itself.
    expect(sent['content-type']).toBeUndefined();
  });

  it('leaves the browser’s own when the page names no language of ours', async () => {
    document.documentElement.lang = 'de';
    await apiFetch('/v1/me');
    expect(headersOf(0).get('accept-language')).toBeNull();
  });
});
