import type { BusinessModel, Me, MeResult, Portal, Subscription } from '@/lib/api/types';
import { FEATURE_FLAGS } from './features';

/** Test data shaped after DEMO-DATA.md, shared by the access tests instead of ad-hoc objects. */

/** Demo Academy: every flag of spec §6 plus `portals`. */
export const DEMO_FEATURES: readonly string[] = FEATURE_FLAGS;
/** Unlimited Learning: no portfolio, review-tickets, account-support, approvals or portals. */
export const UNLIMITED_FEATURES: readonly string[] = [
  'account_files',
  'catalog-categories',
  'random-quizzes',
];

const portal: Portal = {
  id: 'p1',
  key: 'demo',
  name: 'Demo Academy',
  parameters: [],
  information: {},
  assets: {},
};

const subscription = (isActive: boolean): Subscription => ({
  id: 's1',
  isActive,
  kind: 'paid',
  startsAt: null,
  endsAt: null,
});

interface UserInput {
  roles?: string[];
  models?: BusinessModel[];
  active?: boolean | null;
  primaryCoach?: boolean;
  features?: readonly string[];
  authenticated?: boolean;
}

/** A /v1/me result; `active: null` means the account has no subscription at all. */
export function meResult(input: UserInput = {}): MeResult {
  const me: Me = {
    id: 'me',
    roles: input.roles ?? [],
    availableBusinessModels: input.models ?? [],
    portal,
    subscription: input.active == null ? null : subscription(input.active),
    primaryCoach: input.primaryCoach
      ? { id: 'c1', fullName: 'Cora Coach', emailAddress: null, phoneNumber: null }
      : null,
  };
  return {
    me,
    features: [...(input.features ?? DEMO_FEATURES)],
    authenticated: input.authenticated ?? true,
  };
}

/** The demo accounts of DEMO-DATA.md, plus a visitor who is not signed in. */
export const DEMO_USERS = {
  guest: meResult({ authenticated: false }),
  ada: meResult({ roles: ['academy_admin', 'academy_support'] }),
  sam: meResult({ roles: ['academy_support'] }),
  alex: meResult({ roles: ['academy_author'] }),
  cora: meResult({ roles: ['coach'] }),
  hugo: meResult({ roles: ['coach', 'student'], models: ['subscription'], active: true }),
  stijn: meResult({
    roles: ['student'],
    models: ['subscription'],
    active: true,
    primaryCoach: true,
  }),
  eva: meResult({ roles: ['student'], models: ['subscription'], active: false }),
  fenna: meResult({ roles: ['student'], models: ['flat_fee'], active: null }),
  lars: meResult({
    roles: ['student'],
    models: ['in_plan'],
    active: true,
    features: UNLIMITED_FEATURES,
  }),
} satisfies Record<string, MeResult>;
