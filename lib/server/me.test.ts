import { describe, expect, it, vi } from 'vitest';
import { portalImageHostsFor } from '@/lib/proxy/image-hosts';
import { meResult } from '@/tests/support/fixtures/demo-users';

const result = meResult({ roles: ['student'] });
const portal = { ...result.me.portal, information: { imageHosts: ['images.example.com'] } };

vi.mock('./query-client', () => ({
  getQueryClient: () => ({
    fetchQuery: async () => ({ ...result, me: { ...result.me, portal } }),
  }),
}));
vi.mock('./request-context', () => ({
  getRequestContext: async () => ({ portalDomain: 'me-test.localhost' }),
}));

describe('getMe', () => {
  it('tells the proxy the image hosts of the portal it read', async () => {
    const { getMe } = await import('./me');
    expect(portalImageHostsFor('me-test.localhost')).toEqual([]);
    expect((await getMe()).me.portal.information.imageHosts).toEqual(['images.example.com']);
    expect(portalImageHostsFor('me-test.localhost')).toEqual(['images.example.com']);
  });
});
