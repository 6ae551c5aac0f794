import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { LtiPresentation, LtiService, LtiToolStatus } from '../../shared/lti/platform';
import type { Db } from '../db/database';
import { ltiResourceLinks, ltiTools } from './platform-tables/schema';

export type LtiToolRow = typeof ltiTools.$inferSelect;

export type LtiToolValues = {
  name: string;
  deploymentId?: string;
  loginUrl: string;
  redirectUris: string[];
  targetLinkUri: string;
  deepLinkUri?: string | null;
  jwksUrl?: string | null;
  publicJwk?: Record<string, string> | null;
  custom?: Record<string, string>;
  presentation?: LtiPresentation;
  services?: LtiService[];
  status?: LtiToolStatus;
};

/** A client id the portal issues: unguessable, URL-safe. */
export const newClientId = () => `academy-${randomBytes(12).toString('hex')}`;

export async function listTools(db: Db, portalId: string) {
  return db
    .select()
    .from(ltiTools)
    .where(eq(ltiTools.portalId, portalId))
    .orderBy(asc(ltiTools.name), asc(ltiTools.id));
}

export async function findTool(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(ltiTools)
    .where(and(eq(ltiTools.id, params.id), eq(ltiTools.portalId, params.portalId)));
  return row ?? null;
}

/** The tool a client id names, on this portal only. */
export async function toolByClientId(db: Db, params: { portalId: string; clientId: string }) {
  const [row] = await db
    .select()
    .from(ltiTools)
    .where(and(eq(ltiTools.clientId, params.clientId), eq(ltiTools.portalId, params.portalId)));
  return row ?? null;
}

export async function createTool(
  db: Db,
  params: { portalId: string; createdBy: string | null; values: LtiToolValues },
) {
  const clientId = newClientId();
  const [row] = await db
    .insert(ltiTools)
    .values({
      portalId: params.portalId,
      createdBy: params.createdBy,
      clientId,
      ...params.values,
      // The deployment id is the portal's to give, unless the admin names one.
      deploymentId: params.values.deploymentId ?? `deployment-${clientId.slice(8, 20)}`,
    })
    .returning();
  if (!row) throw new Error('Creating an LTI tool returned no row');
  return row;
}

export async function updateTool(
  db: Db,
  params: { portalId: string; id: string; values: Partial<LtiToolValues> },
) {
  const [row] = await db
    .update(ltiTools)
    .set({ ...params.values, updatedAt: new Date() })
    .where(and(eq(ltiTools.id, params.id), eq(ltiTools.portalId, params.portalId)))
    .returning();
  return row ?? null;
}

export async function deleteTool(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(ltiTools)
    .where(and(eq(ltiTools.id, params.id), eq(ltiTools.portalId, params.portalId)))
    .returning({ id: ltiTools.id, name: ltiTools.name });
  return rows[0] ?? null;
}

/** An lti item's link and its tool (null: the tool was removed). */
export async function resourceLinkOf(db: Db, itemId: string) {
  const [row] = await db
    .select({ link: ltiResourceLinks, tool: ltiTools })
    .from(ltiResourceLinks)
    .leftJoin(ltiTools, eq(ltiTools.id, ltiResourceLinks.toolId))
    .where(eq(ltiResourceLinks.itemId, itemId));
  return row ?? null;
}

export async function setResourceLink(
  db: Db,
  params: { itemId: string; toolId: string; url: string | null; custom: Record<string, string> },
) {
  await db
    .insert(ltiResourceLinks)
    .values(params)
    .onConflictDoUpdate({
      target: ltiResourceLinks.itemId,
      set: { toolId: params.toolId, url: params.url, custom: params.custom },
    });
}
