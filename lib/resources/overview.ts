import { queryOptions } from '@tanstack/react-query';
import { fetchList } from '@/lib/api/transport';
import type { Read } from '@/shared/contract/resource';
import type { courseGrades, todoItems } from '@/shared/learning/contract';
import { TODO_WINDOW } from '@/shared/learning/overview';
import { accountKeys, accountPath } from './accounts';

/** The learner overview (issue 43, item 1; docs/learner-overview.md) as the app reads it. */

/** GET /v1/accounts/{id}/grades: one enrolment with its graded items and certificates. */
export type CourseGrades = Read<typeof courseGrades>;
export type GradedItem = CourseGrades['items'][number];
export type CourseCertificate = CourseGrades['certificates'][number];

/** GET /v1/accounts/{id}/todo: one thing due (its id is its calendar event's). */
export type TodoItem = Read<typeof todoItems>;

/** The API's largest page: the overview shows this many courses and this many things due. */
export const OVERVIEW_PAGE_SIZE = 100;

export const overviewKeys = {
  grades: (accountId: string) => [...accountKeys.detail(accountId), 'grades'] as const,
  todo: (accountId: string, days: number) =>
    [...accountKeys.detail(accountId), 'todo', days] as const,
};

/** The account's enrolled courses, most recently active first, with their grades. */
export const gradesQuery = (accountId: string) =>
  queryOptions({
    queryKey: overviewKeys.grades(accountId),
    queryFn: (context) =>
      fetchList<CourseGrades>(
        context,
        `${accountPath(accountId)}/grades?page[size]=${OVERVIEW_PAGE_SIZE}`,
      ),
  });

/** What falls due in the next `days` (14 unless asked), overdue first. */
export const todoQuery = (accountId: string, days: number = TODO_WINDOW.defaultDays) =>
  queryOptions({
    queryKey: overviewKeys.todo(accountId, days),
    queryFn: (context) =>
      fetchList<TodoItem>(
        context,
        `${accountPath(accountId)}/todo?days=${days}&page[size]=${OVERVIEW_PAGE_SIZE}`,
      ),
  });
