'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { OnlineDot } from '@/components/accounts/online-dot';
import { QueryPending } from '@/components/errors/error-panel';
import { Avatar } from '@/components/shell/avatar';
import { EmailAddress } from '@/components/ui/email-address';
import { Link } from '@/components/ui/link';
import { formatRelativeDate } from '@/lib/dates/format-date';
import { isLocale } from '@/lib/i18n/locales';
import { type ParticipantDetail, participantQuery } from '@/lib/resources/coaching-workspace';
import { attemptResult } from '@/shared/packages/attempt-result';
import { CoachNotes } from './coach-notes';
import { FileDownloads } from './file-downloads';
import { ProgressMeter } from './progress-meter';
import { RiskBadges } from './risk-badges';
import { useTicketLinks } from './ticket-links';
import '@/components/accounts/accounts.css';
import './coach.css';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * A participant's page (SCREENS "/coach/students"): who they are and how to reach them, their
 * risk, the courses the coach reaches with progress, quiz results, review tickets, the
 * portfolio items shared with the coach (their primary coach only) and the coach's notes.
 */
export function ParticipantPage({ id }: { id: string }) {
  const query = useQuery(participantQuery(id));
  const person = query.data;
  if (!person) return <QueryPending query={query} />;
  return (
    <div className="coach-participant">
      <ParticipantHeader person={person} />
      <Courses person={person} />
      <Tickets person={person} />
      <QuizResults person={person} />
      {(person.packageResults?.length ?? 0) > 0 && <PackageResults person={person} />}
      {person.sharedPortfolio && <SharedPortfolio person={person} />}
      <CoachNotes studentId={person.id} />
    </div>
  );
}

function useDates() {
  const format = useFormatter();
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  return {
    locale,
    date: (value: string) =>
      format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: TIME_ZONE }),
    relative: (value: string, now: Date) =>
      formatRelativeDate(value, now, locale, { timeZone: TIME_ZONE }),
  };
}

function ParticipantHeader({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant');
  const { relative } = useDates();
  const now = new Date();
  return (
    <section className="page-card coach-participant-head" aria-labelledby="participant-name">
      <div className="coach-participant-who">
        <Avatar name={person.fullName} url={person.avatarUrl} size={72} />
        <div>
          <h1 id="participant-name">{person.fullName}</h1>
          <p className="muted">
            {person.entityName}
            {person.mentee && <span className="coach-tag">{t('mentee')}</span>}
          </p>
          <RiskBadges risk={person.risk} showOnTrack />
        </div>
      </div>
      <dl className="facts coach-facts">
        <div>
          <dt>{t('email')}</dt>
          <dd>
            <a href={`mailto:${person.email}`}>
              <EmailAddress email={person.email} />
            </a>
          </dd>
        </div>
        {person.phoneNumber && (
          <div>
            <dt>{t('phone')}</dt>
            <dd>
              <a href={`tel:${person.phoneNumber.replace(/[^+\d]/g, '')}`}>{person.phoneNumber}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('lastOnline')}</dt>
          <dd className="coach-online">
            <OnlineDot lastOnline={person.lastOnline} now={now} />
            {person.lastOnline ? relative(person.lastOnline, now) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('lastActivity')}</dt>
          <dd>{person.lastActivityAt ? relative(person.lastActivityAt, now) : '—'}</dd>
        </div>
      </dl>
      <p className="muted">{person.reach === 'whole' ? t('reachWhole') : t('reachCourses')}</p>
      <p className="coach-links">
        <Link href={`/profiles/${person.id}`}>{t('profile')}</Link>
        <Link href="/coach/students">{t('back')}</Link>
      </p>
    </section>
  );
}

/**
 * One of the page's cards: its heading and a table of rows (the title again as the table's
 * hidden caption), or a line saying there are none.
 */
function TableCard<Row>({
  id,
  title,
  none,
  columns,
  rows,
  row,
}: {
  /** The heading's id, naming the card. */
  id: string;
  title: string;
  none: string;
  columns: string[];
  rows: Row[];
  /** One row's `<tr>`, keyed. */
  row: (row: Row) => ReactNode;
}) {
  return (
    <section className="page-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{none}</p>
      ) : (
        <table className="coach-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      )}
    </section>
  );
}

function Courses({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant.courses');
  const { date } = useDates();
  return (
    <TableCard
      id="participant-courses"
      title={t('title')}
      none={t('none')}
      columns={[t('course'), t('progress'), t('status'), t('enrolled'), t('lastActivity')]}
      rows={person.enrollments}
      row={(enrollment) => (
        <tr key={enrollment.courseId}>
          <th scope="row">{enrollment.title}</th>
          <td data-label={t('progress')}>
            <ProgressMeter percent={enrollment.progress} />
          </td>
          <td data-label={t('status')}>
            {enrollment.status === 'completed' ? t('completed') : t('active')}
          </td>
          <td data-label={t('enrolled')}>{date(enrollment.enrolledAt)}</td>
          <td data-label={t('lastActivity')}>
            {enrollment.lastActivityAt ? date(enrollment.lastActivityAt) : '—'}
          </td>
        </tr>
      )}
    />
  );
}

function Tickets({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant.tickets');
  const status = useTranslations('coaching.statuses');
  const { date } = useDates();
  const links = useTicketLinks();
  return (
    <TableCard
      id="participant-tickets"
      title={t('title')}
      none={t('none')}
      columns={[t('item'), t('status'), t('submitted'), t('due'), t('grade')]}
      rows={person.tickets}
      row={(ticket) => (
        <tr key={ticket.id}>
          <th scope="row">
            {links ? (
              <Link href={links.ticket(ticket.id)}>{ticket.itemTitle}</Link>
            ) : (
              ticket.itemTitle
            )}
            <span className="coach-person-detail">
              {ticket.courseTitle}
              {ticket.groupName ? ` · ${ticket.groupName}` : ''}
            </span>
          </th>
          <td data-label={t('status')}>{status(ticket.status)}</td>
          <td data-label={t('submitted')}>{date(ticket.submittedAt)}</td>
          <td data-label={t('due')}>
            {ticket.dueAt ? (
              <span className={ticket.overdue ? 'coach-overdue' : undefined}>
                {date(ticket.dueAt)}
                {ticket.overdue ? ` · ${t('overdue')}` : ''}
              </span>
            ) : (
              '—'
            )}
          </td>
          <td data-label={t('grade')}>
            {ticket.passed === null
              ? '—'
              : `${ticket.passed ? t('passed') : t('failed')}${
                  ticket.score !== null && ticket.maxScore !== null
                    ? ` (${t('score', { score: ticket.score, max: ticket.maxScore })})`
                    : ''
                }`}
          </td>
        </tr>
      )}
    />
  );
}

function QuizResults({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant.results');
  return (
    <TableCard
      id="participant-results"
      title={t('title')}
      none={t('none')}
      columns={[t('quiz'), t('attempts'), t('best'), t('outcome')]}
      rows={person.quizResults}
      row={(result) => (
        <tr key={result.itemId}>
          <th scope="row">
            {result.title}
            <span className="coach-person-detail">{result.courseTitle}</span>
          </th>
          <td data-label={t('attempts')}>{result.attempts}</td>
          <td data-label={t('best')}>
            {result.bestPercent === null ? '—' : `${result.bestPercent}%`}
          </td>
          <td data-label={t('outcome')}>
            {result.passed === null ? t('pending') : result.passed ? t('passed') : t('failed')}
          </td>
        </tr>
      )}
    />
  );
}

/** The student's attempts at content packages (issue 37): shown once there is one. */
function PackageResults({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant.packages');
  return (
    <TableCard
      id="participant-packages"
      title={t('title')}
      none=""
      columns={[t('package'), t('result'), t('score'), t('parts'), t('answers'), t('time')]}
      rows={person.packageResults ?? []}
      row={(result) => (
        <tr key={result.itemId}>
          <th scope="row">
            {result.title}
            <span className="coach-person-detail">{result.courseTitle}</span>
          </th>
          <td data-label={t('result')}>{t(`results.${attemptResult(result)}`)}</td>
          <td data-label={t('score')}>
            {result.scoreScaled === null ? '—' : `${Math.round(result.scoreScaled * 100)}%`}
          </td>
          <td data-label={t('parts')}>
            {t('partsDone', { done: result.partsDone, total: result.partsTotal })}
          </td>
          <td data-label={t('answers')}>
            <PackageAnswers result={result} />
          </td>
          <td data-label={t('time')}>
            {result.timeSeconds === null
              ? '—'
              : t('minutes', { minutes: Math.round(result.timeSeconds / 60) })}
          </td>
        </tr>
      )}
    />
  );
}

export type PackageResult = NonNullable<ParticipantDetail['packageResults']>[number];

/**
 * How many questions of a package the student answered right, and, opened, each question with
 * their answer, the correct one and the outcome.
 */
export function PackageAnswers({ result }: { result: PackageResult }) {
  const t = useTranslations('coaching.participant.packages');
  if (result.interactionsAnswered === 0) return <>—</>;
  const outcome = (answer: PackageResult['interactions'][number]) =>
    answer.correct
      ? t('outcomes.correct')
      : answer.result === 'incorrect'
        ? t('outcomes.incorrect')
        : t('outcomes.other', { result: answer.result ?? '—' });
  return (
    <details className="coach-answers">
      <summary>
        {t('answersRight', {
          correct: result.interactionsCorrect,
          answered: result.interactionsAnswered,
        })}
      </summary>
      <ol>
        {result.interactions.map((answer, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: SCORM 1.2 may report a question again (journaling); the list never reorders.
          <li key={`${answer.part}:${index}`}>
            <strong>{answer.description ?? answer.id}</strong> ({outcome(answer)})
            <br />
            {t('answerGiven', { response: answer.response ?? t('noAnswer') })}
            {answer.correctResponses.length > 0 && (
              <>
                <br />
                {t('answerExpected', { pattern: answer.correctResponses.join(' | ') })}
              </>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

function SharedPortfolio({ person }: { person: ParticipantDetail }) {
  const t = useTranslations('coaching.participant');
  const { date, locale } = useDates();
  const items = person.sharedPortfolio ?? [];
  return (
    <section className="page-card" aria-labelledby="participant-portfolio">
      <h2 id="participant-portfolio">{t('shared.title')}</h2>
      <p className="field-hint">{t('shared.hint', { name: person.fullName })}</p>
      {items.length === 0 ? (
        <p className="muted">{t('shared.none')}</p>
      ) : (
        <ul className="coach-portfolio">
          {items.map((item) => (
            <li key={item.id} className="coach-portfolio-item">
              <p className="coach-note-meta kit-meta">
                <span className="coach-tag">
                  {t(`kinds.${item.kind as 'achievement' | 'assignment' | 'reflection'}`)}
                </span>{' '}
                <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
              </p>
              <h3>{item.title}</h3>
              {item.courseTitle && (
                <p className="muted">{t('shared.course', { course: item.courseTitle })}</p>
              )}
              {item.description && <p className="coach-note-body">{item.description}</p>}
              <FileDownloads
                files={item.files}
                className="coach-files"
                label={t('shared.files')}
                locale={locale}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
