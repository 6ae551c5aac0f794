import { describe, expect, it } from 'vitest';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { PROBLEM_CATEGORIES } from './problem-categories';

describe('the categories of "Report a problem"', () => {
  it('are exactly what the §5 rule (and so the API) accepts', () => {
    expect(FIELD_RULES.contentIssue.category).toBe(
      `required|in_array:${PROBLEM_CATEGORIES.join(',')}`,
    );
  });
});
