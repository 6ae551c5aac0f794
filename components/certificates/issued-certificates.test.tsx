import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceObject } from '@/academy-api/jsonapi/document';
import { answerPage, keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import {
  type Certificate,
  certificationKeys,
  type IssuedListPage,
  issuedCertificatesQuery,
} from '@/lib/resources/certificates';
import { buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { IssuedCertificates } from './issued-certificates';
import {
  ISSUED_CERTIFICATES_VIEW,
  ISSUED_CERTIFICATES_VIEW_DEFAULTS,
  PAGE_SIZE_PREFERENCE,
} from './issued-certificates-view';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

/*
 * Wire documents as docs/quizzes-api.md "Certificates" describes them (snake_case attributes,
 * list meta). The API's certificate serialisers are being written alongside this screen; once
 * they exist these should be built with them (tests/support/api-documents.ts).
 */
type Wire = Record<string, unknown>;

function certificateResource(id: string, attributes: Wire = {}): ResourceObject {
  return {
    type: 'certificates',
    id,
    attributes: {
      code: 'PMC7XK2QW9RT',
      holder_name: 'Stijn Student',
      holder_email: 'student@demo.academy',
      certification_name: 'Project management certificate',
      issued_at: '2026-01-10T09:00:00.000Z',
      expires_at: '2028-01-10T09:00:00.000Z',
      status: 'valid',
      revoked_at: null,
      revoked_reason: '',
      ...attributes,
    },
  };
}

const certificationResource = (id: string, name: string): ResourceObject => ({
  type: 'certifications',
  id,
  attributes: { name, min_score: null, validity_months: 24, courses: [], issued_count: 1 },
});

/**
 * GET /v1/certificates (records each call's query; `total` more than the two it holds makes
 * the list page), GET /v1/certifications, POST …/revoke.
 */
function installApi({ total }: { total?: number } = {}) {
  const lists: URLSearchParams[] = [];
  const revokes: { path: string; body: unknown }[] = [];
  const server = {
    certificates: [
      certificateResource('cert-stijn'),
      certificateResource('cert-fenna', {
        holder_name: 'Fenna Flat',
        holder_email: 'flatfee@demo.academy',
        code: 'FNX3M8PQ2ZKA',
        status: 'expired',
        expires_at: '2025-06-01T09:00:00.000Z',
      }),
    ],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET' && url.pathname === '/api/v1/certificates') {
        lists.push(url.searchParams);
        const counts = { valid: 0, expired: 0, revoked: 0 };
        for (const item of server.certificates) {
          counts[item.attributes.status as keyof typeof counts] += 1;
        }
        const document = buildDocument(server.certificates, {
          meta: {
            total: total ?? server.certificates.length,
            last_page: Math.ceil((total ?? 1) / Number(url.searchParams.get('page[size]'))),
            current_page: Number(url.searchParams.get('page[number]')),
            status_counts: counts,
          },
        });
        return new Response(JSON.stringify(document), { status: 200 });
      }
      if (method === 'GET' && url.pathname === '/api/v1/certifications') {
        const document = buildDocument([
          certificationResource('cn-pm', 'Project management certificate'),
          certificationResource('cn-data', 'Data literacy certificate'),
        ]);
        return new Response(JSON.stringify(document), { status: 200 });
      }
      const revoke = /^\/api\/v1\/certificates\/([^/]+)\/revoke$/.exec(url.pathname);
      if (method === 'POST' && revoke) {
        const body = JSON.parse(String(init?.body));
        revokes.push({ path: url.pathname, body });
        const revoked = certificateResource(revoke[1] ?? '', {
          status: 'revoked',
          revoked_at: '2026-02-01T10:00:00.000Z',
          revoked_reason: body.data.attributes.reason,
        });
        server.certificates = server.certificates.map((item) =>
          item.id === revoked.id ? revoked : item,
        );
        return new Response(JSON.stringify(buildDocument(revoked)), { status: 200 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return { lists, revokes };
}

const lastQuery = (lists: URLSearchParams[]) => Object.fromEntries(lists.at(-1) ?? []);
const row = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

// Each test opens the page afresh: no view stored or in the address from the one before.
beforeEach(() => openAddress('', '/admin/certifications'));
afterEach(() => localStorage.clear());

describe('Issued certificates: filters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks the API with each filter and offers the same filters as CSV', async () => {
    const api = installApi();
    renderWithProviders(<IssuedCertificates />);
    await screen.findByRole('rowheader', { name: /Stijn Student/ });
    expect(lastQuery(api.lists)).toEqual({ 'page[number]': '1', 'page[size]': '25' });
    // The counts per status come from the list's meta.
    expect(screen.getByRole('button', { name: /^Valid/ }).textContent).toBe('Valid1');

    fireEvent.click(screen.getByRole('button', { name: /^Valid/ }));
    await waitFor(() => expect(lastQuery(api.lists)['filter[status]']).toBe('valid'));
    expect(screen.getByRole('button', { name: /^Valid/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.change(screen.getByLabelText('Expiring within'), { target: { value: '30' } });
    await waitFor(() => expect(lastQuery(api.lists)['filter[expiring]']).toBe('30'));

    await screen.findByRole('option', { name: 'Data literacy certificate' });
    fireEvent.change(screen.getByLabelText('Certification'), { target: { value: 'cn-data' } });
    await waitFor(() => expect(lastQuery(api.lists)['filter[certification]']).toBe('cn-data'));

    fireEvent.change(screen.getByLabelText('Search holder'), { target: { value: ' stijn ' } });
    await waitFor(() => expect(lastQuery(api.lists)['filter[search]']).toBe('stijn'), {
      timeout: 2000,
    });

    expect(lastQuery(api.lists)).toEqual({
      'filter[status]': 'valid',
      'filter[expiring]': '30',
      'filter[certification]': 'cn-data',
      'filter[search]': 'stijn',
      'page[number]': '1',
      'page[size]': '25',
    });
    const csv = screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href') ?? '';
    expect(csv.startsWith('/api/v1/certificates/export?')).toBe(true);
    expect(Object.fromEntries(new URL(csv, 'http://localhost').searchParams)).toEqual({
      'filter[status]': 'valid',
      'filter[expiring]': '30',
      'filter[certification]': 'cn-data',
      'filter[search]': 'stijn',
    });

    fireEvent.click(screen.getByRole('button', { name: /^All/ }));
    await waitFor(() => expect(lastQuery(api.lists)['filter[status]']).toBeUndefined());
  });

  it('shows each certificate’s status in words, and Revoke only on valid ones', async () => {
    installApi();
    renderWithProviders(<IssuedCertificates />);
    await screen.findByRole('rowheader', { name: /Stijn Student/ });
    const stijn = row('Stijn Student');
    expect(within(stijn).getByText('Valid')).toBeTruthy();
    expect(within(stijn).getByRole('button', { name: 'Revoke the certificate of Stijn Student' }));
    const fenna = row('Fenna Flat');
    expect(within(fenna).getByText('Expired')).toBeTruthy();
    expect(within(fenna).queryByRole('button')).toBeNull();
    expect(within(stijn).getByText('PMC7XK2QW9RT')).toBeTruthy();
  });
});

describe('Revoking a certificate', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  async function openRevoke() {
    const api = installApi();
    renderWithProviders(<IssuedCertificates />);
    await screen.findByRole('rowheader', { name: /Stijn Student/ });
    const button = screen.getByRole('button', { name: 'Revoke the certificate of Stijn Student' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the certificate of Stijn Student?',
    });
    return { api, dialog, button };
  }

  const reasonField = () => screen.getByLabelText('Reason');
  const messageOf = (control: HTMLElement) =>
    (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('requires a reason of at least 3 characters before sending anything', async () => {
    const { api, dialog } = await openRevoke();
    expect(dialog.textContent).toContain('PMC7XK2QW9RT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() => expect(messageOf(reasonField())).toContain('This field is required'));
    expect(document.activeElement).toBe(reasonField());

    fireEvent.change(reasonField(), { target: { value: ' no ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    await waitFor(() =>
      expect(messageOf(reasonField())).toContain('This field requires at least 3 characters'),
    );
    expect(api.revokes).toEqual([]);
  });

  it('sends the reason, shows the row as revoked and announces it', async () => {
    const { api, dialog } = await openRevoke();
    fireEvent.change(reasonField(), { target: { value: '  Issued in error  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.revokes).toEqual([
      {
        path: '/api/v1/certificates/cert-stijn/revoke',
        body: { data: { type: 'certificates', attributes: { reason: 'Issued in error' } } },
      },
    ]);
    const stijn = row('Stijn Student');
    await waitFor(() => expect(within(stijn).getByText('Revoked')).toBeTruthy());
    expect(within(stijn).getByText('Issued in error')).toBeTruthy();
    expect(within(stijn).queryByRole('button')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The certificate of Stijn Student has been revoked.',
    );
    // The Revoke button is gone: focus lands on the row's new status.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Revoked'));
  });

  it('cancelling sends nothing and gives focus back to Revoke', async () => {
    const { api, dialog, button } = await openRevoke();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.revokes).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('Issued certificates: the view', () => {
  afterEach(() => vi.unstubAllGlobals());

  const SOURCE = {
    view: ISSUED_CERTIFICATES_VIEW,
    defaults: ISSUED_CERTIFICATES_VIEW_DEFAULTS,
    sizePreference: PAGE_SIZE_PREFERENCE,
  };

  const FENNA: Certificate = {
    id: 'cert-fenna',
    code: 'FNX3M8PQ2ZKA',
    holderName: 'Fenna Flat',
    holderEmail: 'flatfee@demo.academy',
    certificationName: 'Project management certificate',
    issuedAt: '2024-06-01T09:00:00.000Z',
    expiresAt: '2025-06-01T09:00:00.000Z',
    status: 'expired',
    revokedAt: null,
    revokedReason: '',
  };

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const api = installApi();
    const view = defineView({
      ...ISSUED_CERTIFICATES_VIEW_DEFAULTS,
      filters: { status: 'expired' },
    });
    const page: IssuedListPage = {
      ...answerPage([FENNA]),
      counts: { valid: 1, expired: 1, revoked: 0 },
    };
    const { html, queryString, errors } = await serveListScreen({
      source: SOURCE,
      cookie: keepView(SOURCE, view),
      query: issuedCertificatesQuery,
      page,
      seed: (client) => client.setQueryData(certificationKeys.list(), { items: [], courses: [] }),
      screen: (initial) => <IssuedCertificates initial={initial} />,
    });
    expect(Object.fromEntries(new URLSearchParams(queryString))).toEqual({
      'filter[status]': 'expired',
      'page[number]': '1',
      'page[size]': '25',
    });
    expect(html).toContain('Fenna Flat');
    expect(html).not.toContain('Stijn Student');
    expect(errors).toEqual([]);
    expect(screen.getByRole('rowheader', { name: /Fenna Flat/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Expired/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(api.lists).toEqual([]);
  });

  it('opens the view a shared address holds', async () => {
    const api = installApi();
    openAddress('f.status=revoked&f.expiring=60', '/admin/certifications');
    renderWithProviders(<IssuedCertificates />);
    await screen.findByRole('rowheader', { name: /Stijn Student/ });
    expect(lastQuery(api.lists)).toEqual({
      'filter[status]': 'revoked',
      'filter[expiring]': '60',
      'page[number]': '1',
      'page[size]': '25',
    });
    expect(screen.getByRole('button', { name: /^Revoked/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Expiring within').value).toBe('60');
  });

  it('pages with the view’s filters, starts again at page 1 on a new filter, and mirrors it in the address', async () => {
    const api = installApi({ total: 60 });
    renderWithProviders(<IssuedCertificates />);
    await screen.findByRole('rowheader', { name: /Stijn Student/ });
    fireEvent.click(screen.getByRole('button', { name: /^Expired/ }));
    await waitFor(() => expect(lastQuery(api.lists)['filter[status]']).toBe('expired'));

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(api.lists)['page[number]']).toBe('2'));
    expect(lastQuery(api.lists)['filter[status]']).toBe('expired');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(fakeAddress.query))).toEqual({
        'f.status': 'expired',
        page: '2',
      }),
    );

    fireEvent.change(screen.getByLabelText('Expiring within'), { target: { value: '90' } });
    await waitFor(() => expect(lastQuery(api.lists)['filter[expiring]']).toBe('90'));
    expect(lastQuery(api.lists)['page[number]']).toBe('1');
    expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      views: { [ISSUED_CERTIFICATES_VIEW]: { filters: { status: 'expired', expiring: '90' } } },
    });
  });
});
