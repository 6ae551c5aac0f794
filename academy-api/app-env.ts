import type { Db } from './db/database';
import type { Locale } from './jsonapi/messages';
import type { PortalRecord } from './queries/portals';

/** The signed-in account of a request. */
export type Viewer = {
  id: string;
  portalId: string;
  roles: string[];
  staff: boolean;
};

/** Hono context variables, set by the middleware of app.ts. */
export type AppEnv = {
  Variables: {
    db: Db;
    locale: Locale;
    portal: PortalRecord;
    viewer: Viewer | null;
    tokenHash: string | null;
  };
};
