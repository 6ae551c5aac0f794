import type { AccessBasis } from '@/shared/access/subscription';

/**
 * An open course's label follows what the access stands on — the business model
 * (subscription, in plan, flat fee, none needed), staff, or a paid order — never "your
 * subscription" to someone who pays a flat fee. The API sends it (course-access.ts).
 */
export function includedBasis(basis: string | null | undefined): AccessBasis {
  const known: readonly AccessBasis[] = [
    'subscription',
    'in_plan',
    'flat_fee',
    'open',
    'staff',
    'order',
  ];
  return known.includes(basis as AccessBasis) ? (basis as AccessBasis) : 'open';
}

/** A locked course is labelled by the plan that would open it (subscription unless in plan). */
export function lockedPlan(basis: string | null | undefined): 'subscription' | 'in_plan' {
  return basis === 'in_plan' ? 'in_plan' : 'subscription';
}
