import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portfolioItemRecord } from '@/tests/support/api-documents';
import { installFakePortfolioApi, STUDENT_ID } from '@/tests/support/fakes/portfolio-api';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { PortfolioBoard } from './portfolio-board';

const renderBoard = () => renderWithProviders(<PortfolioBoard accountId={STUDENT_ID} />);

const list = () => screen.findByRole('list');
const titles = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const field = (name: string) => screen.getByLabelText(name);
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillAndSubmit(values: { title: string; kind?: string; course?: string }) {
  fireEvent.change(field('Title'), { target: { value: values.title } });
  if (values.kind) fireEvent.change(field('Kind'), { target: { value: values.kind } });
  if (values.course) {
    // The picker fills once the enrolments have loaded.
    await screen.findByRole('option', { name: values.course });
    fireEvent.change(field('Course'), {
      target: {
        value: screen.getByRole<HTMLOptionElement>('option', { name: values.course }).value,
      },
    });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Add to portfolio' }));
}

describe('the portfolio page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the items newest first with their kind, course and date', async () => {
    installFakePortfolioApi();
    renderBoard();
    expect(await titles()).toEqual([
      'My learning goals for this quarter',
      'Reading our sales dashboard critically',
      'Completed Project management basics',
    ]);
    const second = screen.getByRole('listitem', { name: 'Reading our sales dashboard critically' });
    expect(within(second).getByText('Assignment')).toBeTruthy();
    expect(within(second).getByText('Course: Data literacy')).toBeTruthy();
    expect(within(second).getByText('1 Feb 2026 at 11:00')).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
  });

  it('says so when the portfolio is empty', async () => {
    installFakePortfolioApi([]);
    renderBoard();
    expect(await screen.findByText('Your portfolio is still empty')).toBeTruthy();
  });

  it('shows the §8 panel when the list cannot be loaded, and retries', async () => {
    const api = installFakePortfolioApi();
    api.failLists(500);
    renderBoard();
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeTruthy();
    api.failLists(null);
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect((await titles()).length).toBe(3);
  });

  it('checks the §5 rules before sending anything', async () => {
    const api = installFakePortfolioApi();
    renderBoard();
    await list();
    await fillAndSubmit({ title: 'ab' });
    await waitFor(() =>
      expect(messageOf(field('Title'))).toContain('This field requires at least 3 characters'),
    );
    expect(messageOf(field('Kind'))).toContain('Please select an option');
    expect(document.activeElement).toBe(field('Title'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds an item first, focuses it and empties the form', async () => {
    const api = installFakePortfolioApi();
    renderBoard();
    await list();
    await fillAndSubmit({
      title: '  Wrote a web article  ',
      kind: 'assignment',
      course: 'Data literacy',
    });
    await waitFor(async () => expect((await titles())[0]).toBe('Wrote a web article'));
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      data: {
        type: 'portfolio_items',
        attributes: {
          title: 'Wrote a web article',
          description: '',
          kind: 'assignment',
          course_id: 'c-data',
        },
      },
    });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wrote a web article'));
    expect((field('Title') as HTMLInputElement).value).toBe('');
    const added = screen.getByRole('listitem', { name: 'Wrote a web article' });
    expect(within(added).getByText('Course: Data literacy')).toBeTruthy();
  });

  it('puts a 422 from the API on its field', async () => {
    const api = installFakePortfolioApi();
    renderBoard();
    await list();
    api.unenrol('c-pm');
    await fillAndSubmit({
      title: 'Planned a project',
      kind: 'achievement',
      course: 'Project management basics',
    });
    await waitFor(() =>
      expect(messageOf(field('Course'))).toContain('You are not enrolled in this course.'),
    );
    expect(await titles()).toHaveLength(3);
  });

  it('deletes an item only after confirming, then focuses the next one', async () => {
    const api = installFakePortfolioApi();
    renderBoard();
    await list();
    const remove = screen.getByRole('button', {
      name: 'Delete “My learning goals for this quarter”',
    });

    fireEvent.click(remove);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(remove);
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this item?' });
    expect(dialog.textContent).toContain('“My learning goals for this quarter” will be removed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(await titles()).toEqual([
        'Reading our sales dashboard critically',
        'Completed Project management basics',
      ]),
    );
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Reading our sales dashboard critically'),
    );
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/v1/accounts/${STUDENT_ID}/portfolio_items/i-goals`,
    ]);
  });

  it('focuses the list heading once the last item is deleted', async () => {
    installFakePortfolioApi([
      portfolioItemRecord({ id: 'i-only', accountId: STUDENT_ID, title: 'Only item' }),
    ]);
    renderBoard();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Only item”' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your portfolio is still empty')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your items' })),
    );
  });
});
