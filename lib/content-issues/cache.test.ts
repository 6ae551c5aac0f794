import { describe, expect, it } from 'vitest';
import type { ContentIssue, ContentIssuesPage } from '@/lib/resources/content-issues';
import { withIssueStatus } from './cache';

const issue = (id: string, status: ContentIssue['status']): ContentIssue => ({
  id,
  category: 'typo',
  message: 'A typo in the heading.',
  status,
  resolution: '',
  resolvedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  courseTitle: 'Data literacy',
  courseSlug: 'data-literacy',
  itemTitle: 'Misleading axes',
  itemSlug: 'misleading-axes',
  lessonLink: '/courses/data-literacy/misleading-axes',
  reporterName: 'Stijn Student',
  handlerName: null,
});

const page: ContentIssuesPage = {
  items: [issue('a', 'open'), issue('b', 'in_progress')],
  total: 2,
  lastPage: 1,
  counts: { open: 1, in_progress: 1, resolved: 0, rejected: 0 },
  courses: [],
};

describe('withIssueStatus', () => {
  it('moves the issue and its count, and stamps a closing time', () => {
    const next = withIssueStatus(page, {
      id: 'b',
      status: 'resolved',
      resolution: 'Fixed.',
      at: '2026-03-02T08:00:00.000Z',
    });
    expect(next.items[1]).toMatchObject({
      status: 'resolved',
      resolution: 'Fixed.',
      resolvedAt: '2026-03-02T08:00:00.000Z',
    });
    expect(next.counts).toEqual({ open: 1, in_progress: 0, resolved: 1, rejected: 0 });
    expect(page.items[1]?.status).toBe('in_progress');
  });

  it('clears the closing time on reopening and keeps the old note without a new one', () => {
    const closed = {
      ...page,
      items: [{ ...issue('a', 'rejected'), resolution: 'No.', resolvedAt: 'x' }],
    };
    const next = withIssueStatus(closed, { id: 'a', status: 'open' });
    expect(next.items[0]).toMatchObject({ status: 'open', resolvedAt: null, resolution: 'No.' });
  });

  it('leaves the page alone for an unknown issue or no change', () => {
    expect(withIssueStatus(page, { id: 'zzz', status: 'open' })).toBe(page);
    expect(withIssueStatus(page, { id: 'a', status: 'open' })).toBe(page);
  });
});
