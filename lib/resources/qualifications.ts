import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';

/** Qualifications (docs/quizzes-api.md "Qualifications") as the app reads them, camelCase. */

export interface QualificationCourse {
  id: string;
  title: string;
  slug: string;
  /** 0–100: the viewer's progress in the course (0 when not enrolled). */
  progress: number;
  completed: boolean;
}

/** GET /v1/qualifications: one qualification as the viewer stands in it. */
export interface Qualification {
  id: string;
  name: string;
  /** Courses to complete; null = all of them. */
  requiredCount: number | null;
  courseCount: number;
  completedCount: number;
  /** 0–100: completed ÷ needed, capped. */
  progress: number;
  achieved: boolean;
  courses: QualificationCourse[];
}

/** GET /v1/qualifications/definitions: a qualification as its editor reads it. */
export interface QualificationDefinition {
  id: string;
  name: string;
  requiredCount: number | null;
  courseCount: number;
  courseIds: string[];
  courses: { id: string; title: string; slug: string }[];
}

export interface MatrixCell {
  qualificationId: string;
  progress: number;
  achieved: boolean;
}

/** GET /v1/coach/qualifications: one mentee's row of the matrix (id: the account's). */
export interface CoachQualificationRow {
  id: string;
  name: string;
  email: string;
  cells: MatrixCell[];
}

export interface CoachMatrix {
  /** The columns, in order. */
  qualifications: { id: string; name: string }[];
  rows: CoachQualificationRow[];
}

export const qualificationKeys = {
  all: () => ['qualifications'] as const,
  mine: () => ['qualifications', 'mine'] as const,
  coach: () => ['qualifications', 'coach'] as const,
  definitions: () => ['qualifications', 'definitions'] as const,
};

/** The CSV downloads, through this origin's /api. */
export const QUALIFICATIONS_CSV_PATH = '/api/v1/qualifications/export';
export const COACH_QUALIFICATIONS_CSV_PATH = '/api/v1/coach/qualifications/export';

export const myQualificationsQuery = () =>
  queryOptions({
    queryKey: qualificationKeys.mine(),
    queryFn: async (context): Promise<Qualification[]> =>
      (await fetchResource<Qualification[]>(context, '/v1/qualifications')).data ?? [],
  });

export const coachQualificationsQuery = () =>
  queryOptions({
    queryKey: qualificationKeys.coach(),
    queryFn: async (context): Promise<CoachMatrix> => {
      const { data, meta } = await fetchResource<CoachQualificationRow[]>(
        context,
        '/v1/coach/qualifications',
      );
      return {
        qualifications: (meta.qualifications as CoachMatrix['qualifications'] | undefined) ?? [],
        rows: data ?? [],
      };
    },
  });

export const qualificationDefinitionsQuery = () =>
  queryOptions({
    queryKey: qualificationKeys.definitions(),
    queryFn: async (context): Promise<QualificationDefinition[]> =>
      (await fetchResource<QualificationDefinition[]>(context, '/v1/qualifications/definitions'))
        .data ?? [],
  });

/** What the editor sends: a name, 1–50 course ids, and null (all) or N of them. */
export interface QualificationInput {
  name: string;
  courseIds: string[];
  requiredCount: number | null;
}

async function definitionOf(document: Awaited<ReturnType<typeof apiFetch>>) {
  return (await deserialize<QualificationDefinition>(document)).data;
}

/** POST /v1/qualifications. */
export async function createQualification(input: QualificationInput) {
  return definitionOf(
    await apiFetch('/v1/qualifications', {
      method: 'POST',
      body: serialize('qualifications', { ...input }),
    }),
  );
}

/** PATCH /v1/qualifications/{id}. */
export async function updateQualification(id: string, input: QualificationInput) {
  return definitionOf(
    await apiFetch(`/v1/qualifications/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: serialize('qualifications', { ...input }),
    }),
  );
}

/** DELETE /v1/qualifications/{id}. */
export async function deleteQualification(id: string): Promise<void> {
  await apiFetch(`/v1/qualifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
