'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import {
  createMailing,
  type Mailing,
  type MailingDetail,
  type MailingInput,
  mailingKeys,
  sendMailing,
  sendTest,
  updateMailing,
} from '@/lib/resources/mailings';

/** What a composer button asked the draft to be saved for. */
export type ComposeAction = 'save' | 'test' | 'send';

/**
 * The composer's writes, each telling what the server refused through `fail`: the draft (for
 * the button that asked: its busy label), the test mail and the send. The mailing's detail
 * takes the answer at once; the lists are refetched behind it.
 */
export function useComposerWrites(mailing: Mailing | null, fail: (error: unknown) => void) {
  const client = useQueryClient();
  const put = (saved: MailingDetail) => {
    client.setQueryData(mailingKeys.detail(saved.mailing.id), saved);
    return saved.mailing.id;
  };
  const draft = useOptimisticMutation({
    queryKey: mailingKeys.all(),
    refetchInBackground: true,
    mutationFn: ({ input }: { input: MailingInput; action: ComposeAction }) =>
      mailing ? updateMailing(mailing.id, input) : createMailing(input),
    errors: fail,
  });
  const test = useOptimisticMutation({ mutationFn: sendTest, errors: fail });
  const send = useOptimisticMutation({
    queryKey: mailingKeys.all(),
    refetchInBackground: true,
    mutationFn: ({ savedId, at }: { savedId: string; at: string | null }) =>
      sendMailing(savedId, at),
    errors: fail,
  });
  const busy: ComposeAction | null = test.isPending
    ? 'test'
    : draft.isPending
      ? draft.variables.action
      : null;
  /** Each resolves to what it gave (null when refused: `fail` has said why). */
  return {
    busy,
    save: (input: MailingInput, action: ComposeAction) =>
      draft.mutateAsync({ input, action }).then(put, () => null),
    test: (savedId: string) =>
      test.mutateAsync(savedId).then(
        ({ to }) => to,
        () => null,
      ),
    send: (savedId: string, at: string | null) =>
      send.mutateAsync({ savedId, at }).then(put, () => null),
  };
}
