'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { OnlineDot } from '@/components/accounts/online-dot';
import { ViewFilters } from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { SortHeader } from '@/components/lists/sort-header';
import { useRelativeDate } from '@/components/lists/use-relative-date';
import { useViewAddress } from '@/components/lists/use-view-address';
import { Avatar } from '@/components/shell/avatar';
import { Link } from '@/components/ui/link';
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
  const { settings, view } = screen;
  const filtered = Boolean(
    filterOf(view, RISK_FILTER) || filterOf(view, COURSE_FILTER) || view.search,
  );
  return (
    <div className="coach-list">
      <div className="coach-toolbar">
        <ViewSearch settings={settings} label={t('search')} placeholder={t('searchPlaceholder')} />
        <ParticipantFilters settings={settings} atRiskTotal={screen.query.data?.atRiskTotal ?? 0} />
      </div>
      <ScreenResults
        screen={screen}
        className="coach-results"
        emptyState={
          <div className="coach-empty" role="status">
            <p>{filtered ? t('emptyFiltered') : t('empty')}</p>
            {filtered && <ResetViewButton settings={settings} text={t('clear')} />}
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
      </ScreenResults>
    </div>
  );
}

/** The course and at-risk filters; "at risk" counts the participants it would show. */
function ParticipantFilters({
  settings,
  atRiskTotal,
}: {
  settings: ViewSettingsHandle;
  atRiskTotal: number;
}) {
  const t = useTranslations('coaching.participants');
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
    <ViewFilters
      settings={settings}
      className="coach-filter"
      filters={[
        {
          name: COURSE_FILTER,
          label: t('course'),
          all: t('allCourses'),
          options: courses.map((course) => ({ value: course.id, label: course.title })),
        },
        {
          name: RISK_FILTER,
          label: t('risk'),
          all: t('riskAll'),
          options: RISK_CHOICES.map((choice) => ({ value: choice, label: riskLabel(choice) })),
        },
      ]}
    />
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
  const relative = useRelativeDate();
  const col = (key: string) => t(`columns.${key}`);
  /** The header of a column the list sorts by. */
  const sortable = (key: keyof typeof PARTICIPANT_SORTS) => (
    <SortHeader label={col(key)} field={PARTICIPANT_SORTS[key]} sort={sort} onSort={onSort} />
  );
  return (
    <table className="coach-table coach-participants">
      <caption>{t('caption', { count: total })}</caption>
      <thead>
        <tr>
          {sortable('name')}
          <th scope="col">{col('courses')}</th>
          {sortable('progress')}
          {sortable('lastOnline')}
          {sortable('tickets')}
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
                {person.lastOnline ? relative(person.lastOnline, now) : t('never')}
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
