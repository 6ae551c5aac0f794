import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api/errors';
import { deserialize } from '@/lib/api/jsonapi';
import type { Enrollment } from '@/lib/api/types';
import { academyRequest } from '@/lib/server/academy';

/** The API's largest page: the account page shows this many, newest first, and says so. */
export const ENROLLMENTS_SHOWN = 100;

export interface EnrollmentList {
  enrollments: Enrollment[];
  /** All of the account's enrolments, of which `enrollments` are the newest. */
  total: number;
}

/**
 * GET /v1/accounts/{id}/enrollments with their courses, once per request. Like loadAccount, an
 * account the API does not know (or one of another portal) is a 404 page: the page fetches both
 * in parallel, so either may be the first to find out. Callers must have passed requireRoute.
 */
export const loadEnrollments = cache(async (accountId: string): Promise<EnrollmentList> => {
  const query = new URLSearchParams({ include: 'course', 'page[size]': String(ENROLLMENTS_SHOWN) });
  try {
    const document = await academyRequest(
      `/v1/accounts/${encodeURIComponent(accountId)}/enrollments?${query}`,
    );
    const { data, meta } = await deserialize<Enrollment[]>(document);
    const enrollments = data ?? [];
    return {
      enrollments,
      total: typeof meta.total === 'number' ? meta.total : enrollments.length,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
});
