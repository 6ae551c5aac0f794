import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource, type ListPage, listPageOf } from '@/lib/api/transport';
import type { contentIssues } from '@/shared/authoring/contract';
import type { ContentIssueStatus } from '@/shared/content-issues/transitions';
import type { Read, With } from '@/shared/contract/resource';

/** GET /v1/content_issues: a problem a learner reported, as the admin list shows it. */
export type ContentIssue = With<
  Read<typeof contentIssues>,
  | 'resolution'
  | 'resolvedAt'
  | 'updatedAt'
  | 'courseTitle'
  | 'courseSlug'
  | 'itemTitle'
  | 'itemSlug'
  | 'lessonLink'
  | 'reporterName'
  | 'handlerName'
>;

export interface IssueCourse {
  id: string;
  title: string;
  slug: string;
}

/** What a status change updates in a cached page (withIssueStatus): the issues and counts. */
export interface ContentIssuesPage {
  items: ContentIssue[];
  total: number;
  lastPage: number;
  counts: Record<ContentIssueStatus, number>;
  /** The portal's courses that have issues (the course filter). */
  courses: IssueCourse[];
}

/** One page of the list as the query holds it: a list page with the counts and courses. */
export type ContentIssuesList = ListPage<ContentIssue> & ContentIssuesPage;

export const contentIssueKeys = {
  all: () => ['content_issues'] as const,
  list: (queryString: string) => ['content_issues', 'list', queryString] as const,
};

/**
 * The status filter's value for "every status". The API takes one status or none, and none
 * cannot be the list's view while its default is "open": a view names "all" so that a shared
 * link to it opens every status, and the request leaves the filter out.
 */
export const EVERY_STATUS = 'all';

/** GET /v1/content_issues for a view's query string (filter[status]=all sent as no filter). */
export function contentIssuesPath(queryString: string): string {
  const query = new URLSearchParams(queryString);
  if (query.get('filter[status]') === EVERY_STATUS) query.delete('filter[status]');
  const rest = query.toString();
  return `/v1/content_issues${rest ? `?${rest}` : ''}`;
}

const EMPTY_COUNTS = { open: 0, in_progress: 0, resolved: 0, rejected: 0 };

/** One page of the reported issues, with the status counts and the courses to filter on. */
export const contentIssuesQuery = (queryString: string) =>
  queryOptions({
    queryKey: contentIssueKeys.list(queryString),
    queryFn: async (context): Promise<ContentIssuesList> => {
      const { data, meta } = await fetchResource<ContentIssue[]>(
        context,
        contentIssuesPath(queryString),
      );
      return {
        ...listPageOf(data ?? [], meta),
        counts: { ...EMPTY_COUNTS, ...(meta.statusCounts as object | undefined) },
        courses: (meta.courses as IssueCourse[] | undefined) ?? [],
      };
    },
    placeholderData: keepPreviousData,
  });

export interface StatusChangeInput {
  status: ContentIssueStatus;
  resolution?: string;
}

/** PATCH /v1/content_issues/{id}: the issue as it now is, and whether its reporter was told. */
export async function changeContentIssueStatus(id: string, input: StatusChangeInput) {
  const document = await apiFetch(`/v1/content_issues/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: serialize('content_issues', { ...input }),
  });
  const { data, meta } = await deserialize<ContentIssue>(document);
  return { issue: data, reporterNotified: meta.reporterNotified === true };
}
