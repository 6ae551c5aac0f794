import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AgreementAcceptance } from './agreement-acceptance';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/agreements' }));

const accepted = vi.hoisted(() => ({ answer: Promise.resolve(), ids: [] as string[] }));
vi.mock('@/lib/resources/administration', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/resources/administration')>()),
  acceptAgreement: vi.fn((id: string) => {
    accepted.ids.push(id);
    return accepted.answer;
  }),
}));

describe('AgreementAcceptance goes on to next', () => {
  afterEach(() => vi.clearAllMocks());

  const proceed = async (next: string) => {
    renderWithProviders(<AgreementAcceptance ids={[]} next={next} />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    return router.replace.mock.calls[0]?.[0];
  };

  it('to a path of this portal, with its query and fragment', async () => {
    expect(await proceed('/catalog?tab=1#top')).toBe('/catalog?tab=1#top');
  });

  it.each(['/\n/evil.example/phish', '/.//evil.example/login', '//evil.example'])(
    'to / instead of %j',
    async (next) => {
      expect(await proceed(next)).toBe('/');
    },
  );
});

describe('AgreementAcceptance accepts', () => {
  afterEach(() => {
    vi.clearAllMocks();
    accepted.ids = [];
  });

  const answers = () => screen.getAllByRole('button') as HTMLButtonElement[];

  it('every pending version, then goes on, both answers staying disabled', async () => {
    let answer = () => {};
    accepted.answer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    renderWithProviders(<AgreementAcceptance ids={['v-1', 'v-2']} next="/catalog" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(answers().every((button) => button.disabled)).toBe(true));
    expect(accepted.ids).toEqual(['v-1', 'v-2']);
    await act(async () => answer());
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/catalog'));
    expect(answers().every((button) => button.disabled)).toBe(true);
  });

  it('says so when refused, and lets the person try again', async () => {
    accepted.answer = Promise.reject(new Error('offline'));
    accepted.answer.catch(() => {});
    renderWithProviders(<AgreementAcceptance ids={['v-1']} next="/" />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Accepting did not work. Try again.'),
    );
    expect(answers().some((button) => button.disabled)).toBe(false);
    expect(router.replace).not.toHaveBeenCalled();
  });
});
