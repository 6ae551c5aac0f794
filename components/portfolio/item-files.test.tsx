import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FileRow } from '@/academy-api/files/files.queries';
import type { PortfolioItemRecord } from '@/academy-api/learning/portfolio.queries';
import {
  buildDocument,
  listOf,
  portfolioIncluded,
  portfolioItemRecord,
  portfolioItemResource,
} from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { PortfolioBoard } from './portfolio-board';

/** Portfolio files (SCREENS "Files"): what Stijn sees and does on an item where account_files is on. */
const STUDENT = 's-stijn';

const fileRow = (overrides: Partial<FileRow>): FileRow => ({
  id: 'f-1',
  portalId: 'p-demo',
  uploadedBy: STUDENT,
  purpose: 'portfolio',
  courseId: null,
  portfolioItemId: 'i-goals',
  submissionId: null,
  fileName: 'goals.pdf',
  contentType: 'application/pdf',
  sizeBytes: 1_234_567,
  storageKey: 'p-demo/f-1',
  sha256: 'abc',
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...overrides,
});

function item(files: FileRow[] | undefined): PortfolioItemRecord {
  return {
    ...portfolioItemRecord({
      id: 'i-goals',
      accountId: STUDENT,
      title: 'My learning goals',
      kind: 'reflection',
    }),
    ...(files ? { files } : {}),
  };
}

/** The API's `files` resource of a row (as the portfolio list includes it). */
const fileResourceOf = (row: FileRow) => {
  const resource = portfolioIncluded([item([row])]).find((included) => included.type === 'files');
  if (!resource) throw new Error('The portfolio list includes no files');
  return resource;
};

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status });

/** The BFF's portfolio list and file deletion, answering with the API's own serializers. */
function fakeApi(initial: FileRow[] | undefined) {
  let files = initial;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url.pathname}`);
      if (url.pathname.endsWith('/enrollments')) return json(listOf([], { size: 100 }));
      if (url.pathname.endsWith('/portfolio_items')) {
        const items = [item(files)];
        return json(
          listOf(items.map(portfolioItemResource), { included: portfolioIncluded(items) }),
        );
      }
      if (method === 'DELETE' && url.pathname.startsWith('/api/v1/files/')) {
        const id = url.pathname.split('/').pop();
        files = files?.filter((file) => file.id !== id);
        return json(null, 204);
      }
      return json({ errors: [{ status: '404' }] }, 404);
    }),
  );
  return {
    calls,
    add: (file: FileRow) => {
      files = [...(files ?? []), file];
    },
  };
}

/** XMLHttpRequest as uploadFile uses it: progress, then the API's answer. */
function fakeUploads(answer: () => { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class Xhr {
    status = 0;
    responseText = '';
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 } as ProgressEvent);
        const { status, body } = answer();
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return sent;
}

const card = () => screen.findByRole('listitem', { name: 'My learning goals' });

describe('portfolio files', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows nothing about files where the portal has no account_files', async () => {
    fakeApi(undefined);
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    expect(within(goals).queryByText('Files')).toBeNull();
    expect(within(goals).queryByLabelText('Attach a file')).toBeNull();
  });

  it('lists an item’s files with their size and a download link', async () => {
    fakeApi([fileRow({})]);
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    const link = within(goals).getByRole('link', { name: 'Download “goals.pdf”, 1.2 MB' });
    expect(link.getAttribute('href')).toBe('/api/v1/files/f-1/content');
    expect(link.getAttribute('download')).toBe('goals.pdf');
    expect(within(goals).getByRole('heading', { level: 4, name: 'Files' })).toBeTruthy();
    expect(within(goals).queryByText('No files yet.')).toBeNull();
    const input = within(goals).getByLabelText('Attach a file');
    expect(input.getAttribute('type')).toBe('file');
    // The limits are stated with the input.
    // (the first id: the picker adds the chosen file's name after it)
    const [hintId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const hint = document.getElementById(hintId ?? '');
    expect(hint?.textContent).toContain('at most 50 MB');
  });

  it('uploads a chosen file to its item and lists it', async () => {
    const api = fakeApi([]);
    const stored = fileRow({
      id: 'f-2',
      fileName: 'notes.txt',
      contentType: 'text/plain; charset=utf-8',
      sizeBytes: 12,
    });
    const sent = fakeUploads(() => {
      api.add(stored);
      return { status: 201, body: buildDocument(fileResourceOf(stored)) };
    });
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    expect(within(goals).getByText('No files yet.')).toBeTruthy();
    fireEvent.change(within(goals).getByLabelText('Attach a file'), {
      target: { files: [new File(['hello, world'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(
      await within(goals).findByRole('progressbar', { name: 'Uploading “notes.txt”' }),
    ).toBeTruthy();
    expect(
      await within(goals).findByRole('link', { name: 'Download “notes.txt”, 12 bytes' }),
    ).toBeTruthy();
    expect(within(goals).getByRole('status').textContent).toBe('“notes.txt” attached.');
    expect(sent[0]?.get('purpose')).toBe('portfolio');
    expect(sent[0]?.get('portfolio_item_id')).toBe('i-goals');
  });

  it('refuses a file over 50 MB before sending it, and says why', async () => {
    fakeApi([]);
    const sent = fakeUploads(() => ({ status: 201, body: {} }));
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    const big = new File(['x'], 'lecture.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 50_000_001 });
    const input = within(goals).getByLabelText('Attach a file');
    fireEvent.change(input, { target: { files: [big] } });
    const alert = await within(goals).findByRole('alert');
    expect(alert.textContent).toBe('“lecture.mp4” is larger than 50 MB (50,000,000 bytes).');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('says which file type was refused by the server', async () => {
    fakeApi([]);
    fakeUploads(() => ({
      status: 415,
      body: { errors: [{ status: '415', code: 'UNSUPPORTED_FILE_TYPE' }] },
    }));
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    fireEvent.change(within(goals).getByLabelText('Attach a file'), {
      target: { files: [new File(['MZ'], 'photo.png', { type: 'image/png' })] },
    });
    expect((await within(goals).findByRole('alert')).textContent).toContain(
      '“photo.png” is not a kind of file you can attach here',
    );
  });

  it('removes a file after confirming', async () => {
    const api = fakeApi([fileRow({})]);
    renderWithProviders(<PortfolioBoard accountId={STUDENT} />);
    const goals = await card();
    fireEvent.click(within(goals).getByRole('button', { name: 'Remove “goals.pdf”' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this file?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(goals).queryByRole('link')).toBeNull());
    expect(api.calls).toContain('DELETE /api/v1/files/f-1');
    await waitFor(() =>
      expect(within(goals).getByRole('status').textContent).toBe('“goals.pdf” removed.'),
    );
  });
});
