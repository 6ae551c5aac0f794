import { and, eq } from 'drizzle-orm';
import { COACH_ROLES, hasRole } from '../../shared/access/roles';
import type { ProfileLink, ProfileVisibility } from '../../shared/profiles/rules';
import type { AccountScope } from '../access/account-scope';
import { coachReachOf, studentReach } from '../access/coach-scope';
import type { Viewer } from '../app-env';
import { fileContentPath } from '../authoring';
import type { Db } from '../db/database';
import { accounts, files, profiles } from '../db/schema';

import { rolesOf } from './sessions.queries';

/** A profile as shown: the account's name, picture and roles with what the profile adds. */
export type ProfileRecord = {
  accountId: string;
  fullName: string;
  avatarUrl: string | null;
  roles: string[];
  headline: string;
  bio: string;
  links: ProfileLink[];
  /** Private until the account chooses otherwise (also for an account without a profile row). */
  visibility: ProfileVisibility;
  avatarFileId: string | null;
  updatedAt: Date | null;
};

/** The profile of an account of the portal (one query), or null for no such account there. */
export async function findProfile(
  db: Db,
  params: { portalId: string; accountId: string },
): Promise<ProfileRecord | null> {
  const [row] = await db
    .select({
      accountId: accounts.id,
      fullName: accounts.fullName,
      avatarUrl: accounts.avatarUrl,
      roles: rolesOf,
      headline: profiles.headline,
      bio: profiles.bio,
      links: profiles.links,
      visibility: profiles.visibility,
      avatarFileId: profiles.avatarFileId,
      updatedAt: profiles.updatedAt,
    })
    .from(accounts)
    .leftJoin(profiles, eq(profiles.accountId, accounts.id))
    .where(and(eq(accounts.id, params.accountId), eq(accounts.portalId, params.portalId)));
  if (!row) return null;
  return {
    ...row,
    headline: row.headline ?? '',
    bio: row.bio ?? '',
    links: row.links ?? [],
    visibility: row.visibility ?? 'private',
  };
}

/**
 * How the viewer and the profile's account coach one another, by the one coach scope
 * (access/coach-scope.ts) asked both ways: the account reaches the viewer as their coach, or
 * the viewer reaches the account.
 */
export async function coachingRelation(
  db: Db,
  params: {
    portal: { id: string; features: readonly string[] };
    viewer: Viewer;
    profile: Pick<ProfileRecord, 'accountId' | 'roles'>;
  },
) {
  const { portal, viewer, profile } = params;
  const profileAsCoach = coachReachOf(
    { id: profile.accountId, portalId: portal.id, roles: profile.roles, actsOnEveryPortal: false },
    portal,
  );
  const viewerAsCoach = coachReachOf(viewer, portal);
  const [coachesViewer, coachedByViewer] = await Promise.all([
    profileAsCoach && hasRole(profile.roles, COACH_ROLES)
      ? studentReach(db, profileAsCoach, viewer.id)
      : null,
    viewerAsCoach ? studentReach(db, viewerAsCoach, profile.accountId) : null,
  ]);
  return { coachesViewer: coachesViewer !== null, coachedByViewer: coachedByViewer !== null };
}

/** An avatar the account uploaded on its own portal, or null (what a profile may point at). */
export async function findOwnAvatarFile(db: Db, params: { scope: AccountScope; fileId: string }) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, params.fileId),
        eq(files.portalId, params.scope.portalId),
        eq(files.uploadedBy, params.scope.accountId),
        eq(files.purpose, 'avatar'),
      ),
    );
  return row ?? null;
}

export type ProfileChanges = {
  headline?: string;
  bio?: string;
  links?: ProfileLink[];
  visibility?: ProfileVisibility;
  /** A checked avatar file (findOwnAvatarFile), or null to remove the picture. */
  avatarFileId?: string | null;
};

/**
 * Saves what changed (creating the profile row on first save) and keeps `accounts.avatar_url`
 * pointing at the chosen avatar. The avatar it replaced is deleted with its row; its storage
 * key comes back for the caller to remove the bytes.
 */
export async function saveProfile(
  db: Db,
  params: { scope: AccountScope; changes: ProfileChanges },
): Promise<{ replacedStorageKey: string | null }> {
  const { scope, changes } = params;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarFileId: profiles.avatarFileId })
      .from(profiles)
      .where(eq(profiles.accountId, scope.accountId))
      .for('update');
    const values = {
      ...(changes.headline !== undefined ? { headline: changes.headline } : {}),
      ...(changes.bio !== undefined ? { bio: changes.bio } : {}),
      ...(changes.links !== undefined ? { links: changes.links } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
      ...(changes.avatarFileId !== undefined ? { avatarFileId: changes.avatarFileId } : {}),
      updatedAt: new Date(),
    };
    await tx
      .insert(profiles)
      .values({ accountId: scope.accountId, ...values })
      .onConflictDoUpdate({ target: profiles.accountId, set: values });
    const previous = current?.avatarFileId ?? null;
    if (changes.avatarFileId === undefined || changes.avatarFileId === previous) {
      return { replacedStorageKey: null };
    }
    await tx
      .update(accounts)
      .set({ avatarUrl: changes.avatarFileId ? fileContentPath(changes.avatarFileId) : null })
      .where(and(eq(accounts.id, scope.accountId), eq(accounts.portalId, scope.portalId)));
    if (!previous) return { replacedStorageKey: null };
    const [removed] = await tx
      .delete(files)
      .where(and(eq(files.id, previous), eq(files.purpose, 'avatar')))
      .returning({ storageKey: files.storageKey });
    return { replacedStorageKey: removed?.storageKey ?? null };
  });
}
