import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage, keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { type TicketRow, ticketQueueQuery } from '@/lib/resources/coaching';
import {
  PAGE_SIZE_PREFERENCE,
  TICKET_QUEUE_DEFAULTS,
  TICKET_QUEUE_VIEW,
} from './ticket-queue-view';
import { TicketWorkspace } from './ticket-workspace';

vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const SUBMITTED = Date.parse('2026-03-02T09:30:00.000Z');
const MINUTE = 60_000;

/** DEMO-DATA "Learning content": Team North's "Style guide" for Writing for the web. */
const STYLE_GUIDE: TicketRow = {
  id: 't-1',
  kind: 'assignment',
  status: 'new',
  course: { id: 'c-web', title: 'Writing for the web', slug: 'writing-for-the-web' },
  item: { id: 'i-style', title: 'Style guide', slug: 'style-guide' },
  students: [
    { id: 'a-stijn', fullName: 'Stijn Student' },
    { id: 'a-fenna', fullName: 'Fenna Flat' },
  ],
  groupName: 'Team North',
  attempt: 1,
  submittedAt: new Date(SUBMITTED).toISOString(),
  dueAt: null,
  overdue: false,
  claimedBy: null,
  claimExpiresAt: null,
  score: null,
  maxScore: null,
  passed: null,
  updatedAt: new Date(SUBMITTED).toISOString(),
};

describe('TicketWorkspace on /coach/tickets', () => {
  afterEach(() => localStorage.clear());

  it('has the first page of the view its cookie keeps in the HTML, and hydrates it as it is', async () => {
    const defaults = TICKET_QUEUE_DEFAULTS.tickets;
    const source = {
      view: TICKET_QUEUE_VIEW.tickets,
      defaults,
      sizePreference: PAGE_SIZE_PREFERENCE,
    };
    const view = defineView({ ...defaults, filters: { due: 'overdue' }, search: 'North' });
    const { html, queryString, errors } = await serveListScreen({
      source,
      cookie: keepView(source, view),
      query: ticketQueueQuery,
      page: {
        ...answerPage([STYLE_GUIDE]),
        courses: [{ id: 'c-web', title: 'Writing for the web' }],
        totalCapped: false,
        viewerId: 'a-cora',
      },
      // Ages count from the fetch, so the server's HTML and the browser's agree on them.
      fetchedAt: SUBMITTED + 3 * MINUTE,
      screen: (initial) => <TicketWorkspace mode="tickets" initial={initial} />,
    });
    expect(new URLSearchParams(queryString).get('filter[due]')).toBe('overdue');
    expect(html).toContain('<span class="ticket-row-who">Team North</span>');
    expect(html).toContain('3 minutes ago');
    expect(errors).toEqual([]);
    const queue = screen.getByRole('list');
    expect(within(queue).getByRole('link').textContent).toContain('Style guide');
    expect(screen.getByRole('status').textContent).toBe('1 ticket');
  });
});
