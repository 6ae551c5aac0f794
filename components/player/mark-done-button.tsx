'use client';

import { useTranslations } from 'next-intl';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { findItem } from '@/lib/player/outline';
import { withEnrollment, withItemDone } from '@/lib/player/outline-cache';
import { setPreviewDone } from '@/lib/player/preview-progress';
import { courseKeys, setItemDone } from '@/lib/resources/courses';
import { usePlayerCourse, usePreviewCourseId } from './player-mode';

type ItemDoneAnswer = Awaited<ReturnType<typeof setItemDone>>;

interface MarkDoneProps {
  slug: string;
  itemId: string;
  itemSlug: string;
}

/**
 * "Mark as done", a toggle button (aria-pressed). The tick, the count and the percentage change
 * at once; when the server refuses they go back and the §8 toast says so. The button stays put
 * and keeps focus: nothing on the page moves while the answer comes. In student view the tick
 * is the tab's own (lib/player/preview-progress.ts): nothing is sent.
 */
export function MarkDoneButton(props: MarkDoneProps) {
  const previewId = usePreviewCourseId();
  const course = usePlayerCourse(props.slug);
  const done = (course && findItem(course, props.itemId)?.done) ?? false;
  if (previewId) {
    return (
      <MarkDoneToggle
        done={done}
        busy={false}
        onToggle={() => setPreviewDone(previewId, props.itemId, !done)}
      />
    );
  }
  return <StudentMarkDone {...props} done={done} />;
}

function StudentMarkDone({ slug, itemId, itemSlug, done }: MarkDoneProps & { done: boolean }) {
  const t = useTranslations('player.markDone');
  const mark = useOptimisticMutation<boolean, ItemDoneAnswer, unknown>({
    queryKey: courseKeys.detail(slug),
    mutationFn: (next) => setItemDone(slug, itemSlug, next),
    optimistic: (data, next) => withItemDone(data, itemId, next),
    confirmed: (data, answer) => withEnrollment(data, answer.enrollment),
    errorTitle: t('failed'),
  });
  return (
    <MarkDoneToggle
      done={done}
      busy={mark.isPending}
      onToggle={() => {
        if (!mark.isPending) mark.mutate(!done);
      }}
    />
  );
}

function MarkDoneToggle({
  done,
  busy,
  onToggle,
}: {
  done: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const t = useTranslations('player.markDone');
  return (
    <button
      type="button"
      className="button player-mark-done"
      aria-pressed={done}
      // Not disabled while saving: a disabled button would drop the keyboard focus.
      aria-busy={busy || undefined}
      onClick={onToggle}
    >
      <span className="player-mark-done-box" aria-hidden="true" />
      {t('button')}
    </button>
  );
}
