'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { type RefObject, useCallback, useEffect, useId, useRef } from 'react';
import {
  FilterSelect,
  optionsOf,
  type ViewFilter,
  ViewFilters,
} from '@/components/lists/filter-select';
import {
  ListScreen,
  type ListScreenProps,
  type ListScreenState,
  ViewSearch,
  type ViewSettingsHandle,
} from '@/components/lists/list-screen';
import { ScreenResults } from '@/components/lists/paged-list';
import { ResetViewButton } from '@/components/lists/reset-view-button';
import { useViewAddress } from '@/components/lists/use-view-address';
import type { ListPage } from '@/lib/api/transport';
import { type Move, moveOfKey, neighbours } from '@/lib/coaching/ticket-navigation';
import {
  type TicketQueueMeta,
  type TicketRow,
  ticketQuery,
  ticketQueueQuery,
} from '@/lib/resources/coaching';
import { TICKET_DUE_FILTERS, TICKET_OWNER_FILTERS, TICKET_STATUSES } from '@/shared/coaching/types';
import {
  PAGE_SIZE_PREFERENCE,
  TICKET_QUEUE_DEFAULTS,
  TICKET_QUEUE_VIEW,
  type WorkspaceMode,
} from './ticket-queue-view';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketView } from './ticket-view';
import './coaching.css';

/** A page of the queue, with the courses it filters on and who is looking. */
type QueuePage = ListPage<TicketRow> & TicketQueueMeta;

/**
 * The coach's queue and the ticket beside it, on one page (SCREENS "Coaching"): /coach/tickets
 * with review-tickets (filters on status, course, due, mine/unassigned; statuses and claims
 * shown), /coach/review without (a plain list of submissions to grade). The open ticket is in
 * the address (?ticket=), J/K move through the queue without a page load, and the next ticket
 * is fetched before it is asked for.
 */
export function TicketWorkspace({ mode, initial }: { mode: WorkspaceMode } & ListScreenProps) {
  const address = useViewAddress();
  return (
    <ListScreen
      view={TICKET_QUEUE_VIEW[mode]}
      defaults={TICKET_QUEUE_DEFAULTS[mode]}
      initial={initial}
      address={address}
      sizePreference={PAGE_SIZE_PREFERENCE}
      query={ticketQueueQuery}
    >
      {(screen) => <Workspace mode={mode} screen={screen} />}
    </ListScreen>
  );
}

function Workspace({ mode, screen }: { mode: WorkspaceMode; screen: ListScreenState<QueuePage> }) {
  const client = useQueryClient();
  const params = useSearchParams();
  const selected = params.get('ticket');
  const ids = screen.query.data?.items.map((row) => row.id) ?? [];
  const heading = useRef<HTMLHeadingElement>(null);
  const focusTicket = useRef(false);

  const select = useCallback((id: string | null) => {
    const url = new URL(window.location.href);
    if (id) url.searchParams.set('ticket', id);
    else url.searchParams.delete('ticket');
    window.history.pushState(null, '', url);
  }, []);

  const move = useCallback(
    (direction: Move) => {
      const around = neighbours(ids, selected);
      const target = direction === 'next' ? around.next : around.previous;
      if (!target) return;
      focusTicket.current = true;
      select(target);
    },
    [ids, selected, select],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = moveOfKey(event);
      if (!direction) return;
      event.preventDefault();
      move(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  // The neighbours are fetched before J/K asks for them: the move shows at once.
  useEffect(() => {
    const around = neighbours(ids, selected);
    for (const id of [around.next, around.previous]) {
      if (id) void client.prefetchQuery(ticketQuery(id));
    }
  }, [ids, selected, client]);

  useEffect(() => {
    if (!selected || !focusTicket.current) return;
    const timer = window.setInterval(() => {
      if (heading.current) {
        heading.current.focus();
        focusTicket.current = false;
        window.clearInterval(timer);
      }
    }, 20);
    return () => window.clearInterval(timer);
  }, [selected]);

  const open = (id: string) => {
    focusTicket.current = true;
    select(id);
  };
  const around = neighbours(ids, selected);

  return (
    <div className={`ticket-workspace${selected ? ' ticket-workspace-open' : ''}`}>
      <TicketQueue mode={mode} screen={screen} selected={selected} onOpen={open} />
      <TicketDetail
        mode={mode}
        selected={selected}
        around={around}
        heading={heading}
        onSelect={select}
        onMove={move}
        onDone={() => {
          if (around.next) open(around.next);
        }}
      />
    </div>
  );
}

/** The queue: its filters, a count, then its tickets (or why there are none) and pages. */
function TicketQueue({
  mode,
  screen,
  selected,
  onOpen,
}: {
  mode: WorkspaceMode;
  screen: ListScreenState<QueuePage>;
  selected: string | null;
  onOpen: (id: string) => void;
}) {
  const t = useTranslations('coaching.queue');
  const { settings, view, query } = screen;
  return (
    <section className="ticket-queue" aria-labelledby="ticket-queue-title">
      <h2 id="ticket-queue-title" className="visually-hidden">
        {t('queue')}
      </h2>
      <QueueFilters mode={mode} settings={settings} courses={query.data?.courses ?? []} />
      <ScreenResults
        screen={screen}
        hideSinglePage
        summary={(data) => (
          <p className="muted ticket-queue-total" role="status">
            {data.totalCapped
              ? t('countCapped', { count: data.total })
              : t('count', { count: data.total })}
          </p>
        )}
        emptyState={
          <div className="ticket-empty">
            <p>{mode === 'review' ? t('emptyReview') : t('empty')}</p>
            {Object.keys(view.filters).length > 0 || view.search ? (
              <ResetViewButton settings={settings} text={t('clearFilters')} />
            ) : (
              <p className="muted">{t('emptyHint')}</p>
            )}
          </div>
        }
      >
        {(data) => (
          <ol className="ticket-list">
            {data.items.map((row) => (
              <TicketListItem
                key={row.id}
                row={row}
                mode={mode}
                viewerId={data.viewerId}
                now={fetchedAt(query)}
                current={row.id === selected}
                onOpen={() => onOpen(row.id)}
              />
            ))}
          </ol>
        )}
      </ScreenResults>
    </section>
  );
}

/** The moves to a neighbour in the queue, in the order of their buttons, with their keys. */
const MOVES = [
  { direction: 'previous', key: 'K' },
  { direction: 'next', key: 'J' },
] as const satisfies readonly { direction: Move; key: string }[];

/** The open ticket with its way back and to its neighbours, or how to choose one. */
function TicketDetail({
  mode,
  selected,
  around,
  heading,
  onSelect,
  onMove,
  onDone,
}: {
  mode: WorkspaceMode;
  selected: string | null;
  around: ReturnType<typeof neighbours>;
  heading: RefObject<HTMLHeadingElement | null>;
  onSelect: (id: string | null) => void;
  onMove: (direction: Move) => void;
  onDone: () => void;
}) {
  const t = useTranslations('coaching.queue');
  return (
    <section className="ticket-detail" aria-label={t('ticket')}>
      {selected ? (
        <>
          <nav className="ticket-nav kit-wrap" aria-label={t('navigation')}>
            <button
              type="button"
              className="button button-ghost ticket-back"
              onClick={() => onSelect(null)}
            >
              {t('back')}
            </button>
            {MOVES.map(({ direction, key }) => (
              <button
                key={direction}
                type="button"
                className="button"
                disabled={!around[direction]}
                onClick={() => onMove(direction)}
                aria-keyshortcuts={key}
              >
                {t(direction)}
              </button>
            ))}
          </nav>
          <TicketView
            id={selected}
            simple={mode === 'review'}
            headingRef={heading}
            onDone={onDone}
          />
        </>
      ) : (
        <div className="ticket-placeholder">
          <p>{t('choose')}</p>
          <p className="muted">{t('keys')}</p>
        </div>
      )}
    </section>
  );
}

/**
 * The moment a queue page's ages count from: when it was fetched, the same on the server and in
 * the browser that hydrates its HTML (now while a page shows the previous one's rows).
 */
const fetchedAt = (query: { dataUpdatedAt: number }) => new Date(query.dataUpdatedAt || Date.now());

function TicketListItem({
  row,
  mode,
  viewerId,
  now,
  current,
  onOpen,
}: {
  row: TicketRow;
  mode: WorkspaceMode;
  viewerId: string;
  now: Date;
  current: boolean;
  onOpen: () => void;
}) {
  const t = useTranslations('coaching.queue');
  const tTicket = useTranslations('coaching.ticket');
  const format = useFormatter();
  const who = row.groupName ?? row.students.map((student) => student.fullName).join(', ');
  return (
    <li className={`ticket-row${current ? ' ticket-row-current' : ''}`}>
      <a
        href={`?ticket=${encodeURIComponent(row.id)}`}
        aria-current={current ? 'true' : undefined}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onOpen();
        }}
      >
        <span className="ticket-row-who">{who}</span>
        <span className="ticket-row-item">
          {row.item.title}
          {row.kind === 'quiz' && <span className="muted"> · {t('quiz')}</span>}
        </span>
        <span className="ticket-row-course muted">{row.course.title}</span>
      </a>
      <span className="ticket-row-meta kit-row">
        {mode === 'tickets' && <TicketStatusBadge status={row.status} />}
        <time dateTime={row.submittedAt} className="muted">
          {format.relativeTime(new Date(row.submittedAt), now)}
        </time>
        {row.dueAt && (
          <span className={row.overdue ? 'ticket-overdue' : 'muted'}>
            {row.overdue
              ? t('overdue')
              : t('due', { date: format.dateTime(new Date(row.dueAt), { dateStyle: 'medium' }) })}
          </span>
        )}
        {mode === 'tickets' && row.claimedBy && row.claimedBy.id !== viewerId && (
          <span className="ticket-claimed-by">
            {t('inReviewBy', { name: row.claimedBy.fullName ?? tTicket('anotherCoach') })}
          </span>
        )}
        {mode === 'tickets' && row.claimedBy && row.claimedBy.id === viewerId && (
          <span className="ticket-claimed-by">{t('mine')}</span>
        )}
      </span>
    </li>
  );
}

function QueueFilters({
  mode,
  settings,
  courses,
}: {
  mode: WorkspaceMode;
  settings: ViewSettingsHandle;
  courses: { id: string; title: string }[];
}) {
  const t = useTranslations('coaching.queue');
  const ts = useTranslations('coaching.statuses');
  const id = useId();
  const { view } = settings;
  const sort = view.sort ? `${view.sort.direction === 'desc' ? '-' : ''}${view.sort.field}` : '';
  const tickets = mode === 'tickets';
  const filters: (ViewFilter | false)[] = [
    tickets && {
      name: 'status',
      label: t('status'),
      all: t('open'),
      options: [
        ...optionsOf(TICKET_STATUSES, (status) => ts(status)),
        { value: 'all', label: t('all') },
      ],
    },
    {
      name: 'course',
      label: t('course'),
      all: t('allCourses'),
      options: courses.map((course) => ({ value: course.id, label: course.title })),
    },
    {
      name: 'due',
      label: t('dueFilter'),
      all: t('anyDue'),
      options: optionsOf(TICKET_DUE_FILTERS, (due) => t(`dueFilters.${due}`)),
    },
    tickets && {
      name: 'owner',
      label: t('owner'),
      all: t('anyone'),
      options: optionsOf(TICKET_OWNER_FILTERS, (owner) => t(`owners.${owner}`)),
    },
  ];
  return (
    <div className="ticket-filters">
      <ViewSearch settings={settings} label={t('search')} />
      <div className="ticket-filter-row">
        <ViewFilters
          settings={settings}
          className="field"
          filters={filters.filter((filter) => filter !== false)}
        />
        <FilterSelect
          id={`${id}-sort`}
          className="field"
          label={t('sort')}
          value={sort}
          onChange={(raw) => {
            const desc = raw.startsWith('-');
            settings.setSort({
              field: desc ? raw.slice(1) : raw,
              direction: desc ? 'desc' : 'asc',
            });
          }}
          options={[
            { value: '-submitted_at', label: t('sorts.newest') },
            { value: 'submitted_at', label: t('sorts.oldest') },
            { value: 'due_at', label: t('sorts.due') },
            { value: '-updated_at', label: t('sorts.updated') },
          ]}
        />
      </div>
    </div>
  );
}
