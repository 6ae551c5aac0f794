import { subscriptionIsActive } from '../../shared/access/subscription';
import type { ResourceObject } from '../jsonapi/document';
import { toOne } from '../jsonapi/document';
import { iso } from '../jsonapi/iso';
import type { AccountRecord, EntityRecord, PersonRecord } from '../queries/accounts';

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

export function accountResource(account: AccountRecord): ResourceObject {
  return {
    type: 'accounts',
    id: account.id,
    attributes: {
      full_name: account.fullName,
      email: account.email,
      locale: account.locale,
      roles: account.roles,
      avatar_url: account.avatarUrl,
      last_online: iso(account.lastOnline),
      created_at: iso(account.createdAt),
    },
    relationships: {
      entity: toOne('entities', account.entityId),
      subscription: toOne('subscriptions', account.subscription?.id),
      primary_coach: toOne('primary_coaches', account.primaryCoachId),
      profile: toOne('profiles', account.profile?.accountId),
    },
    links: { self: `/v1/accounts/${account.id}` },
  };
}

export function subscriptionResource(subscription: Subscription): ResourceObject {
  return {
    type: 'subscriptions',
    id: subscription.id,
    attributes: {
      is_active: subscriptionIsActive(subscription),
      kind: subscription.kind,
      starts_at: iso(subscription.startsAt),
      ends_at: iso(subscription.endsAt),
    },
  };
}

export function profileResource(profile: Profile): ResourceObject {
  return {
    // Addressed by its account, like /v1/profiles/{account}.
    type: 'profiles',
    id: profile.accountId,
    attributes: {
      headline: profile.headline,
      bio: profile.bio,
      links: profile.links,
      visibility: profile.visibility,
    },
  };
}

export function entityResource(entity: EntityRecord): ResourceObject {
  return { type: 'entities', id: entity.id, attributes: { name: entity.name } };
}

export function contractResource(contract: Contract): ResourceObject {
  return {
    type: 'contracts',
    id: contract.id,
    attributes: { business_models: contract.businessModels },
  };
}

export function primaryCoachResource(coach: PersonRecord): ResourceObject {
  return {
    type: 'primary_coaches',
    id: coach.id,
    attributes: {
      full_name: coach.fullName,
      email_address: coach.email,
      phone_number: coach.phoneNumber,
    },
  };
}
