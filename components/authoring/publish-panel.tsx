'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { ApiError } from '@/lib/api/errors';
import { type CourseDraft, changeCourseStatus, type StatusAction } from '@/lib/resources/authoring';
import { type PublishProblem, publishProblems } from '@/shared/authoring/publish-check';
import type { DraftFields } from './draft-fields';

interface PublishPanelProps {
  course: CourseDraft;
  /** What is typed now: the checklist follows it live. */
  fields: DraftFields;
  /** Saves what is typed before the status changes. */
  beforeChange: () => Promise<void>;
  onChanged: (course: CourseDraft) => void;
}

/** The Publish tab: what is missing (the API's own check, live), and the status buttons. */
export function PublishPanel({ course, fields, beforeChange, onChanged }: PublishPanelProps) {
  const t = useTranslations('authoring.publish');
  const ts = useTranslations('authoring.status');
  const [confirming, setConfirming] = useState<StatusAction | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const problems = publishProblems({
    title: fields.title,
    summary: fields.summary,
    catalogId: fields.catalogId,
    modules: course.modules,
  });
  const text = (problem: PublishProblem) =>
    t(`problems.${problem.code}`, {
      subject: problem.subject ?? '',
      drawCount: problem.drawCount ?? 0,
      poolSize: problem.poolSize ?? 0,
    });

  // The changed course goes to `onChanged`: nothing to refetch. A refusal is listed here.
  const change = useOptimisticMutation<StatusAction, CourseDraft>({
    mutationFn: async (action) => {
      await beforeChange();
      return changeCourseStatus(course.id, action);
    },
    errors: (error) =>
      setRefusal(
        error instanceof ApiError
          ? error.errors.map((e) => e.detail ?? e.title ?? e.code ?? '')
          : [String(error)],
      ),
  });
  const busy = change.isPending;

  const act = (action: StatusAction) => {
    setMessage(null);
    setRefusal([]);
    change.mutate(action, {
      onSuccess: (changed) => {
        onChanged(changed);
        setMessage(t(`done.${action}`));
      },
      onSettled: () => setConfirming(null),
    });
  };

  const actions: StatusAction[] =
    course.status === 'draft'
      ? ['publish', 'archive']
      : course.status === 'published'
        ? ['archive', 'restore']
        : ['restore'];
  const confirmText = (action: StatusAction) =>
    t(
      action === 'publish'
        ? 'confirmPublish'
        : action === 'archive'
          ? 'confirmArchive'
          : 'confirmRestore',
    );

  return (
    <div className="publish-panel">
      <h2>{t('heading')}</h2>
      <p>{t('statusNow', { status: ts(course.status) })}</p>
      {course.status === 'draft' && (
        <>
          <h3 id="publish-missing">{t('missingHeading')}</h3>
          {problems.length === 0 ? (
            <p className="publish-ready">{t('ready')}</p>
          ) : (
            <ul aria-labelledby="publish-missing" className="publish-problems">
              {problems.map((problem) => (
                <li key={`${problem.code}-${problem.pointer}`}>{text(problem)}</li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="form-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'publish' ? 'button button-primary' : 'button'}
            disabled={busy || (action === 'publish' && problems.length > 0)}
            onClick={() => setConfirming(action)}
          >
            {t(action)}
          </button>
        ))}
      </div>
      {confirming && (
        <div className="outline-confirm" role="alertdialog" aria-labelledby="publish-confirm-text">
          <p id="publish-confirm-text">{confirmText(confirming)}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => act(confirming)}
          >
            {t('confirm')}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            {t('cancel')}
          </button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {message && <p>{message}</p>}
      </div>
      {refusal.length > 0 && (
        <div role="alert" className="form-error">
          <ul>
            {refusal.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
