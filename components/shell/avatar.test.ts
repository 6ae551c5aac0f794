import { describe, expect, it } from 'vitest';
import { initials, safeImageUrl } from './avatar';

describe('avatar helpers', () => {
  it('takes the first and last initial', () => {
    expect(initials('Stijn Student')).toBe('SS');
    expect(initials('Ada')).toBe('A');
    expect(initials('  ')).toBe('?');
    expect(initials('Anna van der Berg')).toBe('AB');
  });
  it('only uses local or https pictures', () => {
    expect(safeImageUrl('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(safeImageUrl('javascript:alert(1)')).toBeNull();
    expect(safeImageUrl('//evil.example/a.png')).toBeNull();
  });
});
