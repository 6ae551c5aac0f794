'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { NativeSelect } from '@/components/forms/native-fields';
import {
  type AdminCourse,
  authoringKeys,
  authoringOptionsQuery,
  type BulkAction,
  type BulkResult,
  bulkCourses,
} from '@/lib/resources/authoring';

interface BulkBarProps {
  selected: string[];
  /** The page's courses, to name the ones that failed. */
  courses: AdminCourse[];
  onDone: () => void;
}

/** The selection's actions: publish, archive, add or remove a label; the outcome is announced. */
export function BulkBar({ selected, courses, onDone }: BulkBarProps) {
  const t = useTranslations('authoring.bulk');
  const options = useQuery(authoringOptionsQuery());
  const [labelId, setLabelId] = useState('');
  const [outcome, setOutcome] = useState<{ text: string; failures: string[] } | null>(null);
  const titleOf = (id: string) => courses.find((course) => course.id === id)?.title ?? id;

  // The outcome is announced at once; the courses are refetched behind it.
  const bulk = useOptimisticMutation<BulkAction, BulkResult>({
    queryKey: authoringKeys.all(),
    mutationFn: (action) => bulkCourses(action, selected, labelId || undefined),
    refetchInBackground: true,
    errors: () => setOutcome({ text: t('failed'), failures: [] }),
  });
  const busy = bulk.isPending;

  const run = (action: BulkAction) =>
    bulk.mutate(action, {
      onSuccess: (result) => {
        setOutcome({
          text: t('result', { succeeded: result.succeeded, failed: result.failed }),
          failures: result.results
            .filter((row) => !row.ok)
            .map((row) =>
              t('failedCourse', {
                title: titleOf(row.id),
                reasons: row.errors.map((error) => error.detail).join(' '),
              }),
            ),
        });
        onDone();
      },
    });

  return (
    <section className="authoring-bulk" aria-label={t('label')}>
      {selected.length > 0 && (
        <div className="authoring-bulk-actions kit-wrap kit-surface">
          <span>{t('selected', { count: selected.length })}</span>
          <button type="button" className="button" disabled={busy} onClick={() => run('publish')}>
            {t('publish')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => run('archive')}>
            {t('archive')}
          </button>
          <div className="field authoring-bulk-label">
            <label htmlFor="bulk-label">{t('chooseLabel')}</label>
            <NativeSelect
              id="bulk-label"
              value={labelId}
              onChange={(event) => setLabelId(event.target.value)}
            >
              <option value="" />
              {options.data?.labels.map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <button
            type="button"
            className="button"
            disabled={busy || !labelId}
            onClick={() => run('add_label')}
          >
            {t('addLabel')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !labelId}
            onClick={() => run('remove_label')}
          >
            {t('removeLabel')}
          </button>
          <button type="button" className="button button-ghost" onClick={onDone}>
            {t('clear')}
          </button>
        </div>
      )}
      <div role="status" aria-live="polite" className="authoring-bulk-outcome">
        {outcome && (
          <>
            <p>{outcome.text}</p>
            {outcome.failures.length > 0 && (
              <ul>
                {outcome.failures.map((failure) => (
                  <li key={failure}>{failure}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
