import { subscriptionIsActive } from '../../shared/access/subscription';
import {
  accounts,
  contracts,
  entities,
  primaryCoaches,
  profiles,
  subscriptions,
} from '../../shared/accounts/contract';
import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import type { AccountRecord, EntityRecord, PersonRecord } from './accounts.queries';

type Subscription = NonNullable<AccountRecord['subscription']>;
type Profile = NonNullable<AccountRecord['profile']>;
type Contract = NonNullable<EntityRecord['contract']>;

/** Field names per type, for sparse fieldsets (attributes and relationships). */
export const ACCOUNT_TYPE_FIELDS = {
  accounts: [
    'full_name',
    'email',
    'locale',
    'roles',
    'avatar_url',
    'last_online',
    'created_at',
    'erased_at',
    'deactivated_at',
    'invited',
    'entity',
    'subscription',
    'primary_coach',
    'profile',
  ],
  entities: ['name'],
  contracts: ['business_models'],
  subscriptions: ['is_active', 'kind', 'starts_at', 'ends_at'],
  profiles: ['headline', 'bio', 'links', 'visibility'],
  primary_coaches: ['full_name', 'email_address', 'phone_number'],
} as const;

/** An account; `invited` (the list's rows) says whether its invitation is pending. */
export function accountResource(account: AccountRecord & { invited?: boolean }): ResourceObject {
  return resourceOf(
    accounts,
    account.id,
    {
      full_name: account.fullName,
      email: account.email,
      locale: account.locale,
      roles: account.roles,
      avatar_url: account.avatarUrl,
      last_online: iso(account.lastOnline),
      created_at: iso(account.createdAt),
      erased_at: iso(account.erasedAt),
      deactivated_at: iso(account.deactivatedAt),
      ...(account.invited !== undefined ? { invited: account.invited } : {}),
    },
    {
      relationships: {
        entity: toOne('entities', account.entityId),
        subscription: toOne('subscriptions', account.subscription?.id),
        primary_coach: toOne('primary_coaches', account.primaryCoachId),
        profile: toOne('profiles', account.profile?.accountId),
      },
      links: { self: `/v1/accounts/${account.id}` },
    },
  );
}

export function subscriptionResource(subscription: Subscription): ResourceObject {
  return resourceOf(subscriptions, subscription.id, {
    is_active: subscriptionIsActive(subscription),
    kind: subscription.kind,
    starts_at: iso(subscription.startsAt),
    ends_at: iso(subscription.endsAt),
  });
}

/** Included with an account or Me; addressed by its account, like /v1/profiles/{account}. */
export function profileResource(profile: Profile): ResourceObject {
  return resourceOf(profiles, profile.accountId, {
    headline: profile.headline,
    bio: profile.bio,
    links: profile.links,
    visibility: profile.visibility,
  });
}

export function entityResource(entity: EntityRecord): ResourceObject {
  return resourceOf(entities, entity.id, { name: entity.name });
}

export function contractResource(contract: Contract): ResourceObject {
  return resourceOf(contracts, contract.id, { business_models: contract.businessModels });
}

export function primaryCoachResource(coach: PersonRecord): ResourceObject {
  return resourceOf(primaryCoaches, coach.id, {
    full_name: coach.fullName,
    email_address: coach.email,
    phone_number: coach.phoneNumber,
  });
}
