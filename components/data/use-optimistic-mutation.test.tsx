import { type QueryClient, useQuery } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentLabelKeys } from '@/lib/resources/content-labels';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { type OptimisticMutationOptions, useOptimisticMutation } from './use-optimistic-mutation';

const KEY = contentLabelKeys.list();

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A screen that shows a list (under KEY) and runs one write; its state is on a status line. */
function Probe({
  options,
  fetchList,
}: {
  options: OptimisticMutationOptions<string, string, string[]>;
  fetchList: () => Promise<string[]>;
}) {
  const list = useQuery({ queryKey: KEY, queryFn: fetchList });
  const write = useOptimisticMutation(options);
  return (
    <>
      <p role="status">{write.isPending ? 'pending' : write.status}</p>
      <p>{list.data?.join(', ')}</p>
      <button type="button" onClick={() => write.mutate('c')}>
        Write
      </button>
    </>
  );
}

/** Renders the probe with the list fetched once (as ['a']); each later fetch is the test's. */
async function renderProbe(
  options: OptimisticMutationOptions<string, string, string[]>,
  queryClient: QueryClient = testQueryClient(),
) {
  const fetches: Array<ReturnType<typeof deferred<string[]>>> = [];
  const fetchList = () => {
    if (fetches.length === 0) {
      fetches.push(deferred());
      return Promise.resolve(['a']);
    }
    const next = deferred<string[]>();
    fetches.push(next);
    return next.promise;
  };
  renderWithProviders(<Probe options={options} fetchList={fetchList} />, { queryClient });
  await screen.findByText('a');
  return { fetches, queryClient };
}

const status = () => screen.getByRole('status').textContent;

describe('useOptimisticMutation', () => {
  it('stays pending until the refetch after a write is done, and shows the confirmed change', async () => {
    const server = deferred<string>();
    const { fetches } = await renderProbe({
      queryKey: KEY,
      mutationFn: () => server.promise,
      confirmed: (list, result) => [...list, result],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(status()).toBe('pending'));
    await act(async () => server.resolve('b'));
    await screen.findByText('a, b');
    expect(fetches).toHaveLength(2);
    expect(status()).toBe('pending');
    await act(async () => fetches[1]?.resolve(['a', 'b', 'c']));
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getByText('a, b, c')).toBeTruthy();
  });

  it('with refetchInBackground ends when the server answers, the refetch running behind', async () => {
    const { fetches } = await renderProbe({
      queryKey: KEY,
      mutationFn: async () => 'b',
      refetchInBackground: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(status()).toBe('success'));
    expect(fetches).toHaveLength(2);
    await act(async () => fetches[1]?.resolve(['a', 'b']));
    await screen.findByText('a, b');
  });

  it('tells a refusal at once (here to a callback), rolls back, and refetches behind it', async () => {
    const refused: unknown[] = [];
    const server = deferred<string>();
    const { fetches } = await renderProbe({
      queryKey: KEY,
      mutationFn: () => server.promise,
      optimistic: (list, item) => [...list, item],
      errors: (error) => refused.push(error),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await screen.findByText('a, c');
    await act(async () => server.reject(new Error('refused')));
    await waitFor(() => expect(status()).toBe('error'));
    expect(refused).toEqual([new Error('refused')]);
    expect(screen.getByText('a')).toBeTruthy();
    expect(fetches).toHaveLength(2);
  });

  it('without a queryKey is a plain write: nothing is refetched', async () => {
    const { fetches, queryClient } = await renderProbe({ mutationFn: async () => 'b' });
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(status()).toBe('success'));
    expect(fetches).toHaveLength(1);
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
  });

  it('with refetch refetches those keys instead, the confirmed answer standing', async () => {
    const other = ['other'];
    const queryClient = testQueryClient();
    queryClient.setQueryData(other, ['x']);
    const { fetches } = await renderProbe(
      {
        queryKey: KEY,
        mutationFn: async () => 'b',
        confirmed: (list, result) => [...list, result],
        refetch: [other],
      },
      queryClient,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getByText('a, b')).toBeTruthy();
    expect(fetches).toHaveLength(1);
    expect(queryClient.getQueryState(KEY)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(other)?.isInvalidated).toBe(true);
  });
});
