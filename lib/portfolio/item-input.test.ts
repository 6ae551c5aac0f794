import { describe, expect, it } from 'vitest';
import { portfolioItemInput } from './item-input';

describe('portfolioItemInput', () => {
  it('passes the texts, kind and course on', () => {
    expect(
      portfolioItemInput({
        title: 'Wrote an article',
        description: 'On the intranet.',
        kind: 'assignment',
        course_id: 'c-web',
      }),
    ).toEqual({
      title: 'Wrote an article',
      description: 'On the intranet.',
      kind: 'assignment',
      courseId: 'c-web',
    });
  });

  it('sends no course as null and a missing description as empty', () => {
    expect(
      portfolioItemInput({ title: 'A reflection', kind: 'reflection', course_id: null }),
    ).toEqual({ title: 'A reflection', description: '', kind: 'reflection', courseId: null });
  });
});
