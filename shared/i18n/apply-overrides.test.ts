import { describe, expect, it } from 'vitest';
import { applyOverrides } from './apply-overrides';

const bundle = { catalog: { title: 'Catalog' }, auth: { signIn: 'Sign in' } };

describe('applyOverrides', () => {
  it('replaces a dotted key (Demo Academy: "Course catalogue")', () => {
    const out = applyOverrides(bundle, '{"catalog.title":"Course catalogue"}');
    expect(out.catalog).toEqual({ title: 'Course catalogue' });
    expect(bundle.catalog.title).toBe('Catalog');
  });

  it('ignores malformed JSON, unknown keys and non-strings', () => {
    expect(applyOverrides(bundle, '{oops')).toBe(bundle);
    expect(applyOverrides(bundle, '{"nope.x":"y","catalog":"flat","auth.signIn":3}')).toEqual(
      bundle,
    );
    expect(applyOverrides(bundle, null)).toBe(bundle);
  });
});
