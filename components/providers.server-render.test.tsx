// @vitest-environment node
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QUERY_DEFAULTS } from '@/lib/api/query-client';
import { Providers } from './providers';

/**
 * The load drill's heap snapshots showed every page request kept alive for 30
 * minutes by the gc timers of the QueryClient that Providers made during the server render (a
 * browser client: gcTime 30 min, one timer per hydrated query, each holding the request's async
 * context). Rendered on the server (node, no window), it must be a server client.
 */
let client: QueryClient | undefined;
function Probe() {
  client = useQueryClient();
  return null;
}

describe('Providers rendered on the server', () => {
  it('makes a QueryClient whose queries set no gc timer (kept no longer than the request)', () => {
    renderToString(
      <NextIntlClientProvider locale="en" messages={{}} onError={() => undefined}>
        <Providers>
          <Probe />
        </Providers>
      </NextIntlClientProvider>,
    );
    expect(client).toBeDefined();
    expect(client?.getDefaultOptions().queries?.gcTime).toBe(Number.POSITIVE_INFINITY);
    client?.setQueryData(['accounts', 'someone', 'notifications'], { data: [] });
    const query = client
      ?.getQueryCache()
      .find({ queryKey: ['accounts', 'someone', 'notifications'] });
    expect(query?.gcTime).toBe(Number.POSITIVE_INFINITY);
    expect(query?.gcTime).not.toBe(QUERY_DEFAULTS.gcTime);
  });
});
