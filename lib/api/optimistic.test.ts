import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyToCache, restoreCache } from './optimistic';

describe('optimistic cache updates', () => {
  it('changes every cached query under the key, and restores them all', async () => {
    const client = new QueryClient();
    client.setQueryData(['accounts', 'a', 'notifications', 'unread'], { count: 3 });
    client.setQueryData(['accounts', 'a', 'notifications', 'all', 1], { count: 3 });
    client.setQueryData(['accounts', 'b', 'notifications', 'all', 1], { count: 7 });

    const snapshot = await applyToCache<{ count: number }>(
      client,
      ['accounts', 'a', 'notifications'],
      (data) => ({ count: data.count - 1 }),
    );
    expect(client.getQueryData(['accounts', 'a', 'notifications', 'unread'])).toEqual({ count: 2 });
    expect(client.getQueryData(['accounts', 'a', 'notifications', 'all', 1])).toEqual({ count: 2 });
    // Another account's cache is not under the key.
    expect(client.getQueryData(['accounts', 'b', 'notifications', 'all', 1])).toEqual({ count: 7 });
    expect(snapshot).toHaveLength(2);

    restoreCache(client, snapshot);
    expect(client.getQueryData(['accounts', 'a', 'notifications', 'unread'])).toEqual({ count: 3 });
    expect(client.getQueryData(['accounts', 'a', 'notifications', 'all', 1])).toEqual({ count: 3 });
  });

  it('passes null data (a preference never saved) to the update, and skips missing data', async () => {
    const client = new QueryClient();
    client.setQueryData(['pref'], null);
    await applyToCache<string | null>(client, ['pref'], (data) => `${data ?? 'new'}!`);
    expect(client.getQueryData(['pref'])).toBe('new!');
    await applyToCache<string>(client, ['nothing'], () => 'x');
    expect(client.getQueryData(['nothing'])).toBeUndefined();
  });
});
