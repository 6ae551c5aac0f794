import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import {
  answer,
  click,
  fetchMock,
  fillRegistration,
  sentAttributes,
  stubFetchPerTest,
} from './auth-forms.test-support';
import { RegisterForm } from './register-form';

const router = vi.hoisted(() => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/' }));

const AGREEMENTS = [
  { id: '00000000-0000-4000-8000-000000000001', kind: 'terms' as const },
  { id: '00000000-0000-4000-8000-000000000002', kind: 'privacy' as const },
];
const BOX = /I accept the terms of use and the privacy statement/;

describe('RegisterForm: the terms and the privacy statement', () => {
  stubFetchPerTest();

  it('links both documents, each opening in a new tab', () => {
    renderWithProviders(<RegisterForm agreements={AGREEMENTS} />);
    const terms = screen.getByRole('link', { name: /terms of use/ });
    const privacy = screen.getByRole('link', { name: /privacy statement/ });
    expect(terms.getAttribute('href')).toBe('/auth/agreements/terms');
    expect(privacy.getAttribute('href')).toBe('/auth/agreements/privacy');
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      const hint = document.getElementById(link.getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe('Each document opens in a new tab.');
    }
    expect(screen.getByRole('checkbox', { name: BOX })).toBeTruthy();
  });

  it('requires the box: nothing is sent until it is ticked, then the versions shown are', async () => {
    answer(201, { meta: { signed_in: true } });
    renderWithProviders(<RegisterForm agreements={AGREEMENTS} />);
    fillRegistration();
    await click('Create account');
    const box = screen.getByRole('checkbox', { name: BOX });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(described[1] ?? '')?.textContent).toBe(
      'Accept the terms of use and the privacy statement to create an account.',
    );
    fireEvent.click(box);
    await click('Create account');
    expect(sentAttributes()).toEqual({
      full_name: 'Tess Trial',
      email: 'tess@example.org',
      password: 'a-long-password',
      accepted_agreements: AGREEMENTS.map((agreement) => agreement.id),
    });
    expect(router.replace).toHaveBeenCalledWith('/');
  });

  it('unticks the box and reloads the documents when they changed meanwhile', async () => {
    const detail = 'The terms of use or the privacy statement changed since you opened this page.';
    answer(422, {
      errors: [
        {
          code: 'AGREEMENTS_CHANGED',
          detail,
          source: { pointer: '/data/attributes/accepted_agreements' },
        },
      ],
    });
    renderWithProviders(<RegisterForm agreements={AGREEMENTS} />);
    fillRegistration();
    fireEvent.click(screen.getByRole('checkbox', { name: BOX }));
    await click('Create account');
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: BOX });
    expect(box.checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe(detail);
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe(
      'tess@example.org',
    );
  });

  it('asks nothing on a portal without published agreements', async () => {
    answer(201, { meta: { signed_in: true } });
    renderWithProviders(<RegisterForm agreements={[]} />);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fillRegistration();
    await click('Create account');
    expect(sentAttributes().accepted_agreements).toEqual([]);
  });

  it('names the one document a portal has', () => {
    renderWithProviders(<RegisterForm agreements={AGREEMENTS.slice(0, 1)} />);
    expect(screen.getByRole('checkbox', { name: /^I accept the terms of use$/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /privacy/ })).toBeNull();
  });
});
