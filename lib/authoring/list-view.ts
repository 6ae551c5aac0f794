import type { AdminCourseListView, CourseStatus } from '@/lib/resources/authoring';

// Not in the list's 'use client' module: the page (a server component) prefetches this view,
// and a server component only sees a client module's components, not its values.

export const COURSE_STATUSES: CourseStatus[] = ['draft', 'published', 'archived'];

/** The list's first view; the page prefetches exactly this. */
export const INITIAL_VIEW: AdminCourseListView = {
  search: null,
  status: null,
  sort: { field: 'updated_at', desc: true },
  page: 1,
  size: 25,
};
