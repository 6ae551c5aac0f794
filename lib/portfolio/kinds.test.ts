import { describe, expect, it } from 'vitest';
import { FIELD_RULES } from '@/shared/validation/field-rules';
import { parseRules } from '@/shared/validation/parse-rules';
import { isPortfolioKind, PORTFOLIO_KINDS } from './kinds';

describe('portfolio kinds', () => {
  it('are exactly the in_array options of the shared §5 rule', () => {
    const rule = parseRules(FIELD_RULES.portfolioItem.kind).find((r) => r.name === 'in_array');
    expect(rule && 'options' in rule ? rule.options : null).toEqual([...PORTFOLIO_KINDS]);
  });

  it('recognises a kind', () => {
    expect(isPortfolioKind('reflection')).toBe(true);
    expect(isPortfolioKind('diploma')).toBe(false);
    expect(isPortfolioKind(null)).toBe(false);
  });
});
