import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';

// RFC 8058 one-click unsubscribe: its plain-text answers in the portal's language.
const academyRequest = vi.fn();
const page = vi.hoisted(() => ({ locale: 'nl' as 'en' | 'nl' | 'ro' }));
vi.mock('@/lib/server/academy', () => ({
  academyRequest: (...args: unknown[]) => academyRequest(...args),
}));
vi.mock('@/lib/server/locale', () => ({
  getUiLanguage: async () => ({ locale: page.locale, overrides: null }),
}));

const { POST } = await import('./route');
const oneClick = () =>
  POST(
    new Request('http://localhost:3000/api/unsubscribe?token=abc', {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    }),
  );

beforeEach(() => {
  academyRequest.mockReset();
  page.locale = 'nl';
});

describe('POST /api/unsubscribe answers in the portal’s language', () => {
  it('done, in Dutch', async () => {
    academyRequest.mockResolvedValueOnce({});
    const response = await oneClick();
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Je bent uitgeschreven.\n');
  });

  it('an unknown link is a 404, in Romanian', async () => {
    page.locale = 'ro';
    academyRequest.mockRejectedValueOnce(new ApiError(404, [{ status: '404' }]));
    const response = await oneClick();
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(
      'Acest link de dezabonare nu este valid. Copiază întregul link din e-mail.\n',
    );
  });

  it('an API that fails is a 502, in English', async () => {
    page.locale = 'en';
    academyRequest.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    const response = await oneClick();
    expect(response.status).toBe(502);
    expect(await response.text()).toBe('Unsubscribing did not work this time. Try again later.\n');
  });
});
