'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId } from 'react';
import { QueryPending } from '@/components/errors/error-panel';
import { OpenerButton } from '@/components/ui/admin-actions';
import { ApiError } from '@/lib/api/errors';
import type { CalendarFeed } from '@/lib/resources/calendar-feed';
import { type CalendarFeedState, useCalendarFeed } from './use-calendar-feed';
import './calendar.css';

/**
 * On /account/details (SCREENS "the calendar feed's address with Reset the address"; issue 42,
 * item 3): what a calendar feed is, in a sentence; Create calendar address; then the address to
 * copy or open in a calendar app, when a calendar last read it, Reset the address and Switch off.
 */
export function CalendarFeedSettings({ coach }: { coach: boolean }) {
  const t = useTranslations('calendar.settings');
  const id = useId();
  const state = useCalendarFeed();
  const { query, feed } = state;
  // Academy staff visiting another portal have no feed here (404): the section is left out.
  if (query.error instanceof ApiError && query.error.status === 404) return null;
  return (
    <section className="self-section calendar-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p className="calendar-feed-lead">{t('lead')}</p>
      <p className="field-hint calendar-feed-holds">
        {t('holds')}
        {coach ? ` ${t('holdsCoach')}` : ''}
      </p>
      {feed === undefined ? (
        <QueryPending query={query} />
      ) : feed ? (
        <FeedAddress feed={feed} state={state} />
      ) : (
        <button
          ref={state.refs.createButton}
          type="button"
          className="button button-primary"
          disabled={state.creating}
          onClick={state.startCreate}
        >
          {state.creating ? t('creating') : t('create')}
        </button>
      )}
      <p className="field-hint calendar-feed-status" role="status">
        {state.status}
      </p>
    </section>
  );
}

/** The address: read-only to select, Copy, Open in calendar app, Reset the address, Switch off. */
function FeedAddress({ feed, state }: { feed: CalendarFeed; state: CalendarFeedState }) {
  const t = useTranslations('calendar.settings');
  const format = useFormatter();
  const id = useId();
  return (
    <div className="calendar-feed-address">
      <div className="field">
        <label htmlFor={`${id}-address`}>{t('address')}</label>
        <input
          ref={state.refs.addressField}
          id={`${id}-address`}
          className="calendar-feed-url"
          readOnly
          value={feed.url}
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <p id={`${id}-hint`} className="field-hint">
          {t('addressHint')}{' '}
          {feed.lastFetchedAt
            ? t('lastRead', {
                date: format.dateTime(new Date(feed.lastFetchedAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })
            : t('neverRead')}
        </p>
      </div>
      <div className="self-actions calendar-feed-actions">
        <button
          ref={state.refs.copyButton}
          type="button"
          className="button button-primary"
          onClick={() => void state.copy()}
        >
          {t('copy')}
        </button>
        <a className="button" href={feed.webcalUrl}>
          {t('subscribe')}
        </a>
        <OpenerButton text={t('reset.button')} onClick={state.reset} />
        <OpenerButton text={t('off.button')} onClick={state.switchOff} />
      </div>
    </div>
  );
}
