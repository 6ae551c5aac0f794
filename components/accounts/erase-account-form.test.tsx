import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { EraseAccountForm } from './erase-account-form';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({
  useRouter: () => ({ refresh }),
  usePathname: () => '/admin/accounts/a-1',
}));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockClear();
});

/** Stubs the API with one answer (status and JSON), and keeps what it was sent. */
function answer(status: number, body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    const text = JSON.stringify(body);
    // Parsed in the test's own realm, as answerJson does (the deserializer reads plain objects).
    return Object.assign(new Response(text, { status }), { json: async () => JSON.parse(text) });
  });
  return sent;
}

function fill(reason: string, email: string) {
  fireEvent.change(screen.getByLabelText('Reason for erasing'), { target: { value: reason } });
  fireEvent.change(screen.getByLabelText('Type the e-mail address nora@example.org to confirm'), {
    target: { value: email },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Erase account and data' }));
}

describe('Erase this account (issue 42, item 4)', () => {
  it('sends nothing until the address typed is the account’s', async () => {
    const sent = answer(200, {});
    renderWithProviders(
      <EraseAccountForm accountId="a-1" email="nora@example.org" onErased={vi.fn()} />,
    );
    fill('Asked by mail', 'nora@example.com');
    const field = screen.getByLabelText('Type the e-mail address nora@example.org to confirm');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByText('Type the account’s e-mail address exactly as shown.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('erases with the reason and the address (any case), then says when and reloads', async () => {
    const sent = answer(200, {
      data: { type: 'accounts', id: 'a-1', attributes: { erased_at: '2026-03-03T09:00:00.000Z' } },
    });
    const onErased = vi.fn();
    renderWithProviders(
      <EraseAccountForm accountId="a-1" email="nora@example.org" onErased={onErased} />,
    );
    fill('Asked by mail', 'Nora@Example.org');
    await waitFor(() => expect(onErased).toHaveBeenCalledWith('2026-03-03T09:00:00.000Z'));
    expect(refresh).toHaveBeenCalled();
    expect(sent).toEqual([
      {
        data: {
          type: 'accounts',
          id: 'a-1',
          attributes: { reason: 'Asked by mail', confirm_email: 'Nora@Example.org' },
        },
      },
    ]);
  });

  it('shows the API’s field errors on their fields, and a refusal above the form', async () => {
    answer(422, {
      errors: [
        {
          status: '422',
          detail: 'Does not match.',
          source: { pointer: '/data/attributes/confirm_email' },
        },
      ],
    });
    const { unmount } = renderWithProviders(
      <EraseAccountForm accountId="a-1" email="nora@example.org" onErased={vi.fn()} />,
    );
    fill('Asked by mail', 'nora@example.org');
    expect(await screen.findByText('Does not match.')).toBeTruthy();
    unmount();

    answer(403, { errors: [{ status: '403', code: 'ERASE_OWN_ACCOUNT', detail: 'Forbidden' }] });
    renderWithProviders(
      <EraseAccountForm accountId="a-1" email="nora@example.org" onErased={vi.fn()} />,
    );
    fill('Asked by mail', 'nora@example.org');
    expect(
      await screen.findByText('You cannot erase your own account; another administrator can.'),
    ).toBeTruthy();
  });
});
