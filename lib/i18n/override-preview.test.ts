import { describe, expect, it } from 'vitest';
import { previewOverride } from './override-preview';

describe('previewOverride (the override editor shows the text as a page would)', () => {
  it('shows a plain text as it is', () => {
    expect(previewOverride('en', 'Course catalogue')).toEqual({
      ok: true,
      text: 'Course catalogue',
    });
  });

  it('fills arguments with samples: a count with 2, the rest with their name', () => {
    expect(
      previewOverride('en', 'Hello {name}, {count, plural, one {# course} other {# courses}}'),
    ).toEqual({ ok: true, text: 'Hello ‹name›, 2 courses' });
  });

  it('keeps the contents of tags', () => {
    expect(previewOverride('nl', 'Lees <b>dit</b> eerst')).toEqual({
      ok: true,
      text: 'Lees dit eerst',
    });
  });

  it('reports broken ICU syntax instead of a preview', () => {
    const result = previewOverride('en', 'Courses {count, plural');
    expect(result.ok).toBe(false);
  });
});
