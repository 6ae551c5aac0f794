import { describe, expect, it } from 'vitest';
import { notificationSeeds } from '@/academy-api/communication/notifications.seed';
import { PORTALS } from '@/academy-api/db/seed-data';
import { LEARNING_SEEDS } from '@/academy-api/db/seed-learning-data';
import { PORTFOLIO_SEEDS } from '@/academy-api/learning/portfolio.seed';
import { portalPages } from '@/tests/support/portal-pages';
import { notificationPath } from './links';

/*
 * Seeded notifications linked to /portfolio?tab=feedback and ?tab=certificates, tabs
 * that do not exist. Every seeded link the UI follows (notificationPath: this portal's, not
 * hostile) must be a page of app/(portal), with no query the page does not read, and lead to the
 * record the message names.
 */
const demo = PORTALS.find((portal) => portal.key === 'demo');
const domains = demo?.domains ?? [];
const routes = portalPages()
  .map((page) => page.route)
  .filter((route) => route !== '/[...rest]');
const pattern = (route: string) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
const courses = (LEARNING_SEEDS.demo ?? []).flatMap((catalog) =>
  catalog.categories.flatMap((category) => category.courses),
);
const seeded = Object.entries(notificationSeeds(Date.parse('2026-11-01T12:00:00Z'))).flatMap(
  ([email, list]) => list.map((notification) => ({ email, ...notification })),
);

describe('the seeded notifications (DEMO-DATA.md)', () => {
  const followed = seeded
    .map((notification) => ({
      ...notification,
      path: notificationPath(notification.link, domains),
    }))
    .filter((notification): notification is typeof notification & { path: string } =>
      Boolean(notification.path),
    );

  it('link to pages that exist, with no made-up tabs', () => {
    expect(followed.length).toBeGreaterThan(80);
    for (const { path, message } of followed) {
      const [pathname = '', query] = path.split('?');
      expect(
        routes.some((route) => pattern(route).test(pathname)),
        `${message} → ${path}`,
      ).toBe(true);
      expect(query, `${message} → ${path}`).toBeUndefined();
    }
  });

  it('lead to the course, lesson, quiz or assignment they name', () => {
    for (const { path, message } of followed) {
      const [, area, slug, item] = path.split('/');
      if (area !== 'catalog' && area !== 'courses') continue;
      if (!slug) continue;
      const course = courses.find((candidate) => candidate.slug === slug);
      expect(course, `${message} → ${path}`).toBeDefined();
      // A draft course is a 404 for students.
      expect(course?.status, `${message} → ${path}`).toBe('published');
      if (item) {
        const found = course?.modules
          .flatMap((module) => module.items)
          .find((i) => i.slug === item);
        expect(found, `${message} → ${path}`).toBeDefined();
        expect(message, path).toContain(found?.title ?? '');
      } else if (area === 'catalog') {
        expect(message, path).toContain(course?.title ?? '');
      }
    }
  });

  it('name portfolio items that exist', () => {
    const titles = (PORTFOLIO_SEEDS['student@demo.academy'] ?? []).map((item) => item.title);
    for (const { message } of seeded.filter((n) => n.link === '/portfolio')) {
      expect(
        titles.some((title) => message.includes(`"${title}"`)),
        message,
      ).toBe(true);
    }
  });
});
