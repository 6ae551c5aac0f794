// Test support for screens that show courses: a course as lists and enrolments include it.

import type { Course } from '@/lib/resources/enrollments';

/** A published one-hour English course at `slug` titled `title`, with nothing else filled in. */
export const courseFixture = (slug: string, title: string): Course => ({
  id: `c-${slug}`,
  slug,
  title,
  summary: '',
  status: 'published',
  coverUrl: null,
  durationMinutes: 60,
  language: 'en',
  catalogName: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
