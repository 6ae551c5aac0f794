import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { answer, click, fill, sentAttributes, stubFetchPerTest } from './auth-forms.test-support';
import { ForgotPasswordForm } from './forgot-password-form';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

describe('ForgotPasswordForm', () => {
  stubFetchPerTest();

  it('asks for a link and puts the answer in its place, focused, without leaving the page', async () => {
    answer(202, {});
    renderWithProviders(<ForgotPasswordForm />);
    fill('E-mail address', ' tess@example.org ');
    await click('Send link');
    expect(sentAttributes()).toEqual({ email: 'tess@example.org' });
    const answered = screen.getByRole('status');
    expect(answered.textContent).toContain('If an account uses tess@example.org');
    expect(document.activeElement).toBe(answered);
    expect(screen.queryByRole('button', { name: 'Send link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/auth');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows a coded refusal in the user’s language, a wait as the server names it', async () => {
    answer(503, { errors: [{ status: '503', code: 'UPSTREAM_UNAVAILABLE', detail: 'Down' }] });
    const wait = 'Too many requests: try again in 42 seconds.';
    answer(429, { errors: [{ status: '429', code: 'TOO_MANY_REQUESTS', detail: wait }] });
    renderWithProviders(<ForgotPasswordForm />);
    fill('E-mail address', 'tess@example.org');
    await click('Send link');
    expect(screen.getByRole('alert').textContent).toBe(
      'The service cannot be reached. Try again in a moment.',
    );
    await click('Send link');
    expect(screen.getByRole('alert').textContent).toBe(wait);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe(
      'tess@example.org',
    );
  });
});
