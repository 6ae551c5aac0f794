'use client';

import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useShowError } from '@/components/errors/use-show-error';
import { applyToCache, type CacheSnapshot, restoreCache } from '@/lib/api/optimistic';

export interface OptimisticMutationOptions<TVariables, TResult, TData> {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /**
   * The resource's key: every cached query beneath it is updated, rolled back and refetched.
   * Without one (a preview, a write whose answer the screen keeps itself) nothing is refetched.
   */
  queryKey?: QueryKey;
  /** The change as the user expects it, shown before the server answers (a pure function). */
  optimistic?: (data: TData, variables: TVariables) => TData;
  /** The change once the server has confirmed it, with its answer (e.g. a created item). */
  confirmed?: (data: TData, result: TResult, variables: TVariables) => TData;
  /**
   * What the user is told when the server refuses: by default the §8 toast (optionally titled
   * by `errorTitle`); 'inline' when the caller shows it (a form's fields, a card, a status
   * line); or a function of the error.
   */
  errors?: 'toast' | 'inline' | ((error: unknown) => void);
  errorTitle?: string;
  /**
   * A write stays pending until the refetch after it is done, so the screen shows its outcome
   * when it ends; `true` ends it when the server answers and refetches behind it.
   */
  refetchInBackground?: boolean;
  /**
   * What is refetched after the write when it is not `queryKey` (its `confirmed` answer then
   * stands as it is): e.g. the history a write adds a line to.
   */
  refetch?: readonly QueryKey[];
}

/**
 * The one way a write updates what is on screen: apply the change to the cached queries at
 * once, roll it back and say so when the server refuses, and refetch the resource either way.
 * A refusal is told at once; the refetch after it runs behind.
 */
export function useOptimisticMutation<TVariables = void, TResult = unknown, TData = unknown>(
  options: OptimisticMutationOptions<TVariables, TResult, TData>,
) {
  const client = useQueryClient();
  const showError = useShowError();
  const { queryKey, optimistic, confirmed, errors = 'toast' } = options;
  return useMutation<TResult, unknown, TVariables, CacheSnapshot>({
    mutationFn: options.mutationFn,
    // This hook tells the user itself (UnhandledMutationErrors leaves it alone).
    meta: { handlesErrors: true },
    onMutate: (variables) =>
      optimistic && queryKey
        ? applyToCache<TData>(client, queryKey, (data) => optimistic(data, variables))
        : Promise.resolve([]),
    onError: (error, _variables, snapshot) => {
      restoreCache(client, snapshot ?? []);
      if (errors === 'toast') showError(error, { title: options.errorTitle });
      else if (typeof errors === 'function') errors(error);
    },
    onSuccess: (result, variables) => {
      if (!confirmed || !queryKey) return;
      client.setQueriesData<TData>({ queryKey }, (data) =>
        data === undefined ? data : confirmed(data, result, variables),
      );
    },
    onSettled: (_result, error) => {
      const keys = options.refetch ?? (queryKey ? [queryKey] : []);
      if (keys.length === 0) return;
      const refetch = Promise.all(keys.map((key) => client.invalidateQueries({ queryKey: key })));
      return error || options.refetchInBackground ? undefined : refetch;
    },
  });
}
