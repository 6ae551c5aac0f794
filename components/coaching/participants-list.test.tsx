import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, answerPage, keepView } from '@/components/lists/list-api.test-support';
import { serveListScreen } from '@/components/lists/list-screen.test-support';
import { fakeAddress, openAddress } from '@/components/lists/view-address.test-support';
import { defineView } from '@/lib/lists/view-settings-schema';
import { VIEW_SETTINGS_STORAGE_KEY } from '@/lib/lists/view-settings-storage';
import {
  menteesQuery,
  type Participant,
  type ParticipantsPage,
  participantsQuery,
} from '@/lib/resources/coaching-workspace';
import { MenteesList } from './mentees-list';
import { ParticipantsList } from './participants-list';
import {
  filtersFromLink,
  MENTEES_VIEW,
  PAGE_SIZE_PREFERENCE,
  PARTICIPANTS_VIEW,
  PARTICIPANTS_VIEW_DEFAULTS,
} from './participants-view';

// The address the page was opened at (the dashboard's "at risk" link, or none).
vi.mock('next/navigation', () => import('@/components/lists/view-address.test-support'));

const FETCHED = '2026-03-02T09:30:00.000Z';

/** DEMO-DATA "Coaching": Stijn Student, Cora Coach's mentee, 40 % into Data literacy. */
const STIJN: Participant = {
  id: 'a-stijn',
  fullName: 'Stijn Student',
  email: 'student@demo.academy',
  phoneNumber: null,
  avatarUrl: null,
  lastOnline: '2026-03-02T09:00:00.000Z',
  entityName: 'Acme Learning BV',
  mentee: true,
  progress: 40,
  lastActivityAt: null,
  openTickets: 1,
  overdueAssignments: 0,
  courses: [
    { id: 'c-data', title: 'Data literacy', slug: 'data-literacy', progress: 40, status: 'active' },
  ],
  risk: [{ code: 'inactive', days: 9 }],
  notesCount: 0,
  latestNote: null,
};

const page = (items: Participant[]): ParticipantsPage => ({
  ...answerPage(items),
  atRiskTotal: 1,
  fetchedAt: FETCHED,
});

/** The lists' views, as their pages hand them to prefetchFirstPage. */
const source = (view: string) => ({
  view,
  defaults: PARTICIPANTS_VIEW_DEFAULTS,
  sizePreference: PAGE_SIZE_PREFERENCE,
});

describe('the coach lists on their pages', () => {
  beforeEach(() => {
    // The course filter's choices load in the browser: none here.
    vi.stubGlobal('fetch', async () => answerJson({ data: [] }));
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    openAddress('', '/coach/students');
  });

  it("ParticipantsList has the page of its cookie's view with its link's filter in the HTML", async () => {
    openAddress('risk=at_risk', '/coach/students');
    const view = defineView({
      ...PARTICIPANTS_VIEW_DEFAULTS,
      search: 'Stijn',
      filters: { risk: 'inactive' },
    });
    const { html, queryString, errors } = await serveListScreen({
      source: {
        ...source(PARTICIPANTS_VIEW),
        linkedFilters: filtersFromLink(new URLSearchParams(fakeAddress.query)),
      },
      cookie: keepView(source(PARTICIPANTS_VIEW), view),
      query: participantsQuery,
      page: page([STIJN]),
      screen: (initial) => <ParticipantsList initial={initial} />,
    });
    const sent = new URLSearchParams(queryString);
    expect([sent.get('filter[risk]'), sent.get('filter[search]')]).toEqual(['at_risk', 'Stijn']);
    expect(html).toContain('>Stijn Student</a>');
    expect(errors).toEqual([]);
    const table = screen.getByRole('table', { name: '1 participant' });
    expect(within(table).getAllByRole('rowheader')[0]?.textContent).toContain('Stijn Student');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe('at_risk');
    // The link's filter replaced the kept one, and is kept now.
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(VIEW_SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
        views: { [PARTICIPANTS_VIEW]: { filters: { risk: 'at_risk' } } },
      }),
    );
  });

  it("MenteesList has the page of its cookie's view in the HTML, and hydrates it as it is", async () => {
    const view = defineView({ ...PARTICIPANTS_VIEW_DEFAULTS, search: 'Stijn' });
    const { html, errors } = await serveListScreen({
      source: source(MENTEES_VIEW),
      cookie: keepView(source(MENTEES_VIEW), view),
      query: menteesQuery,
      page: page([STIJN]),
      screen: (initial) => <MenteesList initial={initial} />,
    });
    expect(html).toContain('>Stijn Student</a></h2>');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Stijn Student' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('Stijn');
  });
});
