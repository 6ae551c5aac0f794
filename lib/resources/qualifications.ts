import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';
import type {
  coachQualificationRows,
  qualificationCourse,
  qualificationStanding,
  qualifications,
} from '@/shared/learning/contract';

/** Qualifications (docs/quizzes-api.md "Qualifications") as the app reads them, camelCase. */

/** A course of a qualification with the viewer's standing in it. */
export type QualificationCourse = CamelDeep<z.output<typeof qualificationStanding>>;

type QualificationRead = Read<typeof qualifications>;

/** GET /v1/qualifications: one qualification as the viewer stands in it. */
export type Qualification = Omit<
  With<QualificationRead, 'completedCount' | 'progress' | 'achieved'>,
  'courses' | 'courseIds' | 'createdAt'
> & { courses: QualificationCourse[] };

/** GET /v1/qualifications/definitions: a qualification as its editor reads it. */
export type QualificationDefinition = Omit<
  With<QualificationRead, 'courseIds' | 'createdAt'>,
  'courses' | 'completedCount' | 'progress' | 'achieved'
> & { courses: CamelDeep<z.output<typeof qualificationCourse>>[] };

/** GET /v1/coach/qualifications: one mentee's row of the matrix (id: the account's). */
export type CoachQualificationRow = Read<typeof coachQualificationRows>;

export type MatrixCell = CoachQualificationRow['cells'][number];

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
