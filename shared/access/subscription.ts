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
 * Spec §4: access is granted if the subscription is active, or none is required, or the user
 * holds a bypass role (§6: admins and all other staff override the requirement).
 */
export function hasAccess({ subscription, businessModels, roles }: AccessInput): boolean {
  if (subscription?.isActive) return true;
  if (!subscriptionRequired(businessModels)) return true;
  return hasRole(roles, BYPASS_ROLES);
}
