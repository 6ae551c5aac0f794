import { describe, expect, it } from 'vitest';
import { agreementsPathFor } from './guard';

describe('agreementsPathFor', () => {
  it('comes back to the page asked for, query kept', () => {
    expect(agreementsPathFor('/catalog?tab=1')).toBe('/agreements?next=%2Fcatalog%3Ftab%3D1');
  });

  it('never carries a next that leads to another origin', () => {
    expect(agreementsPathFor('/.//evil.example/login')).toBe('/agreements');
    expect(agreementsPathFor('//evil.example')).toBe('/agreements');
  });
});
