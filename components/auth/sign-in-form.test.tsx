import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/messages';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import {
  answer,
  click,
  fetchMock,
  fill,
  fillRegistration,
  signIn,
  stubFetchPerTest,
} from './auth-forms.test-support';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

describe('SignInForm on useForm', () => {
  stubFetchPerTest();

  it('points an address of a routed domain to its identity provider as it is typed (issue 39)', async () => {
    renderWithProviders(
      <SignInForm
        returnTo={null}
        ssoDomains={[
          { name: 'Acme ID', emailDomains: ['acme.test'], href: '/api/auth/sso/x/start' },
        ]}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Continue with Acme ID' })).toBeNull();
    await fill('E-mail address', 'jo@ACME.test');
    const link = await screen.findByRole('link', { name: 'Continue with Acme ID' });
    expect(link.getAttribute('href')).toBe('/api/auth/sso/x/start');
    await fill('E-mail address', 'jo@other.test');
    expect(screen.queryByRole('link', { name: 'Continue with Acme ID' })).toBeNull();
  });

  it('refuses an invalid e-mail address on its field, focused, before anything is sent', async () => {
    renderWithProviders(<SignInForm returnTo={null} />);
    await signIn('not-an-address', 'academy-demo');
    expect(screen.getByText('This field should contain a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail address'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a coded 422 in the user’s language on its field and keeps the address', async () => {
    answer(422, {
      errors: [
        {
          code: 'INVALID_CREDENTIALS',
          detail: 'The e-mail address or password is incorrect.',
          source: { pointer: '/data/attributes/password' },
        },
      ],
    });
    renderWithProviders(<SignInForm returnTo={null} />);
    await signIn('student@demo.academy', 'wrong-password');
    expect(screen.getByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe(
      'student@demo.academy',
    );
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('shows a coded 403 as the general error', async () => {
    answer(403, { errors: [{ code: 'PORTAL_ACCESS_DENIED', title: 'No access to this portal' }] });
    renderWithProviders(<SignInForm returnTo={null} />);
    await signIn('learner@unlimited.academy', 'academy-demo');
    expect(screen.getByRole('alert').textContent).toBe(
      'This account cannot sign in on this portal.',
    );
  });

  it('posts a sessions document, then renders returnTo on the server again', async () => {
    answer(200, { meta: { signed_in: true } });
    // Guest pages have no query client (the signed-in shell starts its own), so the
    // form works with next-intl alone.
    const messages = await loadMessages('en');
    render(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="Europe/Amsterdam">
        <SignInForm returnTo="/admin/dashboard" />
      </NextIntlClientProvider>,
    );
    await signIn(' admin@demo.academy ', 'academy-demo');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      data: {
        type: 'sessions',
        attributes: { email: 'admin@demo.academy', password: 'academy-demo' },
      },
    });
    expect(router.replace).toHaveBeenCalledWith('/admin/dashboard');
    expect(router.refresh).toHaveBeenCalledOnce();
  });

  it.each(['/.//evil.example/login', '/\n/evil.example/phish'])(
    'goes to / after signing in, never to a returnTo like %j',
    async (returnTo) => {
      answer(200, { meta: { signed_in: true } });
      renderWithProviders(<SignInForm returnTo={returnTo} />);
      await signIn('admin@demo.academy', 'academy-demo');
      expect(router.replace).toHaveBeenCalledWith('/');
    },
  );
});

describe('RegisterForm on useForm', () => {
  stubFetchPerTest();

  it('checks the register rules before sending', async () => {
    renderWithProviders(<RegisterForm />);
    fillRegistration({ name: 'T', password: 'short' });
    await click('Create account');
    expect(screen.getByText('This field requires at least 2 characters')).toBeTruthy();
    expect(screen.getByText('This field requires at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a taken e-mail address on its field and goes to / on success', async () => {
    answer(422, {
      errors: [{ code: 'EMAIL_TAKEN', source: { pointer: '/data/attributes/email' } }],
    });
    answer(201, { meta: { signed_in: true } });
    renderWithProviders(<RegisterForm />);
    fillRegistration({ email: 'student@demo.academy' });
    await click('Create account');
    const email = screen.getByLabelText('E-mail address');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(
      'An account with this e-mail address already exists.',
    );
    fill('E-mail address', 'tess@example.org');
    await click('Create account');
    expect(router.replace).toHaveBeenCalledWith('/');
  });
});

describe('the chosen course survives sign-up and sign-in', () => {
  stubFetchPerTest();

  it('lands the new student on the course they chose', async () => {
    answer(201, { meta: { signed_in: true } });
    renderWithProviders(<RegisterForm returnTo="/catalog/data-literacy" />);
    fillRegistration();
    await click('Create account');
    expect(router.replace).toHaveBeenCalledWith('/catalog/data-literacy');
  });

  it('keeps the course when switching between "Log in" and "Try it free"', () => {
    const { unmount } = renderWithProviders(<RegisterForm returnTo="/catalog/data-literacy" />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/auth?returnTo=%2Fcatalog%2Fdata-literacy',
    );
    unmount();
    renderWithProviders(<SignInForm returnTo="/catalog/data-literacy" />);
    expect(screen.getByRole('link', { name: 'Try it free' }).getAttribute('href')).toBe(
      '/auth/login/register?returnTo=%2Fcatalog%2Fdata-literacy',
    );
  });

  it('drops a returnTo that leaves the site, on the links and after sign-up', async () => {
    answer(201, { meta: { signed_in: true } });
    renderWithProviders(<RegisterForm returnTo="//evil.example/catalog" />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    fillRegistration();
    await click('Create account');
    expect(router.replace).toHaveBeenCalledWith('/');
  });
});
