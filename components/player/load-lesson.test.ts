import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { CourseDetail } from '@/lib/resources/courses';

const course = { slug: 'data-literacy', title: 'Data literacy', unlocked: false } as CourseDetail;
const fetchQuery = vi.fn(async () => course);
vi.mock('@/lib/server/query-client', () => ({
  // The course reads; the lesson is locked (402), as for Eva without a seat.
  fetchOrNotFound: async (options: { queryKey: readonly unknown[] }) => {
    if (options.queryKey.includes('items')) {
      throw new ApiError(402, [{ status: '402', code: 'PAYMENT_REQUIRED' }]);
    }
    return course;
  },
  getQueryClient: () => ({ fetchQuery, removeQueries: () => {} }),
}));

const { loadLesson } = await import('./load-lesson');

describe('loadLesson of a locked item', () => {
  it('answers the 402 with the course, so the view names what unlocks it and its seats', async () => {
    expect(await loadLesson('data-literacy', 'data-literacy-quiz')).toEqual({
      kind: 'payment-required',
      course,
    });
  });

  it('without the course when it cannot be read either', async () => {
    fetchQuery.mockRejectedValueOnce(new ApiError(402, [{ status: '402' }]));
    expect(await loadLesson('data-literacy', 'bar-and-line-charts')).toEqual({
      kind: 'payment-required',
      course: null,
    });
  });
});
