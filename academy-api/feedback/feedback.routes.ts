import { Hono } from 'hono';
import { z } from 'zod';
import { RULES } from '../../shared/access/rules';
import { FIELD_RULES } from '../../shared/validation/field-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/database';
import { buildDocument } from '../jsonapi/document';
import { attributesOf, found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, fieldError, forbidden, pointerTo, text } from '../jsonapi/errors';
import { jsonApiResponse } from '../jsonapi/response';
import { requireViewer } from '../middleware/viewer';
import { type Answers, list, one } from '../openapi/answers';
import {
  addFeedbackUpvote,
  createFeedbackNote,
  findFeedbackProject,
  listFeedbackProjects,
} from './feedback.queries';
import { feedbackNoteResource, feedbackProjectResource } from './feedback.serializers';

const email = z.email().max(320);
// The text by the rules of the feedback form; the rest is built by the BFF.
export const noteSchema = fieldRules(FIELD_RULES.feedback, { trim: ['feedback'] }).pipe(
  z.object({
    feedback: z.string().trim(),
    email,
    account_id: z.uuid(),
    url: z.string().max(2048),
    entity: z.string().trim().min(1).max(300),
    project_id: z.uuid().nullish(),
    segments: z.array(z.string().trim().min(1).max(64)).max(16),
  }),
);
export const upvoteSchema = z.object({ email, project_id: z.uuid() });

/** A project that takes feedback and upvotes: it exists and is a new idea. */
async function openProject(db: Db, id: string) {
  const project = await found(findFeedbackProject(db, { id }), text('noSuchFeedbackProject'));
  if (project.state !== 'backlog') {
    throw ApiError.of(422, 'PROJECT_CLOSED', undefined, pointerTo('project_id'));
  }
  return project;
}

/** The feedback service of spec §7 (docs/upstream-contract.md). */
export const feedbackRoutes = new Hono<AppEnv>()
  .get('/projects', async (c) => {
    requireViewer(c.var.viewer);
    // filter[upvoted_by]: an address whose votes each project reports (`upvoted`), so the
    // modal shows the user's own votes after a reload.
    const query = queryOf(c, { filter: ['upvoted_by'] });
    const rows = await listFeedbackProjects(c.var.db, { upvotedBy: query.filter.upvoted_by });
    return jsonApiResponse(buildDocument(rows.map(feedbackProjectResource)));
  })
  .post('/note', async (c) => {
    // Spec §6: only admins and coaches give feedback or upvote.
    const viewer = authorize(c, RULES.giveFeedback);
    const input = await attributesOf(c, noteSchema);
    // The note speaks for its sender only.
    if (input.account_id.toLowerCase() !== viewer.id) {
      throw forbidden(text('noteOfOwnAccount'));
    }
    if (input.project_id) await openProject(c.var.db, input.project_id);
    const row = await createFeedbackNote(c.var.db, {
      portalId: c.var.portal.id,
      accountId: viewer.id,
      projectId: input.project_id ?? null,
      feedback: input.feedback,
      email: input.email,
      url: input.url,
      entity: input.entity,
      segments: input.segments,
    });
    return resourceResponse(feedbackNoteResource(row), { status: 201 });
  })
  .post('/upvote', async (c) => {
    const viewer = authorize(c, RULES.giveFeedback);
    const input = await attributesOf(c, upvoteSchema);
    await openProject(c.var.db, input.project_id);
    const project = await addFeedbackUpvote(c.var.db, {
      projectId: input.project_id,
      email: input.email,
      accountId: viewer.id,
    });
    if (!project) throw fieldError('project_id', 'ALREADY_UPVOTED');
    return resourceResponse(feedbackProjectResource(project));
  });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /feedback/projects': list('feedback_projects'),
  'POST /feedback/note': one('feedback_notes', { status: [201] }),
  'POST /feedback/upvote': one('feedback_projects'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  return [
    {
      method: 'GET',
      route: '/feedback/projects',
      path: () => '/feedback/projects',
      expect: { guest: 401, others: 200 },
    },
    ...(['/feedback/note', '/feedback/upvote'] as const).map(
      (route): Row => ({
        method: 'POST',
        route,
        path: () => route,
        body: {},
        // Spec §6: give feedback is for admin (admin, academy_admin) or coach.
        expect: { guest: 401, ada: 422, cora: 422, hugo: 422, others: 403 },
      }),
    ),
  ];
};
