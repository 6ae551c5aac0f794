import { describe, expect, it } from 'vitest';
import { acceptsFeedback, feedbackTabs, projectTab, visibleProjects } from './tabs';
import type { FeedbackProject } from './types';

/** DEMO-DATA.md's feedback projects. */
const project = (id: string, name: string, state: FeedbackProject['state'], tags: string) => ({
  id,
  name,
  description: `${name}. ${tags}`.trim(),
  state,
  upvotes: 0,
});
const DEMO: FeedbackProject[] = [
  project('1', 'Bulk-enrol participants', 'backlog', '#admin'),
  project('2', 'Coach dashboard widgets', 'backlog', '#coach'),
  project('3', 'Dark mode', 'backlog', '#coach #student'),
  project('4', 'Mobile app', 'planned', '#admin #coach'),
  project('5', 'Quiz import from spreadsheets', 'started', '#admin'),
  project('6', 'Internal clean-up', 'backlog', ''),
];
const names = (list: FeedbackProject[]) => list.map((p) => p.name);

describe('tab rules (spec §4)', () => {
  it('"backlog under new ideas (feedback and upvote allowed)"', () => {
    expect(projectTab('backlog')).toBe('new');
    expect(acceptsFeedback('backlog')).toBe(true);
  });

  it('"planned and started under in development (read-only)"', () => {
    for (const state of ['planned', 'started'] as const) {
      expect(projectTab(state)).toBe('development');
      expect(acceptsFeedback(state)).toBe(false);
    }
  });

  it('"in development (latter only if such projects exist)" (spec §2)', () => {
    expect(feedbackTabs(DEMO).tabs).toEqual(['new', 'development']);
    expect(feedbackTabs(DEMO.filter((p) => p.state === 'backlog')).tabs).toEqual(['new']);
    expect(feedbackTabs([]).tabs).toEqual(['new']);
  });

  it('sorts the demo projects Ada and Cora see into their tabs', () => {
    const ada = feedbackTabs(visibleProjects(DEMO, ['academy_admin', 'academy_support']));
    expect(names(ada.byTab.new)).toEqual(['Bulk-enrol participants']);
    expect(names(ada.byTab.development)).toEqual(['Mobile app', 'Quiz import from spreadsheets']);
    const cora = feedbackTabs(visibleProjects(DEMO, ['coach']));
    expect(names(cora.byTab.new)).toEqual(['Coach dashboard widgets', 'Dark mode']);
    expect(names(cora.byTab.development)).toEqual(['Mobile app']);
  });
});
