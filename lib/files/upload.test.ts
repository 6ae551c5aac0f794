import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES, uploadFile } from './upload';

/** A stand-in XMLHttpRequest: records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string } = { status: 201, body: '' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  sent: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const stored = JSON.stringify({
  data: {
    type: 'files',
    id: 'f-1',
    attributes: {
      file_name: 'notes.pdf',
      content_type: 'application/pdf',
      size_bytes: 5,
      purpose: 'portfolio',
    },
  },
});

describe('uploadFile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
  });

  it('posts the fields, then the file, with the XHR marker, and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = { status: 201, body: stored };
    const progress: number[] = [];
    const file = new File(['hello'], 'notes.pdf', { type: 'application/pdf' });
    const uploaded = await uploadFile(file, {
      purpose: 'portfolio',
      portfolioItemId: 'i-1',
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(uploaded).toEqual({
      id: 'f-1',
      fileName: 'notes.pdf',
      contentType: 'application/pdf',
      sizeBytes: 5,
      url: '/api/v1/files/f-1/content',
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/v1/files']);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect([...xhr.sent!.keys()]).toEqual(['purpose', 'portfolio_item_id', 'file']);
    expect(xhr.sent!.get('purpose')).toBe('portfolio');
    expect(progress).toEqual([0.5]);
  });

  it('refuses a file over 50,000,000 bytes before sending anything', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const big = { size: MAX_UPLOAD_BYTES + 1, name: 'big.mp4' } as File;
    const error = await uploadFile(big, { purpose: 'portfolio' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('FILE_TOO_LARGE');
    expect(FakeXhr.last).toBeNull();
  });

  it('rejects with the API’s error document', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answer = {
      status: 415,
      body: JSON.stringify({ errors: [{ status: '415', code: 'UNSUPPORTED_FILE_TYPE' }] }),
    };
    const error = await uploadFile(new File(['MZ'], 'photo.png'), {
      purpose: 'course_cover',
    }).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('rejects with AbortError when cancelled, even before it started', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    controller.abort();
    const error = await uploadFile(new File(['x'], 'a.txt'), {
      purpose: 'portfolio',
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
