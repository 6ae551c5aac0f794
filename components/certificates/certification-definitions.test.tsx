import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceObject } from '@/academy-api/jsonapi/document';
import { buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { CertificationDefinitions } from './certification-definitions';

vi.mock('next/navigation', () => ({ usePathname: () => '/admin/certifications' }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

/* Wire documents per docs/quizzes-api.md "Certificates" (see issued-certificates.test.tsx). */
const definition: ResourceObject = {
  type: 'certifications',
  id: 'cn-data',
  attributes: {
    name: 'Data literacy certificate',
    min_score: 60,
    validity_months: 0,
    courses: [{ id: 'c-data', title: 'Data literacy' }],
    issued_count: 3,
  },
};

const course = (id: string, title: string, status = 'published'): ResourceObject => ({
  type: 'courses',
  id,
  attributes: { title, slug: id, summary: '', status, enrollment_count: 0, labels: [] },
});

type Answer = { status: number; body: unknown };

/**
 * GET /v1/certifications (with meta.courses, the form's choices, unless `withoutChoices`), the
 * admin course list, and the writes (each answered by `answer`, else as stored).
 */
function installApi(answer?: Answer, { withoutChoices = false } = {}) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (method === 'GET') reads.push(url.pathname);
      if (method === 'GET' && url.pathname === '/api/v1/certifications') {
        const choices = [
          { id: 'c-data', title: 'Data literacy' },
          { id: 'c-pm', title: 'Project management basics' },
        ];
        const document = buildDocument([definition], {
          meta: withoutChoices ? {} : { courses: choices },
        });
        return new Response(JSON.stringify(document), { status: 200 });
      }
      if (method === 'GET' && url.pathname === '/api/v1/courses') {
        const document = buildDocument(
          [
            course('c-data', 'Data literacy'),
            course('c-pm', 'Project management basics'),
            course('c-old', 'Old course', 'archived'),
          ],
          { meta: { total: 3, last_page: 1, current_page: 1 } },
        );
        return new Response(JSON.stringify(document), { status: 200 });
      }
      writes.push({
        method,
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return new Response(JSON.stringify(buildDocument({ ...definition, id: 'cn-new' })), {
        status: 201,
      });
    }),
  );
  return { writes, reads };
}

const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Certification definitions', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each definition with its criteria', async () => {
    installApi();
    renderWithProviders(<CertificationDefinitions />);
    const name = await screen.findByRole('rowheader', { name: 'Data literacy certificate' });
    const row = name.closest('tr')!;
    expect(within(row).getByText('Data literacy')).toBeTruthy();
    expect(within(row).getByText('60 %')).toBeTruthy();
    expect(within(row).getByText('Never expires')).toBeTruthy();
    expect(within(row).getByText('3 certificates')).toBeTruthy();
  });

  it('offers the courses that come with the definitions', async () => {
    const api = installApi();
    renderWithProviders(<CertificationDefinitions />);
    await screen.findByRole('rowheader', { name: 'Data literacy certificate' });
    fireEvent.click(screen.getByRole('button', { name: 'New certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'New certification' });
    const choices = within(dialog).getAllByRole('checkbox');
    expect(choices.map((box) => box.closest('label')?.textContent)).toEqual([
      'Data literacy',
      'Project management basics',
    ]);
    expect(api.reads).not.toContain('/api/v1/courses');
  });

  it('checks the form before sending, then sends the definition', async () => {
    const api = installApi(undefined, { withoutChoices: true });
    renderWithProviders(<CertificationDefinitions />);
    await screen.findByRole('rowheader', { name: 'Data literacy certificate' });
    fireEvent.click(screen.getByRole('button', { name: 'New certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'New certification' });
    // Without choices in the definitions' meta: the admin course list, every status.
    await within(dialog).findByLabelText('Project management basics');
    expect(within(dialog).getByText('(archived)')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Minimum score (%)'), {
      target: { value: '120' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(describedText(within(dialog).getByLabelText('Name'))).toContain('Enter a name.'),
    );
    expect(dialog.textContent).toContain('Choose at least one course.');
    expect(describedText(within(dialog).getByLabelText('Minimum score (%)'))).toContain(
      'Enter a whole number from 0 to 100, or leave it empty.',
    );
    expect(api.writes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), {
      target: { value: 'Planning certificate' },
    });
    fireEvent.click(within(dialog).getByLabelText('Project management basics'));
    fireEvent.change(within(dialog).getByLabelText('Minimum score (%)'), {
      target: { value: '' },
    });
    fireEvent.change(within(dialog).getByLabelText('Validity (months)'), {
      target: { value: '12' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes).toEqual([
      {
        method: 'POST',
        path: '/api/v1/certifications',
        body: {
          data: {
            type: 'certifications',
            attributes: {
              name: 'Planning certificate',
              course_ids: ['c-pm'],
              min_score: null,
              validity_months: 12,
            },
          },
        },
      },
    ]);
  });

  it('shows the API’s 422 on its field and keeps what was typed', async () => {
    const api = installApi({
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'VALIDATION_ERROR',
            detail: 'A certification with this name exists already.',
            source: { pointer: '/data/attributes/name' },
          },
        ],
      },
    });
    renderWithProviders(<CertificationDefinitions />);
    await screen.findByRole('rowheader', { name: 'Data literacy certificate' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Data literacy certificate”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Data literacy certificate”' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe(
      'Data literacy certificate',
    );
    expect((within(dialog).getByLabelText('Minimum score (%)') as HTMLInputElement).value).toBe(
      '60',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() =>
      expect(describedText(name)).toContain('A certification with this name exists already.'),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/v1/certifications/cn-data',
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes after confirming, saying the issued certificates go too', async () => {
    const api = installApi();
    renderWithProviders(<CertificationDefinitions />);
    await screen.findByRole('rowheader', { name: 'Data literacy certificate' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Data literacy certificate”' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete “Data literacy certificate”?',
    });
    expect(dialog.textContent).toContain('The 3 certificates issued from it are deleted too');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.writes).toEqual([
      { method: 'DELETE', path: '/api/v1/certifications/cn-data', body: null },
    ]);
  });
});
