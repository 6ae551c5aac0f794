import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorDocument } from '@/lib/api/errors';
import { DEFAULT_ASSIGNMENT_SETTINGS } from '@/shared/coaching/types';
import {
  type AssignmentItem,
  assignmentWorkResource,
  buildDocument,
  type SubmissionView,
  type TicketRecord,
  ticketDetailResource,
} from '@/tests/support/api-documents';
import { renderWithProviders } from '@/tests/support/render-with-providers';
import { AssignmentPanel } from '../assignment/assignment-panel';
import { TicketView } from './ticket-view';

vi.mock('next/navigation', () => ({ usePathname: () => '/coach/tickets' }));
vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The shared editor's TipTap is not what these tests are about: a plain text area stands in.
vi.mock(
  '@/components/editor/lazy-editor',
  () => import('@/components/communication/editor-standin.test-support'),
);

const NOW = new Date('2026-03-02T10:00:00Z');
const submission: SubmissionView = {
  id: 's-1',
  attempt: 1,
  status: 'submitted',
  bodyHtml: '<p>Our rules.</p>',
  submittedAt: NOW,
  submittedById: 'u-stijn',
  submittedByName: 'Stijn Student',
  files: [],
};

function ticket(overrides: Partial<TicketRecord> = {}): TicketRecord {
  return {
    id: 't-1',
    kind: 'assignment',
    status: 'new',
    courseId: 'c-1',
    courseTitle: 'Writing for the web',
    courseSlug: 'writing-for-the-web',
    itemId: 'i-1',
    itemTitle: 'Style guide',
    itemSlug: 'style-guide',
    groupId: 'g-1',
    groupName: 'Team North',
    quizAttemptId: null,
    dueAt: null,
    submittedAt: NOW,
    updatedAt: NOW,
    claimedBy: null,
    claimedByName: null,
    lastActivityAt: NOW,
    score: null,
    maxScore: null,
    passed: null,
    attempt: 1,
    students: [
      { id: 'u-fenna', fullName: 'Fenna Flat', email: 'flatfee@demo.academy' },
      { id: 'u-stijn', fullName: 'Stijn Student', email: 'student@demo.academy' },
    ],
    portalId: 'p-demo',
    gradeValue: null,
    feedbackHtml: '',
    gradedBy: null,
    gradedByName: null,
    gradedAt: null,
    claimedAt: null,
    ...overrides,
  };
}

const detail = (record: TicketRecord) =>
  buildDocument(
    ticketDetailResource({
      ticket: record,
      now: NOW,
      settings: { ...DEFAULT_ASSIGNMENT_SETTINGS, mode: 'group' },
      quiz: null,
      submissions: [submission],
      changes: [],
      members: record.students,
    }),
  );

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('a review ticket (SCREENS "Coaching")', () => {
  it('opening it claims it; Pass with feedback grades it', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.endsWith('/claim')) {
          return json(
            detail(
              ticket({ status: 'in_review', claimedBy: 'u-cora', claimedByName: 'Cora Coach' }),
            ),
          );
        }
        if (url.endsWith('/grade')) {
          const body = JSON.parse(String(init?.body));
          expect(body.data.attributes.grade).toEqual({ scheme: 'pass_fail', passed: true });
          return json(
            detail(
              ticket({
                status: 'graded',
                gradeValue: { scheme: 'pass_fail', passed: true },
                score: 1,
                maxScore: 1,
                passed: true,
                gradedByName: 'Cora Coach',
                gradedAt: NOW,
              }),
            ),
          );
        }
        if (url.endsWith('/release')) return json(detail(ticket({ status: 'in_review' })));
        return json(detail(ticket()));
      }),
    );
    renderWithProviders(<TicketView id="t-1" />);
    await screen.findByRole('heading', { name: /Style guide — Team North/ });
    await waitFor(() => expect(calls).toContain('POST /api/v1/review_tickets/t-1/claim'));
    expect(screen.getByText('Our rules.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Pass' }));
    fireEvent.change(screen.getByLabelText('Feedback for the student'), {
      target: { value: '<p>Good.</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grade' }));
    await screen.findByRole('region', { name: 'Grade' });
    expect(screen.getByRole('region', { name: 'Grade' }).textContent).toContain('Pass');
  });

  it('another coach’s claim shows "In review by …" and offers no grading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.endsWith('/claim')) {
          // The API's own 409 (academy-api/coaching/review-tickets.routes.ts): who holds it in meta.
          const claimed = errorDocument(409, 'CLAIMED', 'In review', 'In review by Hugo Hybrid.');
          const [error] = claimed.errors;
          return json({ errors: [{ ...error, meta: { claimed_by_name: 'Hugo Hybrid' } }] }, 409);
        }
        return json(detail(ticket({ status: 'in_review' })));
      }),
    );
    renderWithProviders(<TicketView id="t-1" />);
    expect(await screen.findByText(/In review by Hugo Hybrid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Grade' })).toBeNull();
  });
});

describe('an assignment in the player', () => {
  const item: AssignmentItem = {
    itemId: 'i-1',
    title: 'Style guide',
    slug: 'style-guide',
    courseId: 'c-1',
    courseTitle: 'Writing for the web',
    courseSlug: 'writing-for-the-web',
  };

  it('tells a student in no group why they cannot submit, and offers no form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          buildDocument(
            assignmentWorkResource({
              item,
              settings: {
                ...DEFAULT_ASSIGNMENT_SETTINGS,
                mode: 'group',
                instructionsHtml: '<p>Write it.</p>',
              },
              group: null,
              ticket: null,
              blockedReason: 'NO_GROUP',
              submissions: [],
            }),
          ),
        ),
      ),
    );
    renderWithProviders(<AssignmentPanel courseSlug="writing-for-the-web" itemId="i-1" enrolled />);
    expect(await screen.findByText(/you are not in a group of this course yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
