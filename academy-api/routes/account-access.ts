import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { notFound } from '../jsonapi/errors';
import { requireViewer } from '../middleware/viewer';
import { accountPortalId } from '../queries/accounts';
import { uuidParam } from './ids';

/**
 * The `{id}` account of the path when it is the viewer's own (401 for guests). Anyone else's,
 * staff included, simply does not exist here: 404, so its id is not even confirmed.
 */
export function ownAccountId(c: Context<AppEnv>): string {
  const viewer = requireViewer(c.var.viewer);
  const accountId = uuidParam(c.req.param('id'));
  if (accountId !== viewer.id) throw notFound();
  return accountId;
}

/** The `{id}` account: the viewer's own, or for staff one of the current portal; else 404. */
export async function ownOrPortalAccountId(c: Context<AppEnv>): Promise<string> {
  const viewer = requireViewer(c.var.viewer);
  const accountId = uuidParam(c.req.param('id'));
  if (accountId === viewer.id) return accountId;
  if (!viewer.staff) throw notFound();
  const portalId = await accountPortalId(c.var.db, { id: accountId });
  if (portalId !== c.var.portal.id) throw notFound();
  return accountId;
}
