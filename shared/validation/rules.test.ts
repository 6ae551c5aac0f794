import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN } from './rules';

describe('the is_email rule (spec §5)', () => {
  it('uses zod’s e-mail pattern, so the form and the API agree', () => {
    // The same pattern; the copy only drops escapes a character class does not need ("\-").
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it.each([
    'stijn@demo.academy',
    "o'brien+tag@mail.example.org",
    'a-b.c_d@sub-domain.example.nl',
    'no-at-sign.example.org',
    'two@@example.org',
    'trailing.dot.@example.org',
    'x@-example.org',
    'x@example.c',
    'x@example',
  ])('judges %s as zod does', (address) => {
    expect(EMAIL_PATTERN.test(address)).toBe(z.regexes.email.test(address));
  });
});
