import type { AppEnv } from '../app-env';
import { unauthenticated } from '../jsonapi/errors';

/** The signed-in account (resolved with the portal, middleware/portal.ts), or a 401. */
export function requireViewer(viewer: AppEnv['Variables']['viewer']) {
  if (!viewer) throw unauthenticated();
  return viewer;
}
