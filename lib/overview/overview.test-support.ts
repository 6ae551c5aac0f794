import type { GradedItem } from '@/lib/resources/overview';

/** A graded item as the overview reads it: the Data literacy quiz, passed at 80 % of 3 tries. */
export const gradedItem = (overrides: Partial<GradedItem> = {}): GradedItem => ({
  id: 'q-1',
  kind: 'quiz',
  title: 'Data literacy quiz',
  slug: 'data-literacy-quiz',
  result: 'passed',
  scheme: 'percent',
  score: 4,
  maxScore: 5,
  percent: 80,
  passMark: 60,
  attempts: 3,
  resultAt: '2026-12-03T10:00:00.000Z',
  dueAt: null,
  ...overrides,
});
