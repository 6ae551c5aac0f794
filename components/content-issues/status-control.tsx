'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { NativeSelect, Textarea } from '@/components/forms/native-fields';
import { showToast } from '@/components/ui/show-toast';
import { withIssueStatus } from '@/lib/content-issues/cache';
import {
  type ContentIssue,
  type ContentIssuesPage,
  changeContentIssueStatus,
  contentIssueKeys,
  type StatusChangeInput,
} from '@/lib/resources/content-issues';
import {
  type ContentIssueStatus,
  nextStatuses,
  RESOLUTION_MAX,
} from '@/shared/content-issues/transitions';

type Variables = StatusChangeInput & { id: string };

/**
 * An issue's status and the moves it may make (shared/content-issues/transitions.ts), with an
 * optional note to the reporter. Shown at once; rolled back with the error toast when refused.
 */
export function StatusControl({ issue }: { issue: ContentIssue }) {
  const t = useTranslations('contentIssues');
  const id = useId();
  const moves = nextStatuses(issue.status);
  const [target, setTarget] = useState<ContentIssueStatus | ''>('');
  const [note, setNote] = useState('');
  const change = useOptimisticMutation<
    Variables,
    Awaited<ReturnType<typeof changeContentIssueStatus>>,
    ContentIssuesPage
  >({
    queryKey: contentIssueKeys.all(),
    mutationFn: ({ id: issueId, ...input }) => changeContentIssueStatus(issueId, input),
    optimistic: (page, variables) => withIssueStatus(page, variables),
    errorTitle: t('status.failed'),
  });
  const tooLong = note.length > RESOLUTION_MAX;

  const save = () => {
    if (!target || tooLong) return;
    const variables: Variables = {
      id: issue.id,
      status: target,
      ...(note.trim() ? { resolution: note.trim() } : {}),
    };
    change.mutate(variables, {
      onSuccess: ({ reporterNotified }) => {
        setTarget('');
        setNote('');
        showToast({
          scheme: 'success',
          message: reporterNotified
            ? t('status.savedNotified', { status: t(`statuses.${variables.status}`) })
            : t('status.saved', { status: t(`statuses.${variables.status}`) }),
        });
      },
    });
  };

  return (
    <div className="issue-status">
      <span className={`issue-status-badge issue-status-${issue.status}`}>
        {t(`statuses.${issue.status}`)}
      </span>
      <label className="visually-hidden" htmlFor={`${id}-target`}>
        {t('status.label', { lesson: issue.itemTitle ?? issue.courseTitle })}
      </label>
      <NativeSelect
        id={`${id}-target`}
        value={target}
        onChange={(event) => setTarget(event.target.value as ContentIssueStatus | '')}
        disabled={change.isPending}
      >
        <option value="">{t('status.choose')}</option>
        {moves.map((status) => (
          <option key={status} value={status}>
            {t(`moves.${status}`)}
          </option>
        ))}
      </NativeSelect>
      {target && (
        <>
          <label htmlFor={`${id}-note`}>{t('status.note')}</label>
          <Textarea
            id={`${id}-note`}
            value={note}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={`${id}-note-hint`}
          />
          <p id={`${id}-note-hint`} className={tooLong ? 'issue-note-error' : 'issue-note-hint'}>
            {t('status.noteHint', { count: note.length, max: RESOLUTION_MAX })}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={save}
            disabled={change.isPending || tooLong}
          >
            {change.isPending ? t('status.saving') : t('status.save')}
          </button>
        </>
      )}
    </div>
  );
}
