import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import type { courses, enrollments } from '@/shared/catalog/contract';
import type { Read, With } from '@/shared/contract/resource';
import { accountKeys, accountPath } from './accounts';

type CourseRead = Read<typeof courses>;

export type CourseStatus = CourseRead['status'];

/**
 * A course as lists, enrolments and portfolio items include it. `textLanguage` is the language
 * its title, summary and description are in as the API answered them (older answers: none).
 */
export type Course = With<
  CourseRead,
  | 'summary'
  | 'coverUrl'
  | 'durationMinutes'
  | 'language'
  | 'catalogName'
  | 'createdAt'
  | 'updatedAt'
>;

export type EnrollmentStatus = Read<typeof enrollments>['status'];

/**
 * GET /v1/accounts/{id}/enrollments: one account's enrolment, its course included. Lists carry
 * the item counts, and where access stands (`unlocked`, `accessBasis`).
 */
export type Enrollment = Read<typeof enrollments> & { course?: Course | null };

/** The API's largest page: the account page and the portfolio's course picker show this many. */
export const ENROLLMENTS_PAGE_SIZE = 100;

export const enrollmentKeys = {
  list: (accountId: string) => [...accountKeys.detail(accountId), 'enrollments'] as const,
  mine: (accountId: string) => [...enrollmentKeys.list(accountId), 'by-activity'] as const,
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

/** /courses: the account's own enrolments, most recently active first, with their courses. */
export const myCoursesQuery = (accountId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.mine(accountId),
    queryFn: (context) =>
      fetchList<Enrollment>(
        context,
        `${accountPath(accountId)}/enrollments?include=course&sort=last_activity_at&page[size]=${ENROLLMENTS_PAGE_SIZE}`,
      ),
  });
