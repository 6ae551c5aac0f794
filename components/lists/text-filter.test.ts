import { describe, expect, it } from 'vitest';
import { defineView } from '@/lib/lists/view-settings-schema';
import { textFilterOf } from './text-filter';

describe('textFilterOf', () => {
  const view = defineView({ filters: { status: 'paid', tags: ['a', 'b'], empty: null } });

  it("is the filter's text", () => {
    expect(textFilterOf(view, 'status')).toBe('paid');
  });

  it("is '' for a filter the view does not hold, or holds as something else than text", () => {
    expect(textFilterOf(view, 'course')).toBe('');
    expect(textFilterOf(view, 'tags')).toBe('');
    expect(textFilterOf(view, 'empty')).toBe('');
  });
});
