import 'server-only';
import { jsonResponse } from '@/lib/server/bff';
import { bffErrors, isCrossSiteWrite } from '@/lib/server/bff-rules';
import { buildNotePayload, feedbackPageUrl, noteToWire } from '../note-payload';
import { syntheticEmail } from '../synthetic-email';
import { acceptsFeedback, visibleProjects } from '../tabs';
import type { FeedbackProject } from '../types';
import { noteInputSchema, readInput, upvoteInputSchema } from './input';
import {
  noteFromDocument,
  projectResource,
  projectsFromDocument,
  readServiceAnswer,
} from './responses';
import {
  noteSender,
  refuseUnlessFeedbackGiver,
  requestLocale,
  type Sender,
  signedInSender,
} from './sender';
import { callFeedbackService } from './service';

const errorAnswer = (status: number, errors: unknown) => jsonResponse({ errors }, status);
const noAddress = (sender: Sender) => jsonResponse(bffErrors.noFeedbackAddress(sender.locale), 422);

/** The projects this sender may see (spec §4: hashtags matching a role), or the error answer. */
async function projectsFor(sender: Sender): Promise<FeedbackProject[] | Response> {
  // With the sender's synthetic address the service says which projects they upvoted.
  const { accountId, entityName } = noteSender(sender);
  const address = syntheticEmail(accountId, entityName);
  const query = address ? `?${new URLSearchParams({ 'filter[upvoted_by]': address })}` : '';
  const answer = await readServiceAnswer(
    await callFeedbackService({ method: 'GET', path: '/feedback/projects', query }, sender.context),
    sender.locale,
  );
  if (!answer.ok) return errorAnswer(answer.status, answer.errors);
  const projects = projectsFromDocument(answer.document);
  if (!projects) return jsonResponse(bffErrors.unavailable(sender.locale), 502);
  return visibleProjects(projects, sender.me.me.roles);
}

/**
 * A project the sender may give feedback on or upvote: visible to them and a new idea (spec §4:
 * in development is read-only). Checked here too, since an outside service knows no roles.
 */
async function openProject(sender: Sender, projectId: string): Promise<Response | null> {
  const projects = await projectsFor(sender);
  if (projects instanceof Response) return projects;
  const project = projects.find((candidate) => candidate.id === projectId);
  if (!project) return jsonResponse(bffErrors.notFound(sender.locale), 404);
  if (!acceptsFeedback(project.state)) {
    return jsonResponse(bffErrors.projectClosed(sender.locale), 422);
  }
  return null;
}

/** Checks shared by notes and upvotes: same site, signed in, admin or coach. */
async function feedbackGiver(request: Request): Promise<Sender | Response> {
  if (isCrossSiteWrite(request.method, request.headers, request.headers.get('host'))) {
    return jsonResponse(bffErrors.crossSite(await requestLocale()), 403);
  }
  const sender = await signedInSender(request);
  if (sender instanceof Response) return sender;
  return refuseUnlessFeedbackGiver(sender) ?? sender;
}

/** GET /api/feedback/projects: the projects for the signed-in user's roles. */
export async function listFeedbackProjects(request: Request): Promise<Response> {
  const sender = await signedInSender(request);
  if (sender instanceof Response) return sender;
  const projects = await projectsFor(sender);
  if (projects instanceof Response) return projects;
  return jsonResponse({ data: projects.map(projectResource) }, 200);
}

/** POST /api/feedback/note: the §3 note, built here from the session and the browser's text. */
export async function sendFeedbackNote(request: Request): Promise<Response> {
  const sender = await feedbackGiver(request);
  if (sender instanceof Response) return sender;
  const input = await readInput(request, noteInputSchema, sender.locale);
  if (input instanceof Response) return input;
  const projectId = input.project_id ?? null;
  const url = feedbackPageUrl(sender.referer, sender.host);
  const note = buildNotePayload(noteSender(sender), { feedback: input.feedback, projectId }, url);
  if (!note) return noAddress(sender);
  if (projectId) {
    const refused = await openProject(sender, projectId);
    if (refused) return refused;
  }
  const answer = await readServiceAnswer(
    await callFeedbackService(
      { method: 'POST', path: '/feedback/note', body: noteToWire(note) },
      sender.context,
    ),
    sender.locale,
  );
  if (!answer.ok) return errorAnswer(answer.status, answer.errors);
  const stored = noteFromDocument(answer.document);
  return jsonResponse(stored ? { data: stored } : { meta: { sent: true } }, 201);
}

/** POST /api/feedback/upvote: one upvote per synthetic address and project. */
export async function upvoteFeedbackProject(request: Request): Promise<Response> {
  const sender = await feedbackGiver(request);
  if (sender instanceof Response) return sender;
  const input = await readInput(request, upvoteInputSchema, sender.locale);
  if (input instanceof Response) return input;
  const { accountId, entityName } = noteSender(sender);
  const email = syntheticEmail(accountId, entityName);
  if (!email) return noAddress(sender);
  const refused = await openProject(sender, input.project_id);
  if (refused) return refused;
  const answer = await readServiceAnswer(
    await callFeedbackService(
      { method: 'POST', path: '/feedback/upvote', body: { email, project_id: input.project_id } },
      sender.context,
    ),
    sender.locale,
  );
  if (!answer.ok) return errorAnswer(answer.status, answer.errors);
  const [project] =
    projectsFromDocument({ data: [(answer.document as { data?: unknown })?.data] }) ?? [];
  return jsonResponse(
    project ? { data: projectResource(project) } : { meta: { upvoted: true } },
    200,
  );
}
