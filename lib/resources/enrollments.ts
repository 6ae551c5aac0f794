import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import type { AccessBasis } from '@/shared/access/subscription';
import { accountKeys, accountPath } from './accounts';

export type CourseStatus = 'draft' | 'published' | 'archived';

/** A course as lists, enrolments and portfolio items include it. */
export interface Course {
  id: string;
  slug: string;
  title: string;
  /** Plain text: cards, search results, the page's description. */
  summary: string;
  status: CourseStatus;
  coverUrl: string | null;
  durationMinutes: number;
  /** The language the course is taught in (the catalog's language filter). */
  language: string;
  /**
   * The language its title, summary and description are in as the API answered them: a
   * translation's in the reader's language (issue 32 item 8). Older answers: `language`.
   */
  textLanguage?: string;
  catalogName: string | null;
  createdAt: string;
  updatedAt: string;
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
  lastActivityAt: string | null;
  /** Where "Continue" leads: the first unfinished item (null when all are done). */
  nextItemSlug: string | null;
  /** Where "Review" leads once every item is done: the course's first item (null: no items). */
  firstItemSlug: string | null;
  /** The course's items and how many are done (lists; issue 32 status). */
  itemCount?: number;
  doneCount?: number;
  /** The account may learn in the course now (the API's one rule, issue 32). */
  unlocked?: boolean;
  /** What the access stands on, or the plan that would open it. */
  accessBasis?: AccessBasis;
  course?: Course | null;
}

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
