import { BYPASS_ROLES, hasRole } from './roles';

/** Spec §1: the business models of an entity's contract. */
export type BusinessModel = 'subscription' | 'flat_fee' | 'in_plan';

/** What the access rules read of a subscription (the app's and the API's records both fit). */
export interface SubscriptionLike {
  isActive: boolean;
  kind?: 'trial' | 'paid' | string;
  endsAt?: string | null;
}

/** Spec §4: a subscription is required when the models include subscription or in_plan and not flat_fee. */
export function subscriptionRequired(models: readonly BusinessModel[]): boolean {
  if (models.includes('flat_fee')) return false;
  return models.includes('subscription') || models.includes('in_plan');
}

/** Active means switched on and not yet ended: an ended subscription needs no clean-up job. */
export function subscriptionIsActive(
  subscription: { isActive: boolean; endsAt: Date | null },
  now = new Date(),
): boolean {
  return subscription.isActive && (!subscription.endsAt || subscription.endsAt > now);
}

export type SubscriptionState =
  | { kind: 'trial'; endsAt: string }
  | { kind: 'activeUntil'; endsAt: string }
  | { kind: 'active' }
  | { kind: 'inactive' }
  | { kind: 'notRequired' };

/** What the start pages say about a user's subscription. */
export function subscriptionState(
  subscription: SubscriptionLike | null | undefined,
  models: readonly BusinessModel[],
): SubscriptionState {
  if (subscription?.isActive) {
    if (subscription.endsAt) {
      return {
        kind: subscription.kind === 'trial' ? 'trial' : 'activeUntil',
        endsAt: subscription.endsAt,
      };
    }
    return { kind: 'active' };
  }
  return subscriptionRequired(models) ? { kind: 'inactive' } : { kind: 'notRequired' };
}

export interface AccessInput {
  subscription?: SubscriptionLike | null;
  businessModels: readonly BusinessModel[];
  roles: readonly string[];
}

/**
 * What a viewer's access to a course stands on, for the label it is shown with: the
 * business model they learn under (an active subscription, an in-plan subscription, a flat fee,
 * or a contract that needs nothing), a bypass role (staff), or a paid order's access to that
 * course. A locked course is labelled by the plan that would open it (subscription or in_plan).
 */
export type AccessBasis = 'subscription' | 'in_plan' | 'flat_fee' | 'open' | 'staff' | 'order';

/** The plan an entity's contract puts its people on (spec §1 business models, §4 precedence). */
export function planOf(
  models: readonly BusinessModel[],
): 'subscription' | 'in_plan' | 'flat_fee' | 'open' {
  if (models.includes('flat_fee')) return 'flat_fee';
  if (models.includes('subscription')) return 'subscription';
  if (models.includes('in_plan')) return 'in_plan';
  return 'open';
}

/**
 * The one access rule: why the viewer may learn in a course, or null when
 * they may not. Access is granted if the subscription is active, or none is required, or the
 * user holds a bypass role (§6: admins and all other staff override the requirement), or a
 * paid order gave them this very course (`orderGrant`).
 */
export function accessBasis(input: AccessInput & { orderGrant?: boolean }): AccessBasis | null {
  const plan = planOf(input.businessModels);
  if (!subscriptionRequired(input.businessModels)) return plan;
  if (input.subscription?.isActive) return plan;
  if (hasRole(input.roles, BYPASS_ROLES)) return 'staff';
  return input.orderGrant ? 'order' : null;
}

/** Spec §4 access to every course (no order needed): accessBasis without an order's grant. */
export function hasAccess(input: AccessInput): boolean {
  return accessBasis(input) !== null;
}
