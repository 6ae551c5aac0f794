import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { type Environment, roleBaseEnvironment } from '@/lib/access/environment';
import { ALL_STAFF_ROLES, COACH_ROLES, hasRole } from '@/lib/access/roles';
import { ApiError } from '@/lib/api/errors';
import type { MeResult } from '@/lib/api/types';
import { PATH_HEADER, signInPathFor } from '@/lib/proxy/routing';
import { getMe } from './academy';

/** /v1/me for the portal layout: an unknown portal is a 404 page, a foreign portal a 403. */
export async function loadPortalMe(): Promise<MeResult> {
  try {
    return await getMe();
  } catch (error) {
    if (error instanceof ApiError && error.code === 'PORTAL_NOT_FOUND') notFound();
    if (error instanceof ApiError && error.code === 'PORTAL_ACCESS_DENIED') forbidden();
    throw error;
  }
}

/** The signed-in user, or a redirect to /auth that comes back here afterwards. */
export async function requireSignedIn(): Promise<MeResult> {
  const result = await loadPortalMe();
  if (!result.authenticated) {
    const path = (await headers()).get(PATH_HEADER) ?? '/';
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    redirect(signInPathFor(pathname, search));
  }
  return result;
}

const ENVIRONMENT_ROLES: Partial<Record<Environment, readonly string[]>> = {
  admin: ALL_STAFF_ROLES,
  coach: COACH_ROLES,
};

/** Server enforcement for a private area: signed in, and holding a role of its environment. */
export async function requireEnvironment(environment: Environment): Promise<MeResult> {
  const result = await requireSignedIn();
  const roles = ENVIRONMENT_ROLES[environment];
  if (roles && !hasRole(result.me.roles, roles)) forbidden();
  return result;
}

export function startEnvironment(result: MeResult): Environment {
  return roleBaseEnvironment(result.me.roles, result.authenticated);
}
