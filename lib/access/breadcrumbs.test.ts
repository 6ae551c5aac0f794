import { describe, expect, it } from 'vitest';
import { crumbsOf, isRecordId } from './breadcrumbs';

describe('breadcrumbs (spec §2)', () => {
  it('gives one crumb per segment, the last not linked', () => {
    const crumbs = crumbsOf('/admin/accounts/3f1c9a8e-1111-4222-8333-444455556666');
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/admin',
      '/admin/accounts',
      '/admin/accounts/3f1c9a8e-1111-4222-8333-444455556666',
    ]);
    expect(crumbs.map((crumb) => crumb.current)).toEqual([false, false, true]);
    expect(crumbs[2]?.parent).toBe('accounts');
  });

  it('names courses and lessons, and links a course to its course page', () => {
    const crumbs = crumbsOf('/courses/data-literacy/misleading-axes');
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/courses',
      '/catalog/data-literacy',
      '/courses/data-literacy/misleading-axes',
    ]);
    expect(crumbs.map((crumb) => crumb.record)).toEqual([
      undefined,
      { kind: 'course', course: 'data-literacy' },
      { kind: 'lesson', course: 'data-literacy', item: 'misleading-axes' },
    ]);
    expect(crumbsOf('/catalog/data-literacy')[1]).toMatchObject({
      href: '/catalog/data-literacy',
      current: true,
      record: { kind: 'course', course: 'data-literacy' },
    });
    expect(crumbsOf('/admin/courses/content-issues')[2]?.record).toBeUndefined();
    expect(crumbsOf('/admin/courses/3f1c9a8e-1111-4222-8333-444455556666')[2]?.record).toEqual({
      kind: 'admin-course',
      id: '3f1c9a8e-1111-4222-8333-444455556666',
    });
  });

  it('has no crumbs at the root', () => {
    expect(crumbsOf('/')).toEqual([]);
  });

  it('recognises record ids', () => {
    expect(isRecordId('3f1c9a8e-1111-4222-8333-444455556666')).toBe(true);
    expect(isRecordId('42')).toBe(true);
    expect(isRecordId('dashboard')).toBe(false);
  });
});
