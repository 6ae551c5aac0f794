'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { AddToCalendar } from '@/components/calendar/add-to-calendar';
import { useOptimisticMutation } from '@/components/data/use-optimistic-mutation';
import { RichTextEditor } from '@/components/editor/lazy-editor';
import { QueryPending } from '@/components/errors/error-panel';
import { useShowError } from '@/components/errors/use-show-error';
import { Input } from '@/components/forms/native-fields';
import { ApiError } from '@/lib/api/errors';
import { type GradeForm, gradeFormOf, previewOf } from '@/lib/coaching/grade-form';
import {
  claimTicket,
  closeTicket,
  gradeTicket,
  releaseTicket,
  requestChanges,
  saveTicketFeedback,
  type TicketDetail,
  ticketKeys,
  ticketQuery,
} from '@/lib/resources/coaching';
import { refusalText } from '@/lib/validation/form-response';
import { hasLessonContent } from '@/shared/authoring/publish-check';
import { type GradeTarget, gradeTargetOf } from '@/shared/coaching/grading';
import { isOpen } from '@/shared/coaching/ticket-status';
import {
  ASSIGNMENT_LIMITS,
  DEFAULT_ASSIGNMENT_SETTINGS,
  type Grade,
} from '@/shared/coaching/types';
import { FileDownloads } from './file-downloads';
import { SanitizedHtml } from './sanitized-html';
import { TicketStatusBadge } from './ticket-status-badge';

/** Statuses in which opening the ticket claims it (and moves new/resubmitted to in review). */
const CLAIM_ON_OPEN = new Set(['new', 'resubmitted', 'in_review']);

/**
 * What the ticket's grade is checked against (the API's own target): the assignment's scheme,
 * or the quiz attempt's open questions on top of what the rest of it scored.
 */
function targetOf(ticket: TicketDetail): GradeTarget {
  if (ticket.quiz) {
    const given = ticket.quiz.questions.reduce((sum, question) => sum + (question.score ?? 0), 0);
    return {
      scheme: 'quiz',
      pending: ticket.quiz.questions.map((q) => ({ questionId: q.questionId, points: q.points })),
      autoScore: Math.max(0, (ticket.quiz.score ?? 0) - given),
      maxScore: ticket.quiz.maxScore,
      passMark: ticket.quiz.passMark,
    };
  }
  return gradeTargetOf({ ...DEFAULT_ASSIGNMENT_SETTINGS, ...(ticket.assignment ?? {}) });
}

/**
 * One review ticket (SCREENS "Coaching"): the submission (text, files, group members), the
 * instructions, feedback in the shared editor, the grade per scheme (or the quiz's open
 * answers), "Grade" and "Request changes", the grade audit. Opening it claims it; another
 * coach's claim shows as "In review by …" and the form waits. `simple` is /coach/review (no
 * claims or statuses shown: a plain "grade this").
 */
export function TicketView({
  id,
  simple = false,
  onDone,
  headingRef,
}: {
  id: string;
  simple?: boolean;
  /** After grading or asking for changes (the workspace moves on). */
  onDone?: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const query = useQuery(ticketQuery(id));
  if (!query.data) return <QueryPending query={query} />;
  return (
    <TicketContent
      key={id}
      ticket={query.data}
      simple={simple}
      onDone={onDone}
      headingRef={headingRef}
    />
  );
}

function TicketContent({
  ticket,
  simple,
  onDone,
  headingRef,
}: {
  ticket: TicketDetail;
  simple: boolean;
  onDone?: () => void;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const t = useTranslations('coaching.ticket');
  const format = useFormatter();
  const client = useQueryClient();
  const showError = useShowError();
  const [claimedByOther, setClaimedByOther] = useState<string | null>(null);
  const [editingGrade, setEditingGrade] = useState(false);
  const viewerHolds = useRef(false);

  const put = (next: TicketDetail) => {
    client.setQueryData(ticketKeys.detail(next.id), next);
    void client.invalidateQueries({ queryKey: ticketKeys.lists() });
  };

  // Opening claims it; leaving without acting gives it back (status stays as opened).
  const claim = useMutation({
    mutationFn: () => claimTicket(ticket.id),
    meta: { handlesErrors: true },
    onSuccess: (next) => {
      viewerHolds.current = true;
      setClaimedByOther(null);
      put(next);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const meta = error.errors[0]?.meta as { claimed_by_name?: string } | undefined;
        setClaimedByOther(meta?.claimed_by_name ?? t('anotherCoach'));
        return;
      }
      if (!(error instanceof ApiError && error.status === 422)) showError(error);
    },
  });
  const claimRef = useRef(claim.mutate);
  claimRef.current = claim.mutate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: claims once per opened ticket.
  useEffect(() => {
    if (CLAIM_ON_OPEN.has(ticket.status)) claimRef.current();
    return () => {
      if (viewerHolds.current) void releaseTicket(ticket.id).catch(() => {});
    };
  }, [ticket.id]);

  const canAct = !claimedByOther && ticket.status !== 'closed';
  const gradable =
    canAct && (ticket.status === 'in_review' || (ticket.status === 'graded' && editingGrade));

  const dueText = ticket.dueAt
    ? format.dateTime(new Date(ticket.dueAt), { dateStyle: 'medium', timeStyle: 'short' })
    : null;
  const who = ticket.groupName
    ? t('groupOf', {
        name: ticket.groupName,
        members: ticket.members.map((member) => member.fullName).join(', '),
      })
    : ticket.students.map((student) => student.fullName).join(', ');

  return (
    <article className="ticket-view" aria-labelledby={`ticket-${ticket.id}-title`}>
      <header className="ticket-view-head">
        <p className="eyebrow">{ticket.course.title}</p>
        <h2 id={`ticket-${ticket.id}-title`} ref={headingRef} tabIndex={-1}>
          {ticket.item.title} — {who}
        </h2>
        <p className="ticket-view-meta kit-row">
          {!simple && <TicketStatusBadge status={ticket.status} />}
          <span>
            {t('submittedOn', {
              date: format.dateTime(new Date(ticket.submittedAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </span>
          {ticket.attempt > 1 && <span>{t('attemptNumber', { number: ticket.attempt })}</span>}
          {dueText && (
            <span className={ticket.overdue ? 'ticket-overdue' : undefined}>
              {ticket.overdue
                ? t('overdueSince', { date: dueText })
                : t('dueOn', { date: dueText })}
            </span>
          )}
          {dueText && isOpen(ticket.status) && (
            <AddToCalendar kind="ticket" id={ticket.id} title={`${ticket.item.title} — ${who}`} />
          )}
        </p>
        {claimedByOther && (
          <p className="ticket-claimed" role="status">
            {t('inReviewBy', { name: claimedByOther })}
          </p>
        )}
        {!claimedByOther && !simple && ticket.claimedBy && viewerHolds.current && (
          <p className="ticket-claim-own muted">{t('yours')}</p>
        )}
      </header>
      {ticket.groupName && (
        <section className="ticket-section kit-box" aria-labelledby={`ticket-${ticket.id}-members`}>
          <h3 id={`ticket-${ticket.id}-members`}>{t('members')}</h3>
          <ul className="ticket-members">
            {ticket.members.map((member) => (
              <li key={member.id}>
                {member.fullName} <span className="muted">{member.email}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {ticket.quiz ? <QuizAnswers ticket={ticket} /> : <Submissions ticket={ticket} />}
      {ticket.assignment?.instructionsHtml && (
        <details className="ticket-section kit-box ticket-instructions">
          <summary>{t('instructions')}</summary>
          <SanitizedHtml html={ticket.assignment.instructionsHtml} />
        </details>
      )}
      {(ticket.status === 'graded' || ticket.status === 'closed') && !editingGrade && (
        <CurrentGrade ticket={ticket} />
      )}
      {gradable ? (
        <GradeEditor
          ticket={ticket}
          simple={simple}
          onSaved={(next, action) => {
            viewerHolds.current = false;
            setEditingGrade(false);
            // The grade's write has the queue refetched already.
            client.setQueryData(ticketKeys.detail(next.id), next);
            onDone?.();
            void action;
          }}
        />
      ) : (
        canAct &&
        ticket.status === 'graded' && (
          <div className="ticket-actions kit-wrap">
            <button
              type="button"
              className="button"
              onClick={async () => {
                try {
                  const next = await claimTicket(ticket.id);
                  viewerHolds.current = true;
                  put(next);
                  setEditingGrade(true);
                } catch (error) {
                  if (error instanceof ApiError && error.status === 409) {
                    const meta = error.errors[0]?.meta as { claimed_by_name?: string } | undefined;
                    setClaimedByOther(meta?.claimed_by_name ?? t('anotherCoach'));
                  } else showError(error);
                }
              }}
            >
              {t('changeGrade')}
            </button>
            {!simple && (
              <button
                type="button"
                className="button"
                onClick={async () => {
                  try {
                    put(await closeTicket(ticket.id));
                  } catch (error) {
                    showError(error);
                  }
                }}
              >
                {t('close')}
              </button>
            )}
          </div>
        )
      )}
      {ticket.status === 'changes_requested' && (
        <p className="ticket-note">{t('waitingForStudent')}</p>
      )}
      {ticket.gradeChanges.length > 0 && <GradeAudit ticket={ticket} />}
    </article>
  );
}

function Submissions({ ticket }: { ticket: TicketDetail }) {
  const t = useTranslations('coaching.ticket');
  const format = useFormatter();
  const locale = useLocale();
  return (
    <section className="ticket-section kit-box" aria-labelledby={`ticket-${ticket.id}-work`}>
      <h3 id={`ticket-${ticket.id}-work`}>{t('submission')}</h3>
      {ticket.submissions.length === 0 && <p className="muted">{t('noSubmission')}</p>}
      {ticket.submissions.map((submission, index) => (
        <details key={submission.id} className="ticket-submission" open={index === 0}>
          <summary>
            {t('attemptOn', {
              number: submission.attempt,
              date: format.dateTime(new Date(submission.submittedAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
            {submission.submittedByName && (
              <span className="muted"> · {t('by', { name: submission.submittedByName })}</span>
            )}
          </summary>
          {submission.bodyHtml ? (
            <SanitizedHtml html={submission.bodyHtml} />
          ) : (
            <p className="muted">{t('noText')}</p>
          )}
          <FileDownloads
            files={submission.files}
            className="ticket-files"
            label={t('files')}
            locale={locale}
          />
        </details>
      ))}
    </section>
  );
}

function QuizAnswers({ ticket }: { ticket: TicketDetail }) {
  const t = useTranslations('coaching.ticket');
  const quiz = ticket.quiz;
  if (!quiz) return null;
  return (
    <section className="ticket-section kit-box" aria-labelledby={`ticket-${ticket.id}-answers`}>
      <h3 id={`ticket-${ticket.id}-answers`}>{t('openAnswers')}</h3>
      <ol className="ticket-answers">
        {quiz.questions.map((question) => (
          <li key={question.questionId}>
            <p className="ticket-question">
              {question.prompt}{' '}
              <span className="muted">({t('points', { count: question.points })})</span>
            </p>
            <blockquote className="ticket-answer">
              {question.answerText || t('noAnswer')}
            </blockquote>
          </li>
        ))}
      </ol>
    </section>
  );
}

function gradeText(
  t: ReturnType<typeof useTranslations>,
  grade: { score: number | null; maxScore: number | null; passed: boolean | null },
  scheme: string,
) {
  const verdict = grade.passed ? t('pass') : t('fail');
  if (scheme === 'pass_fail' || grade.score === null || grade.maxScore === null) return verdict;
  return t('scoreOf', { score: grade.score, max: grade.maxScore, verdict });
}

function CurrentGrade({ ticket }: { ticket: TicketDetail }) {
  const t = useTranslations('coaching.ticket');
  const format = useFormatter();
  const scheme = ticket.quiz ? 'quiz' : (ticket.assignment?.scheme ?? 'pass_fail');
  return (
    <section
      className="ticket-section kit-box ticket-grade"
      aria-labelledby={`ticket-${ticket.id}-grade`}
    >
      <h3 id={`ticket-${ticket.id}-grade`}>{t('grade')}</h3>
      <p>
        <strong>{gradeText(t, ticket, scheme)}</strong>
        {ticket.gradedByName && ticket.gradedAt && (
          <span className="muted">
            {' '}
            ·{' '}
            {t('gradedBy', {
              name: ticket.gradedByName,
              date: format.dateTime(new Date(ticket.gradedAt), { dateStyle: 'medium' }),
            })}
          </span>
        )}
      </p>
      {ticket.feedbackHtml && <SanitizedHtml html={ticket.feedbackHtml} />}
    </section>
  );
}

function GradeEditor({
  ticket,
  simple,
  onSaved,
}: {
  ticket: TicketDetail;
  simple: boolean;
  onSaved: (ticket: TicketDetail, action: 'graded' | 'changes') => void;
}) {
  const t = useTranslations('coaching.ticket');
  const showError = useShowError();
  const id = useId();
  const target = targetOf(ticket);
  const [form, setForm] = useState<GradeForm>(() => gradeFormOf(target, ticket.grade));
  const [feedback, setFeedback] = useState(ticket.feedbackHtml);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useOptimisticMutation({
    // The queue shows the ticket's new status: refetched behind the answer.
    queryKey: ticketKeys.lists(),
    refetchInBackground: true,
    mutationFn: (answer: { grade: Grade | null; feedback: string }) =>
      answer.grade
        ? gradeTicket(ticket.id, answer.grade, answer.feedback)
        : requestChanges(ticket.id, answer.feedback),
    // A refused grade (its range, a changed status) is said by the form; anything else by toast.
    errors: (error) => {
      if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
        setProblem(refusalText(error, t('failed')));
      } else {
        showError(error, { title: t('failed') });
      }
    },
  });
  const busy = write.isPending;
  const savedFeedback = useRef(ticket.feedbackHtml);
  const preview = previewOf(form, target);

  const run = (action: 'graded' | 'changes') => {
    setProblem(null);
    if (action === 'graded' && !preview.ok) {
      setProblem(preview.reason === 'range' ? t('outOfRange') : t('incomplete'));
      return;
    }
    if (action === 'changes' && !hasLessonContent(feedback)) {
      setProblem(t('feedbackNeeded'));
      document.getElementById(`${id}-feedback`)?.focus();
      return;
    }
    const grade = action === 'graded' && preview.ok ? preview.grade : null;
    write.mutate({ grade, feedback }, { onSuccess: (next) => onSaved(next, action) });
  };

  const saveDraft = () => {
    if (feedback === savedFeedback.current) return;
    savedFeedback.current = feedback;
    void saveTicketFeedback(ticket.id, feedback).catch(() => {});
  };

  return (
    <form
      className="ticket-section kit-box ticket-grade-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void run('graded');
      }}
    >
      <h3 id={`${id}-title`}>{t('gradeTitle')}</h3>
      <GradeFields
        form={form}
        target={target}
        ticket={ticket}
        onChange={setForm}
        idOf={(f) => `${id}-${f}`}
      />
      {preview.ok && target.scheme !== 'pass_fail' && (
        <p className="ticket-preview" aria-live="polite">
          {gradeText(t, preview.outcome, target.scheme)}
        </p>
      )}
      <RichTextEditor
        id={`${id}-feedback`}
        label={t('feedback')}
        hint={t('feedbackHint')}
        value={feedback}
        onChange={setFeedback}
        onBlur={saveDraft}
        maxLength={ASSIGNMENT_LIMITS.maxRichTextLength}
      />
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <div className="ticket-actions kit-wrap">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('gradeButton')}
        </button>
        {!ticket.quiz && ticket.status === 'in_review' && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run('changes')}
          >
            {t('requestChanges')}
          </button>
        )}
      </div>
      {!simple && <p className="field-hint">{t('keysHint')}</p>}
    </form>
  );
}

function GradeFields({
  form,
  target,
  ticket,
  onChange,
  idOf,
}: {
  form: GradeForm;
  target: GradeTarget;
  ticket: TicketDetail;
  onChange: (form: GradeForm) => void;
  idOf: (field: string) => string;
}) {
  const t = useTranslations('coaching.ticket');
  if (form.scheme === 'pass_fail') {
    return (
      <fieldset className="ticket-pass-fail">
        <legend>{t('result')}</legend>
        {([true, false] as const).map((passed) => (
          <label key={String(passed)} className="ticket-choice">
            <Input
              type="radio"
              name={idOf('passed')}
              checked={form.passed === passed}
              onChange={() => onChange({ scheme: 'pass_fail', passed })}
            />
            {passed ? t('pass') : t('fail')}
          </label>
        ))}
      </fieldset>
    );
  }
  if (form.scheme === 'points' && target.scheme === 'points') {
    return (
      <div className="field">
        <label htmlFor={idOf('points')}>{t('pointsOf', { max: target.maxPoints })}</label>
        <Input
          id={idOf('points')}
          inputMode="decimal"
          value={form.points}
          onChange={(event) => onChange({ scheme: 'points', points: event.target.value })}
          aria-describedby={idOf('points-hint')}
        />
        <p id={idOf('points-hint')} className="field-hint">
          {t('passAt', { percent: target.passPercent })}
        </p>
      </div>
    );
  }
  if (form.scheme === 'rubric' && target.scheme === 'rubric') {
    return (
      <fieldset className="ticket-rubric">
        <legend>{t('rubric')}</legend>
        {target.rubric.map((criterion) => (
          <div key={criterion.id} className="field ticket-rubric-row">
            <label htmlFor={idOf(`criterion-${criterion.id}`)}>
              {criterion.title} ({t('max', { max: criterion.maxPoints })})
            </label>
            {criterion.description && <p className="field-hint">{criterion.description}</p>}
            <Input
              id={idOf(`criterion-${criterion.id}`)}
              inputMode="decimal"
              value={form.criteria[criterion.id] ?? ''}
              onChange={(event) =>
                onChange({
                  scheme: 'rubric',
                  criteria: { ...form.criteria, [criterion.id]: event.target.value },
                })
              }
            />
          </div>
        ))}
        <p className="field-hint">{t('passAt', { percent: target.passPercent })}</p>
      </fieldset>
    );
  }
  if (form.scheme === 'quiz' && ticket.quiz) {
    return (
      <fieldset className="ticket-rubric">
        <legend>{t('openAnswerPoints')}</legend>
        {ticket.quiz.questions.map((question, index) => (
          <div key={question.questionId} className="field ticket-rubric-row">
            <label htmlFor={idOf(`question-${question.questionId}`)}>
              {t('questionPoints', { number: index + 1, max: question.points })}
            </label>
            <Input
              id={idOf(`question-${question.questionId}`)}
              inputMode="decimal"
              value={form.questions[question.questionId] ?? ''}
              onChange={(event) =>
                onChange({
                  scheme: 'quiz',
                  questions: { ...form.questions, [question.questionId]: event.target.value },
                })
              }
            />
          </div>
        ))}
        <p className="field-hint">{t('passAt', { percent: ticket.quiz.passMark })}</p>
      </fieldset>
    );
  }
  return null;
}

function GradeAudit({ ticket }: { ticket: TicketDetail }) {
  const t = useTranslations('coaching.ticket');
  const format = useFormatter();
  const scheme = ticket.quiz ? 'quiz' : (ticket.assignment?.scheme ?? 'pass_fail');
  return (
    <section className="ticket-section kit-box" aria-labelledby={`ticket-${ticket.id}-audit`}>
      <h3 id={`ticket-${ticket.id}-audit`}>{t('audit')}</h3>
      <ol className="ticket-audit">
        {ticket.gradeChanges.map((change) => (
          <li key={change.id}>
            <time dateTime={change.createdAt}>
              {format.dateTime(new Date(change.createdAt), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>{' '}
            {change.oldScore === null
              ? t('auditFirst', {
                  name: change.changedByName ?? '—',
                  grade: gradeText(
                    t,
                    { score: change.newScore, maxScore: change.maxScore, passed: change.newPassed },
                    scheme,
                  ),
                })
              : t('auditChange', {
                  name: change.changedByName ?? '—',
                  old: gradeText(
                    t,
                    { score: change.oldScore, maxScore: change.maxScore, passed: change.oldPassed },
                    scheme,
                  ),
                  grade: gradeText(
                    t,
                    { score: change.newScore, maxScore: change.maxScore, passed: change.newPassed },
                    scheme,
                  ),
                })}
          </li>
        ))}
      </ol>
    </section>
  );
}
