import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookEndpoint } from '@/lib/resources/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@/shared/integrations/webhook-events';
import { buildDocument } from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { EndpointSettings } from './endpoint-settings';
import { EndpointStateBadge } from './status-badges';

/** An endpoint as GET /v1/webhook_endpoints/{id} reads (camelCase), with `overrides`. */
const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'we-hr',
  url: 'https://hooks.example.com/academy',
  description: 'HR sync',
  events: ['account.created', 'order.paid'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

/** The PATCH sent, answered by `answer` (a 422) or with the endpoint as saved. */
function installApi(answer?: { status: number; body: unknown }) {
  const writes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      writes.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (answer) return new Response(JSON.stringify(answer.body), { status: answer.status });
      const saved = { type: 'webhook_endpoints', id: 'we-hr', attributes: body.data.attributes };
      return new Response(JSON.stringify(buildDocument(saved)), { status: 200 });
    }),
  );
  return writes;
}

afterEach(() => vi.unstubAllGlobals());

describe('an endpoint’s state (issue 42, item 2)', () => {
  it.each([
    [{}, 'Active'],
    [{ failingSince: '2026-03-02T13:05:00.000Z' }, 'Failing since 2 Mar 2026 at 14:05'],
    [{ enabled: false, disabledReason: 'manual' as const }, 'Switched off'],
    [
      { enabled: false, disabledReason: 'failing' as const, failingSince: '2026-03-02T13:05:00Z' },
      'Switched off after failures',
    ],
  ])('%o reads “%s”', (overrides, text) => {
    renderWithProviders(<EndpointStateBadge endpoint={endpoint(overrides)} />);
    expect(screen.getByText(text, { exact: true })).toBeTruthy();
  });

  it('says it in Dutch, Demo Academy’s language', () => {
    renderWithProviders(
      <EndpointStateBadge endpoint={endpoint({ enabled: false, disabledReason: 'failing' })} />,
      { locale: 'nl' },
    );
    expect(screen.getByText('Uitgezet na mislukkingen')).toBeTruthy();
  });
});

describe('the endpoint’s settings', () => {
  const all = () => screen.getByRole('checkbox', { name: 'All events' }) as HTMLInputElement;

  it('groups the events, with All events checked, mixed or clear', () => {
    renderWithProviders(<EndpointSettings endpoint={endpoint()} />);
    for (const group of ['Accounts', 'Learning', 'Certificates', 'Orders']) {
      expect(screen.getByRole('group', { name: group })).toBeTruthy();
    }
    const orders = screen.getByRole('group', { name: 'Orders' });
    expect(within(orders).getAllByRole('checkbox')).toHaveLength(2);
    expect(all().checked).toBe(false);
    expect(all().indeterminate).toBe(true);

    fireEvent.click(all());
    expect(all().checked).toBe(true);
    expect(all().indeterminate).toBe(false);
    expect(
      screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(WEBHOOK_EVENT_TYPES.length + 1);

    fireEvent.click(all());
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('checks before sending: every problem on its field, focus on the first', async () => {
    const writes = installApi();
    renderWithProviders(<EndpointSettings endpoint={endpoint()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'URL' }), {
      target: { value: 'hooks.example.com' },
    });
    fireEvent.click(all());
    fireEvent.click(all());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a full address, e.g. https://hooks.example.com/academy.'),
    ).toBeTruthy();
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'URL' })),
    );
    expect(writes).toEqual([]);
  });

  it('saves the trimmed fields and says so', async () => {
    const writes = installApi();
    renderWithProviders(<EndpointSettings endpoint={endpoint()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: ' CRM ' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Quiz failed/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/webhook_endpoints/we-hr',
        body: {
          data: {
            type: 'webhook_endpoints',
            attributes: {
              url: 'https://hooks.example.com/academy',
              description: 'CRM',
              events: ['account.created', 'quiz.failed', 'order.paid'],
            },
          },
        },
      },
    ]);
  });

  it('shows the API’s refusal of the address on the URL field', async () => {
    const refusal =
      'Webhooks cannot go to this server or a private network. Use a public https address.';
    installApi({
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'PRIVATE_ADDRESS',
            detail: refusal,
            source: { pointer: '/data/attributes/url' },
          },
        ],
      },
    });
    renderWithProviders(<EndpointSettings endpoint={endpoint()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const url = screen.getByRole('textbox', { name: 'URL' });
    expect(await screen.findByText(refusal)).toBeTruthy();
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(url.getAttribute('aria-describedby')).toContain(screen.getByText(refusal).id);
  });
});
