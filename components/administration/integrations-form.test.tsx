import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminKeys, type Integrations } from '@/lib/resources/administration';
import { meKeys } from '@/lib/resources/me';
import { ACADEMY_GROUP, hasRole } from '@/shared/access/roles';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { IntegrationsForm } from './integrations-form';

const api = vi.hoisted(() => ({ saveIntegrations: vi.fn() }));
vi.mock('@/lib/resources/administration', async (original) => ({
  ...(await original<typeof import('@/lib/resources/administration')>()),
  saveIntegrations: api.saveIntegrations,
}));

const settings: Integrations = {
  id: 'p1',
  zendeskChatId: null,
  knowledgeBaseUrl: null,
  analyticsDomain: null,
  chatKeyId: null,
  chatSecret: { set: false, hint: null, updatedAt: null },
  mollieApiKey: { set: false, mode: null, updatedAt: null },
  stripeSecretKey: { set: false, mode: null, updatedAt: null },
  stripeWebhookSecret: { set: false, mode: null, updatedAt: null },
  imageHosts: ['images.example.com'],
};

function renderForm(roles: string[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), meResult({ roles }));
  queryClient.setQueryData(adminKeys.integrations(), settings);
  // The page passes the identity key's rule (the academy group) as the prop.
  const identityKey = hasRole(roles, ACADEMY_GROUP);
  return renderWithProviders(<IntegrationsForm identityKey={identityKey} />, { queryClient });
}

beforeEach(() => {
  api.saveIntegrations.mockReset();
  api.saveIntegrations.mockImplementation(async (values: Record<string, unknown>) => ({
    ...settings,
    imageHosts: (values.image_hosts as string[] | undefined) ?? settings.imageHosts,
  }));
});

describe('the integrations form: image hosts', () => {
  it('lets the academy group list the hosts, one per line, and saves them as host names', async () => {
    renderForm(['academy_admin']);
    const field = screen.getByLabelText('Image hosts') as HTMLTextAreaElement;
    expect(field.value).toBe('images.example.com');
    fireEvent.change(field, { target: { value: 'images.example.com\n CDN.Example.org \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save integrations' }));
    await waitFor(() => expect(api.saveIntegrations).toHaveBeenCalled());
    expect(api.saveIntegrations.mock.calls[0]?.[0]).toMatchObject({
      image_hosts: ['images.example.com', 'cdn.example.org'],
    });
  });

  it('shows an author the list without a field, and never sends it', async () => {
    renderForm(['academy_author']);
    expect(screen.queryByLabelText('Image hosts')).toBeNull();
    expect(screen.getByText(/Images may also come from: images.example.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save integrations' }));
    await waitFor(() => expect(api.saveIntegrations).toHaveBeenCalled());
    expect(api.saveIntegrations.mock.calls[0]?.[0]).not.toHaveProperty('image_hosts');
  });
});
