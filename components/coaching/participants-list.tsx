'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { OnlineDot } from '@/components/accounts/online-dot';
import { NativeSelect } from '@/components/forms/native-fields';
import {
  ListResults,
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { SortHeader } from '@/components/lists/sort-header';
import { useViewAddress } from '@/components/lists/use-view-address';
import { Avatar } from '@/components/shell/avatar';
import { Link } from '@/components/ui/link';
import { formatRelativeDate } from '@/lib/dates/format-date';
import { isLocale } from '@/lib/i18n/locales';
import type { Sort } from '@/lib/lists/view-settings-schema';
import {
  coachCoursesQuery,
  type Participant,
  type ParticipantsPage,
  participantsQuery,
} from '@/lib/resources/coaching-workspace';
import {
  COURSE_FILTER,
  filterOf,
  filtersFromLink,
  PAGE_SIZE_PREFERENCE,
  PARTICIPANT_SORTS,
  PARTICIPANTS_VIEW,
  PARTICIPANTS_VIEW_DEFAULTS,
  RISK_CHOICES,
  RISK_FILTER,
} from './participants-view';
import { ProgressMeter } from './progress-meter';
import { RiskBadges } from './risk-badges';
import '@/components/accounts/accounts.css';
import './coach.css';

const TIME_ZONE = 'Europe/Amsterdam';

/** The params of a link that brings a filter (filtersFromLink): the view carries it once mirrored. */
const LINK_PARAMS = ['risk', 'course'];

/**
 * /coach/students, labelled "Participants" (SCREENS "Coaching"): search, course and at-risk
 * filters, sortable columns, pages of 25/50/75, all kept per browser (spec §4 view settings);
 * the dashboard's and the course page's links bring their filter along.
 */
export function ParticipantsList({ initial }: ListScreenProps) {
  const address = useViewAddress(LINK_PARAMS);
  return (
    <ListScreen
      view={PARTICIPANTS_VIEW}
      defaults={PARTICIPANTS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      linkedFilters={filtersFromLink(new URLSearchParams(address.query))}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={participantsQuery}
    >
      {(screen) => <ParticipantsBrowser screen={screen} />}
    </ListScreen>
  );
}

function ParticipantsBrowser({ screen }: { screen: ListScreenState<ParticipantsPage> }) {
  const t = useTranslations('coaching.participants');
  const { settings, view, query, pagination, changePage } = screen;
  const risk = filterOf(view, RISK_FILTER);
  const course = filterOf(view, COURSE_FILTER);
  const filtered = Boolean(risk || course || view.search);
  return (
    <div className="coach-list">
      <div className="coach-toolbar">
        <ViewSearch settings={settings} label={t('search')} placeholder={t('searchPlaceholder')} />
        <ParticipantFilters
          settings={settings}
          course={course}
          risk={risk}
          atRiskTotal={query.data?.atRiskTotal ?? 0}
        />
      </div>
      <ListResults
        query={query}
        pagination={pagination}
        onPage={changePage}
        className="coach-results"
        emptyState={
          <div className="coach-empty" role="status">
            <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
            {filtered && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  settings.resetFilters();
                  settings.setSearch(null);
                }}
              >
                {t('clear')}
              </button>
            )}
          </div>
        }
      >
        {(data) => (
          <ParticipantsTable
            participants={data.items}
            total={data.total}
            sort={view.sort}
            onSort={settings.toggleSort}
            now={new Date(data.fetchedAt)}
          />
        )}
      </ListResults>
    </div>
  );
}

/** The course and at-risk filters; "at risk" counts the participants it would show. */
function ParticipantFilters({
  settings,
  course,
  risk,
  atRiskTotal,
}: {
  settings: ViewSettingsHandle;
  course: string;
  risk: string;
  atRiskTotal: number;
}) {
  const t = useTranslations('coaching.participants');
  const id = useId();
  const courses = useQuery(coachCoursesQuery()).data ?? [];
  const riskLabel = (choice: (typeof RISK_CHOICES)[number]) => {
    switch (choice) {
      case 'at_risk':
        return t('riskAny', { count: atRiskTotal });
      case 'inactive':
        return t('riskInactive');
      case 'behind':
        return t('riskBehind');
      case 'overdue':
        return t('riskOverdue');
    }
  };
  return (
    <>
      <div className="coach-filter">
        <label htmlFor={`${id}-course`}>{t('course')}</label>
        <NativeSelect
          id={`${id}-course`}
          value={course}
          onChange={(event) => settings.setFilter(COURSE_FILTER, event.target.value || null)}
        >
          <option value="">{t('allCourses')}</option>
          {courses.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="coach-filter">
        <label htmlFor={`${id}-risk`}>{t('risk')}</label>
        <NativeSelect
          id={`${id}-risk`}
          value={risk}
          onChange={(event) => settings.setFilter(RISK_FILTER, event.target.value || null)}
        >
          <option value="">{t('riskAll')}</option>
          {RISK_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {riskLabel(choice)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}

/** The rows as a table; on phones each row reflows into a card whose cells name their column. */
function ParticipantsTable({
  participants,
  total,
  sort,
  onSort,
  now,
}: {
  participants: Participant[];
  total: number;
  sort: Sort;
  onSort: (field: string) => void;
  now: Date;
}) {
  const t = useTranslations('coaching.participants');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const col = (key: string) => t(`columns.${key}`);
  return (
    <table className="coach-table coach-participants">
      <caption>{t('caption', { count: total })}</caption>
      <thead>
        <tr>
          <SortHeader
            label={col('name')}
            field={PARTICIPANT_SORTS.name}
            sort={sort}
            onSort={onSort}
          />
          <th scope="col">{col('courses')}</th>
          <SortHeader
            label={col('progress')}
            field={PARTICIPANT_SORTS.progress}
            sort={sort}
            onSort={onSort}
          />
          <SortHeader
            label={col('lastOnline')}
            field={PARTICIPANT_SORTS.lastOnline}
            sort={sort}
            onSort={onSort}
          />
          <SortHeader
            label={col('tickets')}
            field={PARTICIPANT_SORTS.tickets}
            sort={sort}
            onSort={onSort}
          />
          <th scope="col">{col('risk')}</th>
        </tr>
      </thead>
      <tbody>
        {participants.map((person) => (
          <tr key={person.id}>
            <th scope="row">
              <span className="coach-person">
                <Avatar name={person.fullName} url={person.avatarUrl} size={32} />
                <span>
                  <Link href={`/coach/students/${person.id}`}>{person.fullName}</Link>
                  <span className="coach-person-detail">
                    {person.entityName}
                    {person.mentee && <span className="coach-tag">{t('mentee')}</span>}
                  </span>
                </span>
              </span>
            </th>
            <td data-label={col('courses')}>
              {person.courses.length === 0 ? (
                <span className="muted">{t('noCourses')}</span>
              ) : (
                <ul className="coach-course-list">
                  {person.courses.map((course) => (
                    <li key={course.id}>
                      {course.title} <span className="muted">{course.progress}%</span>
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-label={col('progress')}>
              <ProgressMeter percent={person.progress} />
            </td>
            <td data-label={col('lastOnline')}>
              <span className="coach-online">
                <OnlineDot lastOnline={person.lastOnline} now={now} />
                {person.lastOnline
                  ? formatRelativeDate(person.lastOnline, now, locale, { timeZone: TIME_ZONE })
                  : t('never')}
              </span>
            </td>
            <td data-label={col('tickets')}>{person.openTickets}</td>
            <td data-label={col('risk')}>
              <RiskBadges risk={person.risk} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
