'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { OnlineDot } from '@/components/accounts/online-dot';
import { ListScreen, type ListScreenProps, ViewSearch } from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { useRelativeDate } from '@/components/lists/use-relative-date';
import { useViewAddress } from '@/components/lists/use-view-address';
import { Avatar } from '@/components/shell/avatar';
import { EmailAddress } from '@/components/ui/email-address';
import { Link } from '@/components/ui/link';
import { menteesQuery, type Participant } from '@/lib/resources/coaching-workspace';
import { CoachNotes } from './coach-notes';
import {
  MENTEES_VIEW,
  PAGE_SIZE_PREFERENCE,
  PARTICIPANTS_VIEW_DEFAULTS,
} from './participants-view';
import { ProgressMeter } from './progress-meter';
import { RiskBadges } from './risk-badges';
import '@/components/accounts/accounts.css';
import './coach.css';

const TIME_ZONE = 'Europe/Amsterdam';

/**
 * /coach/mentees (SCREENS "Coaching"): the students whose primary coach the coach is, with how
 * to reach them, their progress and risk, and the coach's private notes about each.
 */
export function MenteesList({ initial }: ListScreenProps) {
  const address = useViewAddress();
  const t = useTranslations('coaching.mentees');
  return (
    <ListScreen
      view={MENTEES_VIEW}
      defaults={PARTICIPANTS_VIEW_DEFAULTS}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={menteesQuery}
    >
      {(screen) => (
        <div className="coach-list">
          <div className="coach-toolbar">
            <ViewSearch settings={screen.settings} label={t('search')} />
          </div>
          <ScreenResults
            screen={screen}
            className="coach-results"
            emptyClassName="coach-empty"
            empty={screen.view.search ? t('emptyFiltered') : t('empty')}
          >
            {(data) => (
              <>
                <p className="muted">{t('caption', { count: data.total })}</p>
                <ul className="coach-mentees">
                  {data.items.map((mentee) => (
                    <MenteeCard key={mentee.id} mentee={mentee} now={new Date(data.fetchedAt)} />
                  ))}
                </ul>
              </>
            )}
          </ScreenResults>
        </div>
      )}
    </ListScreen>
  );
}

function MenteeCard({ mentee, now }: { mentee: Participant; now: Date }) {
  const t = useTranslations('coaching.mentees');
  const participant = useTranslations('coaching.participant');
  const format = useFormatter();
  const relative = useRelativeDate();
  const [open, setOpen] = useState(false);
  const headingId = `mentee-${mentee.id}`;
  return (
    <li className="coach-mentee kit-card" aria-labelledby={headingId}>
      <div className="coach-mentee-head">
        <span className="coach-person">
          <Avatar name={mentee.fullName} url={mentee.avatarUrl} size={48} />
          <span>
            <h2 id={headingId} className="coach-mentee-name">
              <Link href={`/coach/students/${mentee.id}`}>{mentee.fullName}</Link>
            </h2>
            <span className="coach-person-detail">{mentee.entityName}</span>
          </span>
        </span>
        <RiskBadges risk={mentee.risk} showOnTrack />
      </div>
      <dl className="facts coach-facts">
        <div>
          <dt>{t('contact')}</dt>
          <dd>
            <a href={`mailto:${mentee.email}`}>
              <EmailAddress email={mentee.email} />
            </a>
            {mentee.phoneNumber && (
              <>
                <br />
                <a href={`tel:${mentee.phoneNumber.replace(/[^+\d]/g, '')}`}>
                  {mentee.phoneNumber}
                </a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('progress')}</dt>
          <dd>
            <ProgressMeter percent={mentee.progress} />
            <span className="coach-person-detail">
              {t('courses', { count: mentee.courses.length })}
            </span>
          </dd>
        </div>
        <div>
          <dt>{participant('lastOnline')}</dt>
          <dd className="coach-online">
            <OnlineDot lastOnline={mentee.lastOnline} now={now} />
            {mentee.lastOnline ? relative(mentee.lastOnline, now) : '—'}
          </dd>
        </div>
      </dl>
      {mentee.latestNote ? (
        <p className="coach-latest-note">
          <span className="muted">
            {t('latest', {
              date: format.dateTime(new Date(mentee.latestNote.createdAt), {
                dateStyle: 'medium',
                timeZone: TIME_ZONE,
              }),
            })}
          </span>{' '}
          {mentee.latestNote.body}
        </p>
      ) : (
        <p className="muted">{t('noNotes')}</p>
      )}
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${headingId}-notes`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('notes', { count: mentee.notesCount ?? 0 })}
      </button>
      <div id={`${headingId}-notes`} hidden={!open}>
        {open && <CoachNotes studentId={mentee.id} headingLevel={3} />}
      </div>
    </li>
  );
}
