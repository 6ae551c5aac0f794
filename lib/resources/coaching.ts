import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { postCsv, refusalOf } from '@/lib/api/csv-upload';
import { deserialize } from '@/lib/api/jsonapi';
import { fetchList, fetchResource, type ListPage } from '@/lib/api/transport';
import type {
  approvalSettings,
  assignments,
  assignmentWork,
  coachMandates,
  courseGroups,
  gradeChange,
  groupMember,
  mandateStudents,
  person,
  quizReviewQuestion,
  reviewTickets,
  submission,
} from '@/shared/coaching/contract';
import {
  type AssignmentSettings,
  DEFAULT_ASSIGNMENT_SETTINGS,
  GROUP_LIMITS,
  type Grade,
  type MandateStatus,
} from '@/shared/coaching/types';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';
import { toWire } from '@/shared/quiz/wire';

/**
 * Coaching (docs/coaching-api.md): assignments for authors and students, review tickets, groups
 * of a course, mandates and the approval settings. camelCase in the app; the deserializer maps
 * the wire's snake_case, nested objects included.
 */

const body = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

/* ------------------------------------------------------------------ assignments (authors) */

export type AssignmentProblem = Read<typeof assignments>['problems'][number];

/** The assignment and what the document's meta says of the portal's features. */
export type AssignmentEditorData = Read<typeof assignments> & {
  features: { groupAssignments: boolean };
};

/** The resource as read, settings left out filled with the defaults (assignmentOf). */
type RawAssignment = Partial<Omit<Read<typeof assignments>, 'settings'>> & {
  id: string;
  settings?: Partial<AssignmentSettings>;
};

export const assignmentKeys = {
  editor: (itemId: string) => ['assignment_editor', itemId] as const,
  work: (course: string, itemId: string) => ['assignment_work', course, itemId] as const,
};

const assignmentPath = (itemId: string) => `/v1/assignments/${encodeURIComponent(itemId)}`;

function assignmentOf(raw: RawAssignment, meta: Record<string, unknown>): AssignmentEditorData {
  const features = (meta.features ?? {}) as Record<string, unknown>;
  return {
    id: raw.id,
    title: raw.title ?? '',
    courseId: raw.courseId ?? '',
    courseTitle: raw.courseTitle ?? '',
    settings: { ...DEFAULT_ASSIGNMENT_SETTINGS, ...(raw.settings ?? {}) },
    problems: Array.isArray(raw.problems) ? raw.problems : [],
    groupCount: typeof raw.groupCount === 'number' ? raw.groupCount : 0,
    features: { groupAssignments: features.groupAssignments === true },
  };
}

/** GET /v1/assignments/{item}: an assignment item's editor. */
export const assignmentEditorQuery = (itemId: string) =>
  queryOptions({
    queryKey: assignmentKeys.editor(itemId),
    queryFn: async (context) => {
      const { data, meta } = await fetchResource<RawAssignment>(context, assignmentPath(itemId));
      return assignmentOf(data, meta);
    },
    // The editor keeps what the author types; a background refetch must not replace it.
    refetchOnWindowFocus: false,
  });

/** PATCH /v1/assignments/{item}: the changed settings only. */
export async function patchAssignment(
  itemId: string,
  changes: Partial<AssignmentSettings>,
): Promise<AssignmentEditorData> {
  const document = await apiFetch(assignmentPath(itemId), {
    method: 'PATCH',
    body: body('assignments', { settings: toWire(changes) }, itemId),
  });
  const { data, meta } = await deserialize<RawAssignment>(document);
  return assignmentOf(data, meta);
}

/* ------------------------------------------------------------------ the student's side */

export type Submission = CamelDeep<z.output<typeof submission>>;
export type SubmissionFile = Submission['files'][number];

export type { BlockedReason } from '@/shared/coaching/types';

export type AssignmentWork = Read<typeof assignmentWork>;

const workPath = (course: string, itemId: string) =>
  `/v1/courses/${encodeURIComponent(course)}/assignments/${encodeURIComponent(itemId)}`;

/** GET /v1/courses/{course}/assignments/{item}: the student's assignment and submissions. */
export const assignmentWorkQuery = (course: string, itemId: string) =>
  queryOptions<AssignmentWork, Error, AssignmentWork, QueryKey>({
    queryKey: assignmentKeys.work(course, itemId),
    queryFn: async (context) =>
      (await fetchResource<AssignmentWork>(context, workPath(course, itemId))).data,
  });

/** POST …/submissions: text and the ids of files uploaded with purpose `submission`. */
export async function submitAssignment(
  course: string,
  itemId: string,
  input: { bodyHtml: string; fileIds: string[] },
): Promise<AssignmentWork> {
  const document = await apiFetch(`${workPath(course, itemId)}/submissions`, {
    method: 'POST',
    body: body('submissions', { body_html: input.bodyHtml, file_ids: input.fileIds }),
  });
  return (await deserialize<AssignmentWork>(document)).data;
}

/* ------------------------------------------------------------------ review tickets */

export type TicketPerson = CamelDeep<z.output<typeof person>>;

/** A row of the queue (the ticket's page adds the rest: TicketDetail). */
export type TicketRow = Read<typeof reviewTickets>;

export type GradeChange = CamelDeep<z.output<typeof gradeChange>>;

export type QuizReviewQuestion = CamelDeep<z.output<typeof quizReviewQuestion>>;

/** One ticket with everything its screen shows. */
export type TicketDetail = With<
  TicketRow,
  | 'members'
  | 'assignment'
  | 'quiz'
  | 'submissions'
  | 'feedbackHtml'
  | 'grade'
  | 'gradedByName'
  | 'gradedAt'
  | 'nextStatuses'
  | 'gradeChanges'
>;

export interface TicketQueueMeta {
  courses: { id: string; title: string }[];
  totalCapped: boolean;
  viewerId: string;
}

export const ticketKeys = {
  all: () => ['review_tickets'] as const,
  lists: () => [...ticketKeys.all(), 'list'] as const,
  list: (queryString: string) => [...ticketKeys.lists(), queryString] as const,
  detail: (id: string) => [...ticketKeys.all(), 'detail', id] as const,
};

const ticketPath = (id: string) => `/v1/review_tickets/${encodeURIComponent(id)}`;

/** GET /v1/review_tickets?… : one page of the queue. */
export const ticketQueueQuery = (queryString: string) =>
  queryOptions({
    queryKey: ticketKeys.list(queryString),
    queryFn: async (context): Promise<ListPage<TicketRow> & TicketQueueMeta> => {
      const page = await fetchList<TicketRow>(
        context,
        `/v1/review_tickets${queryString ? `?${queryString}` : ''}`,
      );
      const meta = page.meta;
      return {
        ...page,
        courses: Array.isArray(meta.courses) ? (meta.courses as TicketQueueMeta['courses']) : [],
        totalCapped: meta.totalCapped === true,
        viewerId: typeof meta.viewerId === 'string' ? meta.viewerId : '',
      };
    },
    placeholderData: (previous) => previous,
  });

/** GET /v1/review_tickets/{id}: one ticket with everything its screen shows. */
export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: async (context) => (await fetchResource<TicketDetail>(context, ticketPath(id))).data,
    // The claim shown ("in review by …") should not be minutes old.
    staleTime: 15_000,
  });

async function ticketWrite(id: string, action: string, attributes?: Record<string, unknown>) {
  const document = await apiFetch(action ? `${ticketPath(id)}/${action}` : ticketPath(id), {
    method: action ? 'POST' : 'PATCH',
    ...(attributes ? { body: body('review_tickets', attributes, id) } : {}),
  });
  return (await deserialize<TicketDetail>(document)).data;
}

/** Opening claims it (409 CLAIMED with meta.claimed_by_name when another coach has it). */
export const claimTicket = (id: string) => ticketWrite(id, 'claim');
export const releaseTicket = (id: string) => ticketWrite(id, 'release');
export const saveTicketFeedback = (id: string, feedbackHtml: string) =>
  ticketWrite(id, '', { feedback_html: feedbackHtml });
export const gradeTicket = (id: string, grade: Grade, feedbackHtml: string) =>
  ticketWrite(id, 'grade', { grade: toWire(grade), feedback_html: feedbackHtml });
export const requestChanges = (id: string, feedbackHtml: string) =>
  ticketWrite(id, 'request_changes', { feedback_html: feedbackHtml });
export const closeTicket = (id: string) => ticketWrite(id, 'close');

/* ------------------------------------------------------------------ groups of a course */

export type GroupMember = CamelDeep<z.output<typeof groupMember>>;

export type CourseGroup = Read<typeof courseGroups>;

export interface CourseGroups {
  groups: CourseGroup[];
  ungrouped: GroupMember[];
}

export const groupKeys = {
  course: (courseId: string) => ['course_groups', courseId] as const,
};

const groupsPath = (courseId: string) => `/v1/courses/${encodeURIComponent(courseId)}/groups`;

export const courseGroupsQuery = (courseId: string) =>
  queryOptions({
    queryKey: groupKeys.course(courseId),
    queryFn: async (context): Promise<CourseGroups> => {
      const { data, meta } = await fetchResource<CourseGroup[]>(context, groupsPath(courseId));
      return {
        groups: data ?? [],
        ungrouped: Array.isArray(meta.ungrouped) ? (meta.ungrouped as GroupMember[]) : [],
      };
    },
  });

export async function createGroup(courseId: string, name: string, memberIds: string[]) {
  await apiFetch(groupsPath(courseId), {
    method: 'POST',
    body: body('course_groups', { name, member_ids: memberIds }),
  });
}

export async function updateGroup(id: string, changes: { name?: string; memberIds?: string[] }) {
  await apiFetch(`/v1/course_groups/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: body(
      'course_groups',
      {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.memberIds !== undefined ? { member_ids: changes.memberIds } : {}),
      },
      id,
    ),
  });
}

export async function deleteGroup(id: string) {
  await apiFetch(`/v1/course_groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export interface GroupImportProblem {
  row: number;
  column: string;
  code: string;
  detail: string;
}

export interface GroupImportOutcome {
  groups: number;
  members: number;
  newGroups: string[];
  errors: GroupImportProblem[];
}

/**
 * POST /v1/courses/{id}/groups/import?mode=preview|confirm with the CSV as the body (text/csv;
 * the BFF streams it like an upload). Errors by row come back as the outcome (200 preview, 422
 * confirm); other refusals throw.
 */
export async function importGroups(
  courseId: string,
  file: Blob,
  mode: 'preview' | 'confirm',
): Promise<GroupImportOutcome> {
  const { response, document } = await postCsv(
    `${groupsPath(courseId)}/import?mode=${mode}`,
    file,
    GROUP_LIMITS.maxImportBytes,
  );
  const meta = document.meta ?? {};
  const outcome: GroupImportOutcome = {
    groups: typeof meta.groups === 'number' ? meta.groups : 0,
    members: typeof meta.members === 'number' ? meta.members : 0,
    newGroups: Array.isArray(meta.new_groups) ? (meta.new_groups as string[]) : [],
    errors: Array.isArray(meta.errors) ? (meta.errors as GroupImportProblem[]) : [],
  };
  if (response.ok || (response.status === 422 && outcome.errors.length > 0)) return outcome;
  throw refusalOf(response, document);
}

/* ------------------------------------------------------------------ mandates */

export type Mandate = Read<typeof coachMandates>;

/** A student a coach may ask a mandate for (the search). */
export type MandateStudent = Read<typeof mandateStudents>;

export type ApprovalSettings = Read<typeof approvalSettings>;

export const mandateKeys = {
  all: () => ['coach_mandates'] as const,
  list: (queryString: string) => [...mandateKeys.all(), 'list', queryString] as const,
  students: (search: string) => [...mandateKeys.all(), 'students', search] as const,
  settings: () => ['approval_settings'] as const,
};

/** A page of /approvals: the mandates, how many each status has, and how long one lasts. */
export type MandatesPage = ListPage<Mandate> & {
  statusCounts: Partial<Record<MandateStatus, number>>;
  mandateDays: number;
};

/** GET /v1/coach_mandates?… : one page of the mandates the viewer may see. */
export const mandatesQuery = (queryString: string) =>
  queryOptions({
    queryKey: mandateKeys.list(queryString),
    queryFn: async (context): Promise<MandatesPage> => {
      const page = await fetchList<Mandate>(
        context,
        `/v1/coach_mandates${queryString ? `?${queryString}` : ''}`,
      );
      return {
        ...page,
        statusCounts: (page.meta.statusCounts ?? {}) as Partial<Record<MandateStatus, number>>,
        mandateDays: typeof page.meta.mandateDays === 'number' ? page.meta.mandateDays : 365,
      };
    },
    placeholderData: (previous) => previous,
  });

export const mandateStudentsQuery = (search: string) =>
  queryOptions({
    queryKey: mandateKeys.students(search),
    queryFn: async (context) =>
      (
        await fetchResource<MandateStudent[]>(
          context,
          `/v1/coach_mandates/students?filter[search]=${encodeURIComponent(search)}`,
        )
      ).data ?? [],
    enabled: search.trim().length >= 2,
  });

export async function requestMandate(studentId: string, reason: string) {
  await apiFetch('/v1/coach_mandates', {
    method: 'POST',
    body: body('coach_mandates', { student_id: studentId, reason }),
  });
}

export async function decideMandate(id: string, decision: 'approve' | 'decline', reason: string) {
  await apiFetch(`/v1/coach_mandates/${encodeURIComponent(id)}/${decision}`, {
    method: 'POST',
    body: body('coach_mandates', { reason }, id),
  });
}

export async function withdrawMandate(id: string) {
  await apiFetch(`/v1/coach_mandates/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const approvalSettingsQuery = () =>
  queryOptions({
    queryKey: mandateKeys.settings(),
    queryFn: async (context) =>
      (await fetchResource<ApprovalSettings>(context, '/v1/approval_settings')).data,
  });

export async function saveApprovalSettings(mandateDays: number) {
  const document = await apiFetch('/v1/approval_settings', {
    method: 'PATCH',
    body: body('approval_settings', { mandate_days: mandateDays }),
  });
  return (await deserialize<ApprovalSettings>(document)).data;
}
