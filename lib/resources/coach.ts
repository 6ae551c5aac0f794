import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import type { TicketStatus } from '@/shared/coaching/types';

/**
 * The coach's workspace (issue 17): GET /v1/coach/dashboard, /courses, /participants (and one
 * participant), /mentees, and the coach's private notes. camelCase here.
 */

export type RiskReason =
  | { code: 'inactive'; days: number }
  | { code: 'behind'; points: number; courseTitle: string }
  | { code: 'overdue'; count: number };

export interface ParticipantCourse {
  id: string;
  title: string;
  slug: string;
  progress: number;
  status: 'active' | 'completed';
}

/** A row of /coach/students and /coach/mentees. */
export interface Participant {
  id: string;
  fullName: string;
  email: string;
  /** Only for the student's primary coach. */
  phoneNumber: string | null;
  avatarUrl: string | null;
  lastOnline: string | null;
  entityName: string;
  /** The viewer is the student's primary coach. */
  mentee: boolean;
  /** Average over the courses the coach reaches; null without any. */
  progress: number | null;
  lastActivityAt: string | null;
  openTickets: number;
  overdueAssignments: number;
  courses: ParticipantCourse[];
  risk: RiskReason[];
  /** /coach/mentees only. */
  notesCount?: number;
  latestNote?: { body: string; createdAt: string } | null;
}

export interface ParticipantsPage extends ListPage<Participant> {
  atRiskTotal: number;
  /** When the page was answered: "online" is judged against it. */
  fetchedAt: string;
}

export interface ParticipantDetail extends Participant {
  reach: 'whole' | 'courses';
  enrollments: {
    courseId: string;
    title: string;
    slug: string;
    progress: number;
    status: 'active' | 'completed';
    enrolledAt: string;
    completedAt: string | null;
    lastActivityAt: string | null;
  }[];
  quizResults: {
    itemId: string;
    courseTitle: string;
    title: string;
    attempts: number;
    bestPercent: number | null;
    passed: boolean | null;
    lastSubmittedAt: string | null;
  }[];
  tickets: {
    id: string;
    kind: 'assignment' | 'quiz';
    status: TicketStatus;
    courseTitle: string;
    itemTitle: string;
    groupName: string | null;
    submittedAt: string;
    dueAt: string | null;
    overdue: boolean;
    score: number | null;
    maxScore: number | null;
    passed: boolean | null;
    gradedAt: string | null;
  }[];
  /** null: the viewer is not the primary coach, with whom items are shared. */
  sharedPortfolio:
    | {
        id: string;
        title: string;
        description: string;
        kind: string;
        courseTitle: string | null;
        createdAt: string;
        files: { id: string; fileName: string; contentType: string; sizeBytes: number }[];
      }[]
    | null;
}

export interface CoachCourse {
  id: string;
  title: string;
  slug: string;
  status: string;
  participants: number;
  completed: number;
  averageProgress: number | null;
  /** Participants per band: 0–19, 20–39, 40–59, 60–79, 80–99, 100. */
  distribution: number[];
}

export interface DashboardTicket {
  id: string;
  status: TicketStatus;
  courseTitle: string;
  itemTitle: string;
  groupName: string | null;
  students: string[];
  submittedAt: string;
  dueAt: string | null;
  overdue: boolean;
}

export interface CoachDashboard {
  id: string;
  openTickets: { total: number; overdue: number; items: DashboardTicket[] };
  atRisk: { total: number; items: Omit<Participant, 'id'>[]; ids: string[] };
  weeklyActive: { weekStart: string; active: number }[];
  courses: { id: string; title: string; participants: number; averageProgress: number | null }[];
  generatedAt: string;
}

export interface CoachNote {
  id: string;
  body: string;
  studentId: string;
  createdAt: string;
  updatedAt: string;
}

export const coachKeys = {
  all: () => ['coach'] as const,
  dashboard: () => ['coach', 'dashboard'] as const,
  courses: () => ['coach', 'courses'] as const,
  participants: () => ['coach', 'participants'] as const,
  participantList: (queryString: string) => ['coach', 'participants', 'list', queryString] as const,
  participant: (id: string) => ['coach', 'participants', 'detail', id] as const,
  mentees: (queryString: string) => ['coach', 'mentees', queryString] as const,
  notes: (studentId: string) => ['coach', 'notes', studentId] as const,
};

export const coachDashboardQuery = () =>
  queryOptions({
    queryKey: coachKeys.dashboard(),
    queryFn: async (context) =>
      (await fetchResource<CoachDashboard>(context, '/v1/coach/dashboard')).data,
  });

export const coachCoursesQuery = () =>
  queryOptions({
    queryKey: coachKeys.courses(),
    queryFn: async (context) =>
      (await fetchResource<CoachCourse[]>(context, '/v1/coach/courses')).data ?? [],
  });

async function participantsPage(
  context: Parameters<typeof fetchList>[0],
  path: string,
): Promise<ParticipantsPage> {
  const page = await fetchList<Participant>(context, path);
  return {
    ...page,
    atRiskTotal: typeof page.meta.atRiskTotal === 'number' ? page.meta.atRiskTotal : 0,
    fetchedAt: new Date().toISOString(),
  };
}

/** One page of the participants list: the view's query string (useListQuery). */
export const participantsQuery = (queryString: string) =>
  queryOptions({
    queryKey: coachKeys.participantList(queryString),
    queryFn: (context) => participantsPage(context, `/v1/coach/participants?${queryString}`),
    // The previous page stays while the next loads (marked busy), never a blank table.
    placeholderData: keepPreviousData,
  });

export const menteesQuery = (queryString: string) =>
  queryOptions({
    queryKey: coachKeys.mentees(queryString),
    queryFn: (context) => participantsPage(context, `/v1/coach/mentees?${queryString}`),
    placeholderData: keepPreviousData,
  });

export const participantQuery = (id: string) =>
  queryOptions({
    queryKey: coachKeys.participant(id),
    queryFn: async (context) =>
      (
        await fetchResource<ParticipantDetail>(
          context,
          `/v1/coach/participants/${encodeURIComponent(id)}`,
        )
      ).data,
  });

const notesPath = (studentId: string) =>
  `/v1/coach/participants/${encodeURIComponent(studentId)}/notes`;

/** The coach's notes about a student, newest first (the first 100: notes are short and few). */
export const coachNotesQuery = (studentId: string) =>
  queryOptions({
    queryKey: coachKeys.notes(studentId),
    queryFn: (context) => fetchList<CoachNote>(context, `${notesPath(studentId)}?page[size]=100`),
  });

export async function createCoachNote(studentId: string, body: string): Promise<CoachNote> {
  const document = await apiFetch(notesPath(studentId), {
    method: 'POST',
    body: serialize('coach_notes', { body }),
  });
  return (await deserialize<CoachNote>(document)).data;
}

export async function updateCoachNote(id: string, body: string): Promise<CoachNote> {
  const document = await apiFetch(`/v1/coach/notes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('coach_notes', { body }),
  });
  return (await deserialize<CoachNote>(document)).data;
}

export function deleteCoachNote(id: string) {
  return apiFetch(`/v1/coach/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
