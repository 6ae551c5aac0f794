import { Hono } from 'hono';
import { z } from 'zod';
import { COACH_ROLES, hasRole } from '../../shared/access/roles';
import { always, RULES } from '../../shared/access/rules';
import { profiles } from '../../shared/accounts/contract';
import {
  cleanPlainText,
  isSafeLinkUrl,
  LINK_RULES,
  PROFILE_RULES,
  PROFILE_VISIBILITIES,
} from '../../shared/profiles/rules';
import { mayViewProfile } from '../../shared/profiles/visibility';
import { message } from '../../shared/validation/messages';
import { fieldRules, rulesObjectSchema } from '../../shared/validation/zod-rules';
import { ownAccount } from '../access/account-scope';
import { authorize } from '../access/authorize';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { fileStorage } from '../files/storage';
import type { ResourceObject } from '../jsonapi/document';
import { attributesOf, found, resourceResponse } from '../jsonapi/endpoint';
import { fieldError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { type Answers, one } from '../openapi/answers';
import {
  coachingRelation,
  findOwnAvatarFile,
  findProfile,
  type ProfileRecord,
  saveProfile,
} from './profiles.queries';

// Serialisers: rows to JSON:API resources.

export const PROFILE_FIELDS = [
  'full_name',
  'avatar_url',
  'headline',
  'bio',
  'links',
  'is_coach',
  'visibility',
  'updated_at',
] as const;

/**
 * A profile (/v1/profiles/{account}); its id is the account's. `visibility` only for the
 * account itself: whether someone chose private is nobody else's business.
 */
export function profileViewResource(profile: ProfileRecord, own: boolean): ResourceObject {
  return resourceOf(
    profiles,
    profile.accountId,
    {
      full_name: profile.fullName,
      avatar_url: profile.avatarUrl,
      headline: profile.headline,
      bio: profile.bio,
      links: profile.links.map((link) => ({ label: link.label, url: link.url })),
      is_coach: hasRole(profile.roles, COACH_ROLES),
      ...(own ? { visibility: profile.visibility } : {}),
      updated_at: iso(profile.updatedAt),
    },
    { links: { self: `/v1/profiles/${profile.accountId}` } },
  );
}

const link = rulesObjectSchema(LINK_RULES).pipe(
  z.object({
    label: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value ?? ''),
    url: z
      .string()
      .trim()
      .superRefine((url, ctx) => {
        // The rule's pattern lets through a few strings no URL parser accepts.
        if (isSafeLinkUrl(url)) return;
        const validation = message('regex', { pattern: 'https://…' });
        ctx.addIssue({ code: 'custom', message: validation.key, params: { validation } });
      }),
  }),
);

/** PATCH /v1/profiles/{account}: what changes; §5 rule strings shared with the /profile form. */
export const updateProfileSchema = fieldRules(PROFILE_RULES, {
  partial: true,
  trim: ['headline', 'bio'],
}).pipe(
  z.object({
    headline: z
      .string()
      .transform((value) => cleanPlainText(value).replace(/\s+/g, ' '))
      .optional(),
    bio: z.string().transform(cleanPlainText).optional(),
    links: z.array(link).optional(),
    visibility: z.enum(PROFILE_VISIBILITIES).optional(),
    avatar_file_id: z
      .uuid()
      .nullable()
      .optional()
      .transform((value) => (typeof value === 'string' ? value.toLowerCase() : value)),
  }),
);

/**
 * /v1/profiles/{account} (SCREENS "/profile", "/profiles/{account}"): anyone signed in asks
 * (401 for guests); who sees which profile is shared/profiles/visibility.ts, and a profile the
 * viewer may not see, like an account of another portal, is a 404. Only the account itself
 * changes its profile (anyone else: 404).
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    const viewer = authorize(c, always);
    const accountId = uuidParam(c.req.param('id'));
    const { db, portal } = c.var;
    const own = accountId === viewer.id;
    // Academy roles may sign in on any portal; their own profile lives on their own.
    const portalId = own ? viewer.portalId : portal.id;
    const profile = await found(findProfile(db, { portalId, accountId }));
    const helpsAccounts = RULES.accounts({ roles: viewer.roles, features: portal.features });
    // The coaching facts cost two queries: asked only when the answer can depend on them.
    const relation =
      own || profile.visibility === 'portal' || helpsAccounts
        ? { coachesViewer: false, coachedByViewer: false }
        : await coachingRelation(db, { portal, viewer, profile });
    const visible = mayViewProfile(profile.visibility, {
      own,
      signedIn: true,
      helpsAccounts,
      ...relation,
    });
    if (!visible) throw notFound();
    return resourceResponse(profileViewResource(profile, own));
  })
  .patch('/:id', async (c) => {
    authorize(c, always);
    const scope = ownAccount(c);
    const { db } = c.var;
    const input = await attributesOf(c, updateProfileSchema);
    if (input.avatar_file_id) {
      const file = await findOwnAvatarFile(db, { scope, fileId: input.avatar_file_id });
      if (!file) throw fieldError('avatar_file_id', 'NOT_FOUND', text('noSuchAvatar'));
    }
    const { replacedStorageKey } = await saveProfile(db, {
      scope,
      changes: {
        headline: input.headline,
        bio: input.bio,
        links: input.links,
        visibility: input.visibility,
        avatarFileId: input.avatar_file_id,
      },
    });
    if (replacedStorageKey) await fileStorage().delete(replacedStorageKey);
    const profile = await found(
      findProfile(db, { portalId: scope.portalId, accountId: scope.accountId }),
    );
    return resourceResponse(profileViewResource(profile, true));
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/profiles/:id': one('profiles'),
  'PATCH /v1/profiles/:id': one('profiles'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = ({ id }) => [
  {
    method: 'GET',
    route: '/v1/profiles/:id',
    path: (me) => `/v1/profiles/${me}`,
    // Everyone signed in reads their own profile (a guest's "own" is an unknown id: 401 first).
    expect: { guest: 401, others: 200 },
  },
  {
    method: 'GET',
    route: '/v1/profiles/:id',
    path: () => `/v1/profiles/${id.stijn}`,
    // Stijn's profile is private: his coach Cora and staff who help accounts (Ada, Sam, Sven)
    // see it; Lars is on another portal.
    expect: { guest: 401, stijn: 200, cora: 200, ada: 200, sam: 200, sven: 200, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/profiles/:id',
    path: (me) => `/v1/profiles/${me}`,
    body: { visibility: 'everyone' },
    expect: { guest: 401, others: 422 },
  },
  {
    method: 'PATCH',
    route: '/v1/profiles/:id',
    path: () => `/v1/profiles/${id.stijn}`,
    body: { visibility: 'everyone' },
    expect: { guest: 401, stijn: 422, others: 404 },
  },
];
