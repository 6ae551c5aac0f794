import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { serialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage, sendResource } from '@/lib/api/transport';
import type {
  coachCourses,
  coachDashboards,
  coachNotes,
  dashboardTicket,
  participants,
  riskReason,
} from '@/shared/coaching/contract';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';

/**
 * The coach's workspace: GET /v1/coach/dashboard, /courses, /participants (and one
 * participant), /mentees, and the coach's private notes. camelCase here.
 */

/** A risk reason: its code and the number it quotes (shared/coaching/at-risk.ts). */
export type RiskReason = CamelDeep<z.output<typeof riskReason>>;

/** A row of /coach/students and /coach/mentees. */
export type Participant = Read<typeof participants>;
export type ParticipantCourse = Participant['courses'][number];

export interface ParticipantsPage extends ListPage<Participant> {
  atRiskTotal: number;
  /** When the page was answered: "online" is judged against it. */
  fetchedAt: string;
}

/** The participant's page: the row and everything the coach reaches of the student. */
export type ParticipantDetail = With<
  Participant,
  'reach' | 'enrollments' | 'quizResults' | 'tickets' | 'sharedPortfolio'
>;

export type CoachCourse = Read<typeof coachCourses>;

export type DashboardTicket = CamelDeep<z.output<typeof dashboardTicket>>;

export type CoachDashboard = Read<typeof coachDashboards>;

export type CoachNote = Read<typeof coachNotes>;

export const coachKeys = {
  all: () => ['coach'] as const,
  dashboard: () => ['coach', 'dashboard'] as const,
  courses: () => ['coach', 'courses'] as const,
  participants: () => ['coach', 'participants'] as const,
  participantList: (queryString: string) => ['coach', 'participants', 'list', queryString] as const,
  participant: (id: string) => ['coach', 'participants', 'detail', id] as const,
  menteeLists: () => ['coach', 'mentees'] as const,
  mentees: (queryString: string) => [...coachKeys.menteeLists(), queryString] as const,
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
  return sendResource<CoachNote>(notesPath(studentId), {
    method: 'POST',
    body: serialize('coach_notes', { body }),
  });
}

export async function updateCoachNote(id: string, body: string): Promise<CoachNote> {
  return sendResource<CoachNote>(`/v1/coach/notes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('coach_notes', { body }),
  });
}

export function deleteCoachNote(id: string) {
  return apiFetch(`/v1/coach/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
