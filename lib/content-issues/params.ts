import type { ContentIssueParams } from '@/lib/resources/content-issues';

/** The list's first view: open issues, newest first (what needs doing). */
export const INITIAL_ISSUE_PARAMS: ContentIssueParams = {
  status: 'open',
  course: null,
  category: null,
  sort: 'newest',
  page: 1,
  size: 25,
};
