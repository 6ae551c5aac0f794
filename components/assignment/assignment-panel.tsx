'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { SanitizedHtml } from '@/components/coaching/sanitized-html';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { useShowError } from '@/components/errors/use-show-error';
import { FilePicker } from '@/components/forms/file-picker';
import { usePreviewCourseId } from '@/components/player/player-mode';
import { Link } from '@/components/ui/link';
import { ApiError } from '@/lib/api/errors';
import { ACCEPT } from '@/lib/files/accept';
import { formatFileSize } from '@/lib/files/format';
import { fileContentUrl, type UploadedFile, uploadFile } from '@/lib/files/upload';
import { problemBeforeUpload, uploadProblem } from '@/lib/files/upload-errors';
import {
  type AssignmentWork,
  assignmentKeys,
  assignmentWorkQuery,
  type Submission,
  submitAssignment,
} from '@/lib/resources/coaching';
import { previewAssignmentQuery } from '@/lib/resources/course-preview';
import { courseKeys } from '@/lib/resources/courses';
import { refusalText } from '@/lib/validation/form-response';
import { hasLessonContent } from '@/shared/authoring/publish-check';
import { ASSIGNMENT_LIMITS } from '@/shared/coaching/types';
import './assignment.css';

/** Which assignment: the course (by slug) and the assignment's item in it. */
interface AssignmentRef {
  courseSlug: string;
  itemId: string;
}

/** An assignment with the student's work on it, as the API gives it. */
interface WorkProps extends AssignmentRef {
  work: AssignmentWork;
}

/**
 * An assignment in the course player (SCREENS "Coaching"; docs/coaching-api.md "The student's
 * side"): the instructions, due date and how it is graded; the group and its members for a group
 * assignment (or why the student cannot submit); the answer in the shared editor with files;
 * the coach's feedback and grade; "Submit again" when changes were requested; every attempt.
 */
export function AssignmentPanel({
  courseSlug,
  itemId,
  enrolled,
}: AssignmentRef & { enrolled: boolean }) {
  const t = useTranslations('coaching.work');
  if (!enrolled) {
    return (
      <div className="assignment-panel">
        <p className="assignment-note">
          {t('notEnrolled')}{' '}
          <Link href={`/catalog/${encodeURIComponent(courseSlug)}`}>{t('coursePage')}</Link>
        </p>
      </div>
    );
  }
  return <EnrolledAssignment courseSlug={courseSlug} itemId={itemId} />;
}

function EnrolledAssignment({ courseSlug, itemId }: AssignmentRef) {
  const previewId = usePreviewCourseId();
  const query = useQuery(
    previewId ? previewAssignmentQuery(previewId, itemId) : assignmentWorkQuery(courseSlug, itemId),
  );
  if (!query.data) return <QueryPending query={query} />;
  return <AssignmentView courseSlug={courseSlug} itemId={itemId} work={query.data} />;
}

function AssignmentView({ courseSlug, itemId, work }: WorkProps) {
  const t = useTranslations('coaching.work');
  const format = useFormatter();
  const preview = usePreviewCourseId() !== null;
  const due = work.dueAt ? new Date(work.dueAt) : null;
  const overdue = due !== null && due.getTime() < Date.now() && work.canSubmit;
  return (
    <div className="assignment-panel">
      <SanitizedHtml html={work.instructionsHtml} className="player-content" />
      <dl className="assignment-facts">
        <div>
          <dt>{t('due')}</dt>
          <dd>
            {due ? (
              <>
                <time dateTime={work.dueAt ?? ''}>
                  {format.dateTime(due, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {overdue && (
                  <span className="assignment-badge assignment-badge-late">{t('overdue')}</span>
                )}{' '}
                {/* Student view: the deadline is no editor's own, so none of their calendar. */}
                {!preview && <AddToCalendar kind="assignment" id={itemId} title={work.title} />}
              </>
            ) : (
              t('noDue')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('grading')}</dt>
          <dd>
            {work.scheme === 'points'
              ? t('schemes.points', { max: work.maxPoints, pass: work.passPercent })
              : work.scheme === 'rubric'
                ? t('schemes.rubric', { count: work.rubric.length, pass: work.passPercent })
                : t('schemes.pass_fail')}
          </dd>
        </div>
        {work.mode === 'group' && (
          <div>
            <dt>{t('group')}</dt>
            <dd>
              {work.group
                ? t('groupMembers', {
                    name: work.group.name,
                    members: work.group.members.map((member) => member.fullName).join(', '),
                  })
                : t('noGroupShort')}
            </dd>
          </div>
        )}
      </dl>
      {work.scheme === 'rubric' && work.rubric.length > 0 && (
        <details className="assignment-rubric-view">
          <summary>{t('rubric')}</summary>
          <ul>
            {work.rubric.map((criterion) => (
              <li key={criterion.id}>
                <strong>{criterion.title}</strong> ({t('points', { count: criterion.maxPoints })})
                {criterion.description && <span className="muted"> — {criterion.description}</span>}
                {work.grade?.rubricScores?.[criterion.id] !== undefined && (
                  <span className="assignment-rubric-score">
                    {t('criterionScore', {
                      score: work.grade.rubricScores[criterion.id] ?? 0,
                      max: criterion.maxPoints,
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <Outcome work={work} />
      {work.canSubmit ? (
        <SubmissionForm courseSlug={courseSlug} itemId={itemId} work={work} />
      ) : (
        work.blockedReason && (
          <p
            className={`assignment-note assignment-note-${work.blockedReason.toLowerCase()}`}
            role={work.blockedReason === 'NO_GROUP' ? 'note' : undefined}
          >
            {t(`blocked.${work.blockedReason}`)}
          </p>
        )
      )}
      {work.submissions.length > 0 && <History submissions={work.submissions} />}
    </div>
  );
}

/** The coach's answer: the grade (when graded) and the feedback (also with changes requested). */
function Outcome({ work }: { work: AssignmentWork }) {
  const t = useTranslations('coaching.work');
  const format = useFormatter();
  if (!work.grade && !work.feedbackHtml) return null;
  return (
    <section className="assignment-outcome" aria-labelledby="assignment-outcome-title">
      <h2 id="assignment-outcome-title" className="assignment-subtitle">
        {work.grade ? t('gradeTitle') : t('changesTitle')}
      </h2>
      {work.grade && (
        <p className="assignment-grade">
          <span
            className={`assignment-badge ${work.grade.passed ? 'assignment-badge-pass' : 'assignment-badge-fail'}`}
          >
            {work.grade.passed ? t('passed') : t('failed')}
          </span>
          {work.scheme !== 'pass_fail' && (
            <span>
              {t('score', {
                score: format.number(work.grade.score),
                max: format.number(work.grade.maxScore),
              })}
            </span>
          )}
          {work.grade.gradedByName && work.grade.gradedAt && (
            <span className="muted">
              {t('gradedBy', {
                name: work.grade.gradedByName,
                date: format.dateTime(new Date(work.grade.gradedAt), { dateStyle: 'medium' }),
              })}
            </span>
          )}
        </p>
      )}
      {work.feedbackHtml && (
        <div className="assignment-feedback">
          <h3 className="assignment-subtitle-small">{t('feedback')}</h3>
          <SanitizedHtml html={work.feedbackHtml} />
        </div>
      )}
    </section>
  );
}

type Pending = UploadedFile;

/**
 * The files attached to an answer, each uploaded as it is chosen (with its progress), or refused
 * before it is sent when it cannot be taken. `say` puts what happened on the form's status line,
 * `refuse` shows a problem (null clears it); the focus goes back to the file input. In student
 * view a file is checked the same way but never uploaded: it is listed, and kept nowhere.
 */
function useAttachments(
  say: (text: string) => void,
  refuse: (problem: string | null) => void,
  preview: boolean,
) {
  const tf = useTranslations('coaching.files');
  const [files, setFiles] = useState<Pending[]>([]);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  async function attach(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    refuse(null);
    const early = problemBeforeUpload(file);
    if (early) {
      refuse(tf(`errors.${early}`, { name: file.name }));
      return;
    }
    setUploading({ name: file.name, percent: 0 });
    try {
      const uploaded = preview
        ? notUploaded(file)
        : await uploadFile(file, {
            purpose: 'submission',
            onProgress: (fraction) =>
              setUploading(
                (current) => current && { ...current, percent: Math.round(fraction * 100) },
              ),
          });
      setFiles((current) => [...current, uploaded]);
      say(tf('attached', { name: uploaded.fileName }));
    } catch (error) {
      refuse(tf(`errors.${uploadProblem(error)}`, { name: file.name }));
    } finally {
      setUploading(null);
      requestAnimationFrame(() => fileInput.current?.focus());
    }
  }

  const remove = (file: Pending) => {
    setFiles((current) => current.filter((f) => f.id !== file.id));
    say(tf('removed', { name: file.fileName }));
    fileInput.current?.focus();
  };
  return { files, uploading, fileInput, attach, remove, clear: () => setFiles([]) };
}

/** Student view's stand-in for an upload: the file as chosen, sent nowhere. */
const notUploaded = (file: File): UploadedFile => ({
  id: crypto.randomUUID(),
  fileName: file.name,
  contentType: file.type,
  sizeBytes: file.size,
  url: '',
});

function SubmissionForm({ courseSlug, itemId, work }: WorkProps) {
  const t = useTranslations('coaching.work');
  const tf = useTranslations('coaching.files');
  const locale = useLocale();
  const client = useQueryClient();
  const showError = useShowError();
  const id = useId();
  const preview = usePreviewCourseId() !== null;
  const [html, setHtml] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [notSubmitted, setNotSubmitted] = useState(false);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const { files, uploading, fileInput, attach, remove, clear } = useAttachments(
    setStatus,
    setProblem,
    preview,
  );
  const again = work.submissions.length > 0;

  const submit = useMutation({
    // Student view: the form is checked as a student's, and nothing is sent.
    mutationFn: async () =>
      preview
        ? null
        : submitAssignment(courseSlug, itemId, { bodyHtml: html, fileIds: files.map((f) => f.id) }),
    meta: { handlesErrors: true },
    onSuccess: (next) => {
      if (next) {
        client.setQueryData(assignmentKeys.work(courseSlug, itemId), next);
        void client.invalidateQueries({ queryKey: courseKeys.detail(courseSlug) });
      }
      setNotSubmitted(next === null);
      setHtml('');
      clear();
      setProblem(null);
      setStatus(next ? t('submitted') : '');
      requestAnimationFrame(() => document.getElementById('assignment-history-title')?.focus());
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: assignmentKeys.work(courseSlug, itemId) });
      }
      if (error instanceof ApiError && error.status === 422) {
        setProblem(refusalText(error, t('empty')));
        return;
      }
      showError(error, { title: t('submitFailed') });
    },
  });

  const empty = !hasLessonContent(html) && files.length === 0;
  return (
    <form
      className="assignment-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (empty) {
          setProblem(t('empty'));
          return;
        }
        submit.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="assignment-subtitle">
        {again ? t('submitAgainTitle') : t('yourWork')}
      </h2>
      {work.mode === 'group' && work.group && (
        <p className="field-hint">{t('forGroup', { name: work.group.name })}</p>
      )}
      <RichTextEditor
        id={`${id}-answer`}
        label={t('answer')}
        value={html}
        onChange={setHtml}
        maxLength={ASSIGNMENT_LIMITS.maxRichTextLength}
      />
      <div className="assignment-files">
        <label htmlFor={`${id}-file`}>{tf('attach')}</label>
        <FilePicker
          ref={fileInput}
          id={`${id}-file`}
          accept={ACCEPT.submission}
          onChange={attach}
          disabled={
            !interactive ||
            uploading !== null ||
            files.length >= ASSIGNMENT_LIMITS.maxFilesPerSubmission
          }
          aria-describedby={`${id}-file-hint`}
        />
        <p id={`${id}-file-hint`} className="field-hint">
          {tf('hint', { count: ASSIGNMENT_LIMITS.maxFilesPerSubmission })}
        </p>
        {uploading && (
          <progress
            max={100}
            value={uploading.percent}
            aria-label={tf('uploading', { name: uploading.name })}
          />
        )}
        {files.length > 0 && (
          <ul className="assignment-file-list">
            {files.map((file) => (
              <li key={file.id}>
                <span>{file.fileName}</span>
                <span className="muted">{formatFileSize(file.sizeBytes, locale)}</span>
                <button
                  type="button"
                  className="button button-ghost"
                  aria-label={tf('remove', { name: file.fileName })}
                  onClick={() => remove(file)}
                >
                  {tf('removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div role="status">
        {notSubmitted && <p className="assignment-note">{t('previewNotSubmitted')}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <div className="assignment-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={submit.isPending || uploading !== null}
        >
          {again ? t('submitAgain') : t('submit')}
        </button>
      </div>
    </form>
  );
}

/** Every attempt, newest first, with its text and files. */
function History({ submissions }: { submissions: Submission[] }) {
  const t = useTranslations('coaching.work');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <section className="assignment-history" aria-labelledby="assignment-history-title">
      <h2 id="assignment-history-title" className="assignment-subtitle" tabIndex={-1}>
        {t('history')}
      </h2>
      <ol className="assignment-attempts">
        {submissions.map((submission, index) => (
          <li key={submission.id}>
            <details open={index === 0}>
              <summary>
                {t('attempt', {
                  number: submission.attempt,
                  date: format.dateTime(new Date(submission.submittedAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })}
                {submission.submittedByName && (
                  <span className="muted"> · {t('by', { name: submission.submittedByName })}</span>
                )}
                <span className={`assignment-status assignment-status-${submission.status}`}>
                  {t(`submissionStatus.${submission.status}`)}
                </span>
              </summary>
              {submission.bodyHtml && <SanitizedHtml html={submission.bodyHtml} />}
              {submission.files.length > 0 && (
                <ul className="assignment-file-list">
                  {submission.files.map((file) => (
                    <li key={file.id}>
                      <a href={fileContentUrl(file.id)} download={file.fileName}>
                        {file.fileName}
                      </a>
                      <span className="muted">{formatFileSize(file.sizeBytes, locale)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
