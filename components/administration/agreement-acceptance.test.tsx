import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AgreementAcceptance } from './agreement-acceptance';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/agreements' }));

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
