import type { PortfolioItemKind } from '@/lib/resources/portfolio';

/**
 * The kinds of portfolio item, in the order the form offers them. The §5 rule string
 * (FIELD_RULES.portfolioItem.kind) lists the same; a test keeps the two in step.
 */
export const PORTFOLIO_KINDS: readonly PortfolioItemKind[] = [
  'achievement',
  'assignment',
  'reflection',
];

export function isPortfolioKind(value: unknown): value is PortfolioItemKind {
  return (PORTFOLIO_KINDS as readonly unknown[]).includes(value);
}
