import { describe, expect, it } from 'vitest';
import { uuidV7 } from './uuid-v7';

describe('uuidV7', () => {
  it('is a version-7 UUID whose order follows its time', () => {
    const earlier = uuidV7(Date.UTC(2024, 0, 1));
    const later = uuidV7(Date.UTC(2024, 0, 1, 0, 0, 0, 1));
    expect(earlier).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('018cc251-f400');
    expect(uuidV7()).not.toBe(uuidV7());
  });
});
