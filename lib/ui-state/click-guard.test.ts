import { describe, expect, it } from 'vitest';
import { acceptsClick, SUPPORT_ACTION_GUARD_MS } from './click-guard';

describe('support action buttons ignore clicks for the first 200 ms (spec §9)', () => {
  it('ignores 199 ms, accepts 200 ms', () => {
    expect(SUPPORT_ACTION_GUARD_MS).toBe(200);
    expect(acceptsClick(1_000, 1_199)).toBe(false);
    expect(acceptsClick(1_000, 1_200)).toBe(true);
  });
});
