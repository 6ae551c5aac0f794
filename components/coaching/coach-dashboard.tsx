'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { QueryPending } from '@/components/errors/error-panel';
import { Link } from '@/components/ui/link';
import {
  coachDashboardQuery,
  type CoachDashboard as Dashboard,
} from '@/lib/resources/coaching-workspace';
import { ChartFigure } from './chart-figure';
import { LazyBarListChart, LazyWeeklyActiveChart } from './charts/lazy-charts';
import { RiskBadges } from './risk-badges';
import { useTicketLinks } from './ticket-links';
import './coach.css';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * /coach/dashboard (SCREENS "Coaching"): open review tickets (overdue ones in red), the
 * participants at risk, weekly active participants over 12 weeks and the average progress per
 * course, each chart with its table. (The latest news joins once announcements exist.)
 */
export function CoachDashboard() {
  const query = useQuery(coachDashboardQuery());
  const dashboard = query.data;
  if (!dashboard) return <QueryPending query={query} />;
  return (
    <div className="coach-dashboard">
      <OpenTickets tickets={dashboard.openTickets} />
      <AtRisk atRisk={dashboard.atRisk} />
      <WeeklyActive weeks={dashboard.weeklyActive} />
      <CourseProgress courses={dashboard.courses} />
    </div>
  );
}

function OpenTickets({ tickets }: { tickets: Dashboard['openTickets'] }) {
  const t = useTranslations('coaching.dashboard.tickets');
  const who = (ticket: Dashboard['openTickets']['items'][number]) =>
    ticket.groupName ? t('group', { name: ticket.groupName }) : ticket.students.join(', ');
  const status = useTranslations('coaching.statuses');
  const format = useFormatter();
  const links = useTicketLinks();
  const date = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: TIME_ZONE });
  return (
    <section className="coach-tile kit-card" aria-labelledby="coach-tickets-title">
      <h2 id="coach-tickets-title">{t('title')}</h2>
      <p className="coach-figure-line">
        <span className="coach-big-number">{t('total', { count: tickets.total })}</span>
        {tickets.overdue > 0 && (
          <span className="coach-overdue">{t('overdue', { count: tickets.overdue })}</span>
        )}
      </p>
      {tickets.items.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="coach-ticket-list" aria-label={t('listLabel')}>
          {tickets.items.map((ticket) => (
            <li key={ticket.id} className="coach-ticket" data-overdue={ticket.overdue}>
              <span className="coach-ticket-who">{who(ticket)}</span>
              <span className="coach-ticket-what">
                {ticket.courseTitle} · {ticket.itemTitle}
              </span>
              <span className="coach-ticket-meta">
                <span className="coach-status">{status(ticket.status)}</span>
                {ticket.overdue ? (
                  <span className="coach-overdue-badge">{t('overdueBadge')}</span>
                ) : null}
                <span className={ticket.overdue ? 'coach-overdue' : 'muted'}>
                  {ticket.dueAt ? t('due', { date: date(ticket.dueAt) }) : t('noDue')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {links && (
        <p>
          <Link href={links.queue}>{t('queue')}</Link>
        </p>
      )}
    </section>
  );
}

function AtRisk({ atRisk }: { atRisk: Dashboard['atRisk'] }) {
  const t = useTranslations('coaching.dashboard.atRisk');
  return (
    <section className="coach-tile kit-card" aria-labelledby="coach-risk-title">
      <h2 id="coach-risk-title">{t('title')}</h2>
      <p className="coach-big-number">{t('total', { count: atRisk.total })}</p>
      {atRisk.items.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="coach-risk-list">
          {atRisk.items.map((person, index) => {
            const id = atRisk.ids[index] ?? '';
            return (
              <li key={id}>
                <Link href={`/coach/students/${id}`}>{person.fullName}</Link>
                <RiskBadges risk={person.risk} />
              </li>
            );
          })}
        </ul>
      )}
      {atRisk.total > 0 && (
        <p>
          <Link href="/coach/students?risk=at_risk">{t('all')}</Link>
        </p>
      )}
    </section>
  );
}

function WeeklyActive({ weeks }: { weeks: Dashboard['weeklyActive'] }) {
  const t = useTranslations('coaching.dashboard.weekly');
  const format = useFormatter();
  const short = (value: string) =>
    format.dateTime(new Date(value), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const long = (value: string) =>
    format.dateTime(new Date(value), { dateStyle: 'medium', timeZone: 'UTC' });
  const data = weeks.map((week) => ({ label: short(week.weekStart), active: week.active }));
  return (
    <section className="coach-tile kit-card coach-tile-wide" aria-labelledby="coach-weekly-title">
      <h2 id="coach-weekly-title">{t('title')}</h2>
      <ChartFigure
        caption={t('description')}
        chart={<LazyWeeklyActiveChart data={data} name={t('active')} />}
        table={
          <table className="coach-table coach-table-compact">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('week')}</th>
                <th scope="col">{t('active')}</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart}>
                  <th scope="row">
                    <time dateTime={week.weekStart.slice(0, 10)}>{long(week.weekStart)}</time>
                  </th>
                  <td>{week.active}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
    </section>
  );
}

function CourseProgress({ courses }: { courses: Dashboard['courses'] }) {
  const t = useTranslations('coaching.dashboard.courses');
  return (
    <section className="coach-tile kit-card coach-tile-wide" aria-labelledby="coach-course-title">
      <h2 id="coach-course-title">{t('title')}</h2>
      {courses.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ChartFigure
          caption={t('description')}
          chart={
            <LazyBarListChart
              data={courses.map((course) => ({
                label: course.title,
                value: course.averageProgress ?? 0,
              }))}
              name={t('average')}
              max={100}
              unit="%"
            />
          }
          table={
            <table className="coach-table coach-table-compact">
              <caption className="visually-hidden">{t('title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('course')}</th>
                  <th scope="col">{t('average')}</th>
                  <th scope="col">{t('participants')}</th>
                </tr>
              </thead>
              <tbody>
                {courses.map((course) => (
                  <tr key={course.id}>
                    <th scope="row">{course.title}</th>
                    <td>{course.averageProgress === null ? '—' : `${course.averageProgress}%`}</td>
                    <td>{course.participants}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </section>
  );
}
