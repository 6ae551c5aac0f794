'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { findItem } from '@/lib/player/outline';
import { withEnrollment, withItemDone } from '@/lib/player/outline-cache';
import { courseKeys, courseQuery, setItemDone } from '@/lib/resources/courses';

type ItemDoneAnswer = Awaited<ReturnType<typeof setItemDone>>;

/**
 * "Mark as done", a toggle button (aria-pressed). The tick, the count and the percentage change
 * at once; when the server refuses they go back and the §8 toast says so. The button stays put
 * and keeps focus: nothing on the page moves while the answer comes.
 */
export function MarkDoneButton({
  slug,
  itemId,
  itemSlug,
}: {
  slug: string;
  itemId: string;
  itemSlug: string;
}) {
  const t = useTranslations('player.markDone');
  const { data: course } = useQuery(courseQuery(slug));
  const done = (course && findItem(course, itemId)?.done) ?? false;
  const mark = useOptimisticMutation<boolean, ItemDoneAnswer, unknown>({
    queryKey: courseKeys.detail(slug),
    mutationFn: (next) => setItemDone(slug, itemSlug, next),
    optimistic: (data, next) => withItemDone(data, itemId, next),
    confirmed: (data, answer) => withEnrollment(data, answer.enrollment),
    errorTitle: t('failed'),
  });

  return (
    <button
      type="button"
      className="button player-mark-done"
      aria-pressed={done}
      // Not disabled while saving: a disabled button would drop the keyboard focus.
      aria-busy={mark.isPending || undefined}
      onClick={() => {
        if (!mark.isPending) mark.mutate(!done);
      }}
    >
      <span className="player-mark-done-box" aria-hidden="true" />
      {t('button')}
    </button>
  );
}
