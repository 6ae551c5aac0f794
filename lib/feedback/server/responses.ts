import { z } from 'zod';
import { type ApiErrorObject, isErrorDocument } from '@/lib/api/errors';
import { bffErrors } from '@/lib/server/bff-rules';
import type { FeedbackProject } from '../types';
import { feedbackProjectSchema } from './project-schema';

/** What a feedback service answer means for the browser: its document, or an error to pass on. */
export type ServiceAnswer =
  | { ok: true; status: number; document: unknown }
  | { ok: false; status: number; errors: ApiErrorObject[] };

/** Only the error fields the browser needs; links and meta could name the service. */
function sanitize(error: ApiErrorObject): ApiErrorObject {
  const { status, code, title, detail, source } = error;
  return Object.fromEntries(
    Object.entries({ status, code, title, detail, source }).filter(([, v]) => v !== undefined),
  );
}

/**
 * Reads a feedback service response. Its client errors (403, 404, 409, 422 such as
 * ALREADY_UPVOTED) reach the browser as they are; a 401 means the service refused this server
 * (a wrong key), not the user, so it and every 5xx or unreadable answer become the fixed 502.
 */
export async function readServiceAnswer(
  response: Response,
  locale?: string | null,
): Promise<ServiceAnswer> {
  const document: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, document };
  const passOn = response.status >= 400 && response.status < 500 && response.status !== 401;
  if (passOn && isErrorDocument(document) && document.errors.length > 0) {
    return { ok: false, status: response.status, errors: document.errors.map(sanitize) };
  }
  if (response.status === 504)
    return { ok: false, status: 504, errors: bffErrors.timeout(locale).errors };
  return { ok: false, status: 502, errors: bffErrors.unavailable(locale).errors };
}

const resourceSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  attributes: z.record(z.string(), z.unknown()),
});

/** The projects of a JSON:API list (spec §7: id, name, description, state, upvotes). */
export function projectsFromDocument(document: unknown): FeedbackProject[] | null {
  const parsed = z.object({ data: z.array(resourceSchema) }).safeParse(document);
  if (!parsed.success) return null;
  const projects: FeedbackProject[] = [];
  for (const { id, attributes } of parsed.data.data) {
    const project = feedbackProjectSchema.safeParse({ ...attributes, id });
    // One malformed project is left out rather than failing the whole list.
    if (project.success) projects.push(project.data);
  }
  return projects;
}

export function projectResource(project: FeedbackProject) {
  const { id, ...attributes } = project;
  return { type: 'feedback_projects', id, attributes };
}

const storedNoteSchema = z.object({
  feedback: z.string(),
  email: z.string(),
  account_id: z.string(),
  url: z.string(),
  entity: z.string(),
  project_id: z.string().nullable(),
  segments: z.array(z.string()),
});

/** The stored note the service answered with (its known attributes only), or null. */
export function noteFromDocument(document: unknown) {
  const parsed = z
    .object({ data: z.object({ id: z.union([z.string(), z.number()]).transform(String) }) })
    .safeParse(document);
  const attributes = storedNoteSchema.safeParse(
    (document as { data?: { attributes?: unknown } } | null)?.data?.attributes,
  );
  if (!parsed.success || !attributes.success) return null;
  return { type: 'feedback_notes', id: parsed.data.data.id, attributes: attributes.data };
}
