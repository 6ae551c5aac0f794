/**
 * A tiny stand-in for the outside feedback service, for end-to-end tests of the BFF
 * with FEEDBACK_API_URL set. Same contract as the embedded API's /feedback/* (see
 * docs/upstream-contract.md), data in memory, seeded with DEMO-DATA.md's projects.
 *
 *   npx tsx tests/support/feedback-standin.ts [port]      (default: the API process's port + 1)
 *
 * Every call needs `Authorization: Bearer <FEEDBACK_STANDIN_KEY>`; GET /health does not.
 * GET /feedback/notes (stand-in only) lists what was received, for the tests to check.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { E2E_PORTS } from '../e2e/support/ports';

/** 4101 by default; moves with E2E_PORT_BASE like the other e2e servers. */
export const FEEDBACK_STANDIN_PORT = E2E_PORTS.api + 1;
/** Test-only secret; the e2e test checks that it never reaches a page or bundle. */
export const FEEDBACK_STANDIN_KEY = 'standin-feedback-key-5f1c9e0b7a';

const PROJECTS = [
  ['Bulk-enrol participants', 'backlog', 'Enrol a whole group in one go. #admin', 30],
  ['Coach dashboard widgets', 'backlog', 'Arrange the coach dashboard yourself. #coach', 7],
  ['Dark mode', 'backlog', 'A dark theme for evening study. #coach #student', 12],
  ['Mobile app', 'planned', 'The academy on your phone. #admin #coach', 42],
  ['Quiz import from spreadsheets', 'started', 'Import quiz questions from a sheet. #admin', 18],
  ['Internal clean-up', 'backlog', 'Tidying up behind the scenes.', 3],
] as const;

interface Project {
  id: string;
  name: string;
  description: string;
  state: string;
  upvotes: number;
}

export function createStandIn(key = FEEDBACK_STANDIN_KEY) {
  const projects: Project[] = PROJECTS.map(([name, state, description, upvotes], index) => ({
    id: `standin-${index + 1}`,
    name,
    description,
    state,
    upvotes,
  }));
  const notes: Record<string, unknown>[] = [];
  const upvotes = new Set<string>();

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, pointer?: string) =>
    send(res, status, {
      errors: [
        { status: String(status), code, title: code, ...(pointer ? { source: { pointer } } : {}) },
      ],
    });
  const resource = ({ id, ...attributes }: Project) => ({
    type: 'feedback_projects',
    id,
    attributes,
  });

  async function body(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = `${req.method} ${url.pathname}`;
    if (route === 'GET /health') return send(res, 200, { status: 'ok' });
    if (req.headers.authorization !== `Bearer ${key}`) return error(res, 401, 'UNAUTHENTICATED');
    if (route === 'GET /feedback/projects') {
      const voter = url.searchParams.get('filter[upvoted_by]')?.toLowerCase();
      const data = projects.map((project) => {
        const listed = resource(project);
        if (!voter) return listed;
        const upvoted = upvotes.has(`${voter} ${project.id}`);
        return { ...listed, attributes: { ...listed.attributes, upvoted } };
      });
      return send(res, 200, { data });
    }
    if (route === 'GET /feedback/notes') {
      return send(res, 200, {
        data: notes.map(({ id, ...attributes }) => ({ type: 'feedback_notes', id, attributes })),
      });
    }
    if (route === 'POST /feedback/note') {
      const note = await body(req);
      if (typeof note.feedback !== 'string' || !note.feedback.trim()) {
        return error(res, 422, 'VALIDATION_FAILED', '/data/attributes/feedback');
      }
      if (typeof note.email !== 'string')
        return error(res, 422, 'VALIDATION_FAILED', '/data/attributes/email');
      const stored = { id: randomUUID(), ...note };
      notes.push(stored);
      const { id, ...attributes } = stored;
      return send(res, 201, { data: { type: 'feedback_notes', id, attributes } });
    }
    if (route === 'POST /feedback/upvote') {
      const { email, project_id: projectId } = await body(req);
      const project = projects.find((candidate) => candidate.id === projectId);
      if (!project) return error(res, 404, 'NOT_FOUND');
      if (typeof email !== 'string')
        return error(res, 422, 'VALIDATION_FAILED', '/data/attributes/email');
      const vote = `${email.toLowerCase()} ${project.id}`;
      if (upvotes.has(vote))
        return error(res, 422, 'ALREADY_UPVOTED', '/data/attributes/project_id');
      upvotes.add(vote);
      project.upvotes += 1;
      return send(res, 200, { data: resource(project) });
    }
    return error(res, 404, 'NOT_FOUND');
  });
}

// Run directly (npx tsx …): listen on the given port, loopback only.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const port = Number(process.argv[2] ?? FEEDBACK_STANDIN_PORT);
  createStandIn(process.env.FEEDBACK_STANDIN_KEY || FEEDBACK_STANDIN_KEY).listen(
    port,
    '127.0.0.1',
    () => process.stdout.write(`feedback stand-in on http://127.0.0.1:${port}\n`),
  );
}
