import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { ReportProblemButton } from './report-problem-button';

vi.mock('next/navigation', () => ({ usePathname: () => '/courses/data-literacy/misleading-axes' }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/ui/toast', () => ({ toast }));

const ENDPOINT = '/api/v1/courses/data-literacy/content_issues';

/** POST …/content_issues: stored (201), or the answer a test sets. */
function installReportApi() {
  const posts: unknown[] = [];
  const state = { answer: null as { status: number; body: unknown } | null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== ENDPOINT || init?.method !== 'POST') {
        return new Response('{}', { status: 404 });
      }
      posts.push(JSON.parse(String(init.body)));
      const { status, body } = state.answer ?? { status: 201, body: buildDocument(null) };
      return new Response(JSON.stringify(body), { status });
    }),
  );
  return { posts, state };
}

const openButton = () => screen.getByRole('button', { name: 'Report a problem' });
const dialog = () => screen.findByRole('dialog', { name: 'Report a problem' });
const field = (label: string) => screen.getByLabelText(label);
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function openDialog() {
  renderWithProviders(
    <ReportProblemButton slug="data-literacy" itemId="i-axes" itemTitle="Misleading axes" />,
  );
  openButton().focus();
  fireEvent.click(openButton());
  return dialog();
}

function fill(values: { category?: string; message?: string }) {
  if (values.category !== undefined) {
    fireEvent.change(field('Kind of problem'), { target: { value: values.category } });
  }
  if (values.message !== undefined) {
    fireEvent.change(field('Describe the problem'), { target: { value: values.message } });
  }
}

const send = (shown: HTMLElement) =>
  fireEvent.click(within(shown).getByRole('button', { name: 'Send report' }));

describe('Report a problem', () => {
  beforeEach(() => {
    toast.success.mockReset();
    toast.error.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('names the lesson and offers the four categories', async () => {
    installReportApi();
    const shown = await openDialog();
    expect(shown.textContent).toContain('What is wrong with “Misleading axes”?');
    const options = within(field('Kind of problem')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a kind',
      'Typo',
      'Broken media',
      'Wrong answer',
      'Other',
    ]);
  });

  it('checks the §5 rules before sending anything', async () => {
    const api = installReportApi();
    const shown = await openDialog();
    send(shown);
    await waitFor(() =>
      expect(messageOf(field('Kind of problem'))).toContain('Please select an option'),
    );
    expect(messageOf(field('Describe the problem'))).toContain('This field is required');
    expect(document.activeElement).toBe(field('Kind of problem'));

    fill({ category: 'typo', message: '  abc  ' });
    send(shown);
    await waitFor(() =>
      expect(messageOf(field('Describe the problem'))).toContain(
        'This field requires at least 5 characters',
      ),
    );
    expect(api.posts).toEqual([]);
  });

  it('sends the report with the lesson’s id, thanks, and gives focus back to the button', async () => {
    const api = installReportApi();
    const shown = await openDialog();
    fill({ category: 'broken_media', message: '  The second chart does not load.  ' });
    send(shown);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.posts).toEqual([
      {
        data: {
          type: 'content_issues',
          attributes: {
            category: 'broken_media',
            message: 'The second chart does not load.',
            item_id: 'i-axes',
          },
        },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(
      'Thank you: your report was sent to the course team.',
      expect.anything(),
    );
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
  });

  it('puts a 422 on its field and keeps the dialog open with what was typed', async () => {
    const api = installReportApi();
    api.state.answer = {
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'VALIDATION_FAILED',
            detail: 'This field has a maximum of 2000 characters',
            source: { pointer: '/data/attributes/message' },
          },
        ],
      },
    };
    const shown = await openDialog();
    fill({ category: 'other', message: 'Something is off here.' });
    send(shown);

    await waitFor(() =>
      expect(messageOf(field('Describe the problem'))).toContain(
        'This field has a maximum of 2000 characters',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toBeTruthy();
    expect((field('Describe the problem') as HTMLTextAreaElement).value).toBe(
      'Something is off here.',
    );
    // Focus moves to the field in the commit after the error is shown.
    await waitFor(() => expect(document.activeElement).toBe(field('Describe the problem')));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows any other failure in the form', async () => {
    const api = installReportApi();
    api.state.answer = {
      status: 500,
      body: { errors: [{ status: '500', code: 'INTERNAL', detail: 'The academy is busy.' }] },
    };
    const shown = await openDialog();
    fill({ category: 'typo', message: 'A typo in the first line.' });
    send(shown);
    const alert = await within(shown).findByRole('alert');
    expect(alert.textContent).toBe('The academy is busy.');
    expect((field('Kind of problem') as HTMLSelectElement).value).toBe('typo');
  });

  it('closes with Cancel and gives focus back to the button', async () => {
    const api = installReportApi();
    const shown = await openDialog();
    fireEvent.click(within(shown).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(openButton()));
    expect(api.posts).toEqual([]);
  });
});
