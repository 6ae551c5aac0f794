import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import { accountKeys, accountPath } from './accounts';

/** A course as enrolments and portfolio items include it. */
export interface Course {
  id: string;
  title: string;
  description: string;
  published: boolean;
  hasContentIssue: boolean;
  catalogName: string | null;
}

export type EnrollmentStatus = 'active' | 'completed';

/** GET /v1/accounts/{id}/enrollments: one account's enrolment, its course included. */
export interface Enrollment {
  id: string;
  status: EnrollmentStatus;
  /** Percent done, 0–100. */
  progress: number;
  enrolledAt: string;
  completedAt: string | null;
  course?: Course | null;
}

/** The API's largest page: the account page and the portfolio's course picker show this many. */
export const ENROLLMENTS_PAGE_SIZE = 100;

export const enrollmentKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'enrollments'] as const,
};

/** The newest 100 enrolments of an account with their courses, and how many there are. */
export const enrollmentsQuery = (accountId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.list(accountId),
    queryFn: (context) =>
      fetchList<Enrollment>(
        context,
        `${accountPath(accountId)}/enrollments?include=course&page[size]=${ENROLLMENTS_PAGE_SIZE}`,
      ),
  });
