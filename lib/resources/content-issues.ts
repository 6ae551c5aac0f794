import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { deserialize, serialize } from '@/lib/api/jsonapi';
import { fetchResource } from '@/lib/api/transport';
import type { PageSize } from '@/lib/lists/pagination';
import type { contentIssues } from '@/shared/authoring/contract';
import type { ContentIssueCategory, ContentIssueStatus } from '@/shared/content-issues/transitions';
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

export interface ContentIssuesPage {
  items: ContentIssue[];
  total: number;
  lastPage: number;
  counts: Record<ContentIssueStatus, number>;
  /** The portal's courses that have issues (the course filter). */
  courses: IssueCourse[];
}

export interface ContentIssueParams {
  status: ContentIssueStatus | null;
  course: string | null;
  category: ContentIssueCategory | null;
  sort: 'newest' | 'oldest';
  page: number;
  size: PageSize;
}

export const contentIssueKeys = {
  all: () => ['content_issues'] as const,
  list: (params: ContentIssueParams) => ['content_issues', 'list', params] as const,
};

export function contentIssuesPath(params: ContentIssueParams): string {
  const query = new URLSearchParams({
    sort: params.sort === 'oldest' ? 'created_at' : '-created_at',
    'page[number]': String(params.page),
    'page[size]': String(params.size),
  });
  if (params.status) query.set('filter[status]', params.status);
  if (params.course) query.set('filter[course]', params.course);
  if (params.category) query.set('filter[category]', params.category);
  return `/v1/content_issues?${query}`;
}

const EMPTY_COUNTS = { open: 0, in_progress: 0, resolved: 0, rejected: 0 };

export const contentIssuesQuery = (params: ContentIssueParams) =>
  queryOptions({
    queryKey: contentIssueKeys.list(params),
    queryFn: async (context): Promise<ContentIssuesPage> => {
      const { data, meta } = await fetchResource<ContentIssue[]>(
        context,
        contentIssuesPath(params),
      );
      return {
        items: data ?? [],
        total: typeof meta.total === 'number' ? meta.total : 0,
        lastPage: typeof meta.lastPage === 'number' ? Math.max(1, meta.lastPage) : 1,
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
