import { FEATURE_FLAGS, type FeatureFlag } from '../access/features';

/**
 * The flags a portal's admins switch on /admin/settings/feature-flags: those of spec §6.
 * `portals` (the multi-portal staff tools) is not among them: it is the platform's, and turning
 * it off would take the settings screen away with it.
 */
export const PORTAL_FEATURE_FLAGS = FEATURE_FLAGS.filter(
  (flag): flag is Exclude<FeatureFlag, 'portals'> => flag !== 'portals',
);
export type PortalFeatureFlag = (typeof PORTAL_FEATURE_FLAGS)[number];

export function isPortalFeatureFlag(value: string): value is PortalFeatureFlag {
  return (PORTAL_FEATURE_FLAGS as readonly string[]).includes(value);
}

/** The flags of two portals side by side, in the spec's order, with where they differ. */
export function compareFlags(left: readonly string[], right: readonly string[]) {
  return PORTAL_FEATURE_FLAGS.map((flag) => {
    const a = left.includes(flag);
    const b = right.includes(flag);
    return { flag, left: a, right: b, differs: a !== b };
  });
}
