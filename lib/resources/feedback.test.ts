import { describe, expect, it } from 'vitest';
import { withUpvote } from './feedback';

describe('withUpvote (spec §4: "count plus one, card shown as upvoted")', () => {
  it('raises only the upvoted project by one and marks it', () => {
    const projects = [
      { id: 'a', name: 'Dark mode', description: '', state: 'backlog' as const, upvotes: 12 },
      { id: 'b', name: 'Mobile app', description: '', state: 'planned' as const, upvotes: 42 },
    ];
    expect(withUpvote(projects, 'a')).toEqual([
      { ...projects[0], upvotes: 13, upvoted: true },
      projects[1],
    ]);
    expect(withUpvote(undefined, 'a')).toBeUndefined();
  });
});
