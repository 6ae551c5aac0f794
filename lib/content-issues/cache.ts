import type { ContentIssuesPage } from '@/lib/resources/content-issues';
import { type ContentIssueStatus, isClosed } from '@/shared/content-issues/transitions';

/**
 * A cached page with one issue moved to `status` (the optimistic change): the issue, and the
 * tab counts. A page filtered by status keeps the row until the refetch, so it does not jump
 * out from under the person who just changed it.
 */
export function withIssueStatus(
  page: ContentIssuesPage,
  change: { id: string; status: ContentIssueStatus; resolution?: string; at?: string },
): ContentIssuesPage {
  const issue = page.items.find((item) => item.id === change.id);
  if (!issue || issue.status === change.status) return page;
  const counts = { ...page.counts };
  counts[issue.status] = Math.max(0, counts[issue.status] - 1);
  counts[change.status] += 1;
  return {
    ...page,
    counts,
    items: page.items.map((item) =>
      item.id === change.id
        ? {
            ...item,
            status: change.status,
            resolution: change.resolution ?? item.resolution,
            resolvedAt: isClosed(change.status) ? (change.at ?? new Date().toISOString()) : null,
          }
        : item,
    ),
  };
}
