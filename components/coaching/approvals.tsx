'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { FormError } from '@/components/forms/form-error';
import { TextArea } from '@/components/forms/text-area';
import { useForm } from '@/components/forms/use-form';
import { Pagination } from '@/components/lists/pagination';
import { SearchInput } from '@/components/lists/search-input';
import { useModals } from '@/components/modals/modal-queue';
import type { PaginationState } from '@/lib/lists/pagination';
import {
  decideMandate,
  type Mandate,
  mandateKeys,
  mandateStudentsQuery,
  mandatesQuery,
  requestMandate,
  withdrawMandate,
} from '@/lib/resources/coaching';
import { enrollmentsQuery } from '@/lib/resources/enrollments';
import { daysLeft } from '@/shared/coaching/mandates';
import { COACHING_RULES } from '@/shared/coaching/rules';
import { MANDATE_STATUSES, type MandateStatus } from '@/shared/coaching/types';
import '@/components/forms/forms.css';
import './coaching.css';

type StatusFilter = MandateStatus | 'all';

/**
 * /approvals (coach_mandate_approvals; SCREENS "Coaching"): coaches ask for a mandate to act for
 * a student; the student's primary coach (or an admin) approves or declines with a reason;
 * mandates expire. A coach sees the progress of a student they hold an active mandate for.
 */
export function Approvals({ canAsk }: { canAsk: boolean }) {
  const t = useTranslations('coaching.approvals');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState<PaginationState>({ page: 1, size: 25 });
  const [announcement, setAnnouncement] = useState('');
  const query = new URLSearchParams({
    ...(status === 'all' ? {} : { 'filter[status]': status }),
    'page[number]': String(page.page),
    'page[size]': String(page.size),
  }).toString();
  const list = useQuery(mandatesQuery(query));
  const data = list.data;
  return (
    <div className="approvals">
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {canAsk && <RequestForm onAsked={(name) => setAnnouncement(t('asked', { name }))} />}
      <section className="ticket-section" aria-labelledby="approvals-list-title">
        <h2 id="approvals-list-title">{t('listTitle')}</h2>
        <fieldset className="approvals-filter">
          <legend>{t('status')}</legend>
          {[...MANDATE_STATUSES, 'all' as const].map((value) => (
            <button
              key={value}
              type="button"
              className="button"
              aria-pressed={status === value}
              onClick={() => {
                setStatus(value);
                setPage((current) => ({ ...current, page: 1 }));
              }}
            >
              {t(`statuses.${value}`)}
              {value !== 'all' && data?.statusCounts[value] !== undefined && (
                <span className="approvals-count">{data.statusCounts[value]}</span>
              )}
            </button>
          ))}
        </fieldset>
        {data && <p className="muted">{t('duration', { days: data.mandateDays })}</p>}
        {!data ? (
          <QueryPending query={list} />
        ) : data.items.length === 0 ? (
          <p className="ticket-empty">{t(`empty.${status}`)}</p>
        ) : (
          <ul className="approvals-list" aria-busy={list.isPlaceholderData}>
            {data.items.map((mandate) => (
              <MandateCard key={mandate.id} mandate={mandate} onChanged={setAnnouncement} />
            ))}
          </ul>
        )}
        {data && data.total > page.size && (
          <Pagination
            page={page.page}
            size={page.size}
            lastPage={data.lastPage}
            onChange={setPage}
          />
        )}
      </section>
    </div>
  );
}

function MandateCard({
  mandate,
  onChanged,
}: {
  mandate: Mandate;
  onChanged: (message: string) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const format = useFormatter();
  const modals = useModals();
  const client = useQueryClient();
  const [showProgress, setShowProgress] = useState(false);
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  const decide = (decision: 'approve' | 'decline', trigger: HTMLElement) => {
    const modalId = `mandate-${decision}:${mandate.id}`;
    modals.open(modalId, () => (
      <DecisionDialog
        mandate={mandate}
        decision={decision}
        modalId={modalId}
        onClosed={(done) => {
          if (done) {
            onChanged(
              t(decision === 'approve' ? 'approvedNews' : 'declinedNews', {
                coach: mandate.coach.fullName,
                student: mandate.student.fullName,
              }),
            );
            document.getElementById('approvals-list-title')?.focus();
          } else trigger.focus();
        }}
      />
    ));
  };
  const left =
    mandate.status === 'approved' && mandate.expiresAt
      ? daysLeft({ status: mandate.status, expiresAt: new Date(mandate.expiresAt) }, new Date())
      : 0;
  return (
    <li className="approvals-card">
      <div className="approvals-card-head">
        <h3>
          {t('forStudent', { coach: mandate.coach.fullName, student: mandate.student.fullName })}
        </h3>
        <span className={`ticket-status approvals-status-${mandate.status}`}>
          {t(`statuses.${mandate.status}`)}
        </span>
      </div>
      <p className="muted">
        {mandate.student.email} · {t('askedOn', { date: date(mandate.createdAt) })}
      </p>
      {mandate.reason && <p className="approvals-reason">“{mandate.reason}”</p>}
      {mandate.decidedAt && (
        <p>
          {t(mandate.status === 'declined' ? 'declinedBy' : 'approvedBy', {
            name: mandate.decidedByName ?? '—',
            date: date(mandate.decidedAt),
          })}
          {mandate.decisionReason && <> — “{mandate.decisionReason}”</>}
        </p>
      )}
      {mandate.expiresAt && mandate.status === 'approved' && (
        <p>{t('expires', { date: date(mandate.expiresAt), days: left })}</p>
      )}
      {mandate.expiresAt && mandate.status === 'expired' && (
        <p>{t('expired', { date: date(mandate.expiresAt) })}</p>
      )}
      <div className="ticket-actions">
        {mandate.canDecide && (
          <>
            <button
              type="button"
              className="button button-primary"
              aria-label={t('approveNamed', {
                student: mandate.student.fullName,
                coach: mandate.coach.fullName,
              })}
              onClick={(event) => decide('approve', event.currentTarget)}
            >
              {t('approve')}
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('declineNamed', {
                student: mandate.student.fullName,
                coach: mandate.coach.fullName,
              })}
              onClick={(event) => decide('decline', event.currentTarget)}
            >
              {t('decline')}
            </button>
          </>
        )}
        {mandate.status === 'pending' && !mandate.canDecide && (
          <button
            type="button"
            className="button button-ghost"
            onClick={async () => {
              await withdrawMandate(mandate.id).catch(() => {});
              await client.invalidateQueries({ queryKey: mandateKeys.all() });
              onChanged(t('withdrawn', { student: mandate.student.fullName }));
            }}
          >
            {t('withdraw')}
          </button>
        )}
        {mandate.status === 'approved' && (
          <button
            type="button"
            className="button"
            aria-expanded={showProgress}
            onClick={() => setShowProgress((open) => !open)}
          >
            {t('progress', { student: mandate.student.fullName })}
          </button>
        )}
      </div>
      {showProgress && <StudentProgress studentId={mandate.student.id} />}
    </li>
  );
}

/** The student's courses and progress (the coach scope lets a mandate's coach read them). */
function StudentProgress({ studentId }: { studentId: string }) {
  const t = useTranslations('coaching.approvals');
  const query = useQuery(enrollmentsQuery(studentId));
  if (!query.data) return <QueryPending query={query} />;
  const items = query.data.items;
  if (items.length === 0) return <p className="muted">{t('noCourses')}</p>;
  return (
    <table className="approvals-progress">
      <caption>{t('progressCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('course')}</th>
          <th scope="col">{t('done')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((enrollment) => (
          <tr key={enrollment.id}>
            <th scope="row">{enrollment.course?.title ?? '—'}</th>
            <td>
              <progress max={100} value={enrollment.progress} aria-hidden="true" />{' '}
              {t('percent', { percent: enrollment.progress })}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RequestForm({ onAsked }: { onAsked: (name: string) => void }) {
  const t = useTranslations('coaching.approvals');
  const client = useQueryClient();
  const id = useId();
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<{ id: string; fullName: string } | null>(null);
  const students = useQuery(mandateStudentsQuery(search));
  const form = useForm({
    fields: { reason: { value: '', rules: COACHING_RULES.mandateRequest.reason, trim: true } },
    onSubmit: async (values) => {
      if (!student) {
        return {
          status: 400,
          errors: [{ status: '400', code: 'NO_STUDENT', detail: t('chooseStudent') }],
        };
      }
      await requestMandate(student.id, String(values.reason ?? ''));
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
      if (student) onAsked(student.fullName);
      setStudent(null);
      setSearch('');
    },
  });
  return (
    <section className="ticket-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('askTitle')}</h2>
      <p className="muted">{t('askIntro')}</p>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        {student ? (
          <p>
            {t('chosen', { name: student.fullName })}{' '}
            <button type="button" className="button button-ghost" onClick={() => setStudent(null)}>
              {t('change')}
            </button>
          </p>
        ) : (
          <div className="approvals-search">
            <SearchInput
              value={search}
              onSearch={(term) => setSearch(term ?? '')}
              label={t('findStudent')}
            />
            {search.length >= 2 &&
              students.data &&
              (students.data.length === 0 ? (
                <p className="muted">{t('noStudents')}</p>
              ) : (
                <ul className="approvals-results" aria-label={t('results')}>
                  {students.data.map((found) => (
                    <li key={found.id}>
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() => setStudent({ id: found.id, fullName: found.fullName })}
                      >
                        {found.fullName} <span className="muted">{found.email}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ))}
          </div>
        )}
        <TextArea
          field={form.field('reason')}
          label={t('reason')}
          hint={t('reasonHint')}
          rows={3}
        />
        <div className="ticket-actions">
          <button type="submit" className="button button-primary" disabled={form.submitting}>
            {t('ask')}
          </button>
        </div>
      </form>
    </section>
  );
}

function DecisionDialog({
  mandate,
  decision,
  modalId,
  onClosed,
}: {
  mandate: Mandate;
  decision: 'approve' | 'decline';
  modalId: string;
  onClosed: (done: boolean) => void;
}) {
  const t = useTranslations('coaching.approvals');
  const modals = useModals();
  const client = useQueryClient();
  const done = useRef(false);
  const form = useForm({
    fields: { reason: { value: '', rules: COACHING_RULES.mandateDecision.reason, trim: true } },
    onSubmit: async (values) => {
      await decideMandate(mandate.id, decision, String(values.reason ?? ''));
      done.current = true;
      return undefined;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
      modals.close(modalId);
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: mandateKeys.all() });
    },
  });
  const keepOpen = (event: Event) => {
    if (form.submitting) event.preventDefault();
  };
  return (
    <Dialog.Content
      className="modal-dialog"
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        onClosed(done.current);
      }}
    >
      <Dialog.Title>
        {t(decision === 'approve' ? 'approveTitle' : 'declineTitle', {
          coach: mandate.coach.fullName,
          student: mandate.student.fullName,
        })}
      </Dialog.Title>
      <Dialog.Description>{mandate.reason}</Dialog.Description>
      <form className="form" onSubmit={form.handleSubmit} noValidate aria-busy={form.submitting}>
        <FormError message={form.generalError} />
        <TextArea field={form.field('reason')} label={t('decisionReason')} rows={3} />
        <div className="modal-actions">
          <Dialog.Close className="button" disabled={form.submitting}>
            {t('cancel')}
          </Dialog.Close>
          <button
            type="submit"
            className={`button ${decision === 'approve' ? 'button-primary' : 'button-danger'}`}
            disabled={form.submitting}
          >
            {t(decision)}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
