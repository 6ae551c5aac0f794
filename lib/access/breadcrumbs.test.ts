import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { loadMessages } from '@/messages';
import { deriveEnvironment, environmentLabelKey } from '@/shared/access/environment';
import { portalPages } from '@/tests/support/portal-pages';
import { CRUMB_TARGETS, crumbsAfterBadge, crumbsOf, isRecordId } from './breadcrumbs';

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

  it('names student view and its item (issue 43 item 4), each crumb leading to a page', () => {
    const id = '3f1c9a8e-1111-4222-8333-444455556666';
    const crumbs = crumbsOf(`/admin/courses/${id}/preview/written-updates`);
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/admin',
      '/admin/courses',
      `/admin/courses/${id}`,
      `/admin/courses/${id}/preview`,
      `/admin/courses/${id}/preview/written-updates`,
    ]);
    expect(crumbs.slice(2).map((crumb) => crumb.record)).toEqual([
      { kind: 'admin-course', id },
      { kind: 'student-view' },
      { kind: 'student-view-item', id, item: 'written-updates' },
    ]);
  });

  it('names a learning path and its editor, the paths crumb leading to the catalog', () => {
    const crumbs = crumbsOf('/catalog/paths/data-skills');
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/catalog',
      '/catalog',
      '/catalog/paths/data-skills',
    ]);
    expect(crumbs.map((crumb) => crumb.record)).toEqual([
      undefined,
      undefined,
      { kind: 'learning-path', slug: 'data-skills' },
    ]);
    const id = '3f1c9a8e-1111-4222-8333-444455556666';
    expect(crumbsOf(`/admin/learning-paths/${id}`)[2]?.record).toEqual({
      kind: 'admin-learning-path',
      id,
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

  describe('every crumb of every page leads to a page and has a name (the page tree)', () => {
    // Guests see no breadcrumb bar, so the sign-in pages are left out.
    const routes = portalPages()
      .map((page) => page.route)
      .filter((route) => route !== '/[...rest]' && route !== '/' && !route.startsWith('/auth'));
    const isPage = (path: string) =>
      routes.some((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(path));
    const sample = (route: string) => route.replace(/\[[^\]]+\]/g, 'sample-slug');

    it.each(routes)('%s', (route) => {
      for (const crumb of crumbsOf(sample(route)).filter((c) => !c.current)) {
        if (crumb.href !== null) expect(isPage(crumb.href), `${route}: ${crumb.href}`).toBe(true);
      }
    });

    it('points every prefix without a page somewhere real (or nowhere)', () => {
      for (const [prefix, target] of Object.entries(CRUMB_TARGETS)) {
        expect(isPage(prefix), `${prefix} has a page now: drop it from CRUMB_TARGETS`).toBe(false);
        if (target !== null) expect(isPage(target), target).toBe(true);
      }
    });

    it.each(LOCALES)('names every fixed segment in %s', async (locale) => {
      const crumbs = ((await loadMessages(locale)).shell as { crumbs: Record<string, string> })
        .crumbs;
      const segments = new Set(
        routes.flatMap((route) => route.split('/').filter((s) => s && !s.startsWith('['))),
      );
      const missing = [...segments].filter((segment) => !(segment in crumbs));
      expect(missing, `shell.crumbs.* missing in ${locale}`).toEqual([]);
    });

    it.each(LOCALES)(
      'never repeats the environment badge in the first crumb in %s',
      async (locale) => {
        const messages = await loadMessages(locale);
        const crumbNames = (messages.shell as { crumbs: Record<string, string> }).crumbs;
        const environments = messages.environments as Record<string, string>;
        for (const route of routes) {
          const path = sample(route);
          const { environment, profile } = deriveEnvironment(path, ['academy_admin'], true);
          const badge = environments[environmentLabelKey(environment, profile).split('.')[1]!];
          const crumbs = crumbsOf(path);
          // /admin and /coach alone only redirect to their dashboards.
          if (crumbs.length < 2) continue;
          const first = crumbsAfterBadge(crumbs, environment)[0];
          if (!first) continue;
          expect(crumbNames[first.segment], `${locale} ${path}`).not.toBe(badge);
        }
      },
    );
  });
});
