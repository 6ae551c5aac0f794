import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResult } from '@/lib/resources/me';

const callFeedbackService = vi.fn();
const getMe = vi.fn();
vi.mock('./service', () => ({
  callFeedbackService: (...a: unknown[]) => callFeedbackService(...a),
}));
vi.mock('@/lib/server/me', () => ({ getMe: () => getMe() }));
// The user's language is English here: the validation bundle's own texts.
vi.mock('next-intl/server', async () => {
  const validation = (await import('@/messages/en/validation.json')).default;
  return {
    getTranslations: async () => (key: string) =>
      validation[key.replace('validation.', '') as keyof typeof validation] ?? key,
  };
});
// The language the person chose (the custom-language cookie); English unless a test says.
const chosen = vi.hoisted(() => ({
  locale: 'en' as string | null,
  browser: null as string | null,
}));
vi.mock('@/lib/server/request-context', () => ({
  getRequestContext: async () => ({
    portalDomain: 'localhost',
    token: 'session-token',
    chosenLocale: chosen.locale,
    requestedLocale: chosen.locale ?? chosen.browser,
    host: 'localhost:3100',
  }),
}));

const { listFeedbackProjects, sendFeedbackNote, upvoteFeedbackProject } = await import(
  './handlers'
);

const me = (roles: string[], authenticated = true): MeResult => ({
  authenticated,
  features: [],
  me: {
    id: 'me',
    roles,
    availableBusinessModels: [],
    orderCourseAccess: false,
    portal: {
      id: 'p',
      key: 'demo',
      name: 'Demo Academy',
      parameters: [],
      information: { knowledgeBaseUrl: null, zendeskChatId: null },
      assets: { logo: null },
    },
    account: authenticated
      ? ({ id: 'acc-1', fullName: 'Cora Coach', roles } as MeResult['me']['account'])
      : null,
    entity: authenticated ? { id: 'e', name: 'Demo Academy' } : null,
  },
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const projectsDocument = () =>
  json({
    data: [
      {
        type: 'feedback_projects',
        id: 'p-coach',
        attributes: {
          name: 'Coach dashboard widgets',
          description: 'Widgets #coach',
          state: 'backlog',
          upvotes: 7,
        },
      },
      {
        type: 'feedback_projects',
        id: 'p-mobile',
        attributes: {
          name: 'Mobile app',
          description: 'Mobile #admin #coach',
          state: 'planned',
          upvotes: 42,
        },
      },
      {
        type: 'feedback_projects',
        id: 'p-none',
        attributes: {
          name: 'Internal clean-up',
          description: 'Tidy',
          state: 'backlog',
          upvotes: 3,
        },
      },
    ],
  });

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3100/api/feedback/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      referer: 'http://localhost:3100/coach/dashboard',
      ...headers,
    },
    body: JSON.stringify(body),
  });

beforeEach(() => {
  callFeedbackService.mockReset();
  getMe.mockReset();
  chosen.locale = 'en';
  chosen.browser = null;
});

describe('the BFF’s own refusals in the request’s language', () => {
  const detailOf = async (response: Response) => (await response.json()).errors[0].detail;

  it('a Dutch request gets Dutch details', async () => {
    chosen.locale = 'nl';
    getMe.mockResolvedValue(me(['coach']));
    const broken = new Request('http://localhost:3100/api/feedback/note', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: '{not json',
    });
    const invalid = await sendFeedbackNote(broken);
    expect(invalid.status).toBe(400);
    expect(await detailOf(invalid)).toBe(
      'Het verzoek kon niet worden gelezen. Laad de pagina opnieuw en probeer het nog eens.',
    );
    callFeedbackService.mockResolvedValueOnce(projectsDocument());
    const closed = await sendFeedbackNote(post('note', { feedback: 'x', project_id: 'p-mobile' }));
    expect(await detailOf(closed)).toBe('Feedback en stemmen zijn alleen voor nieuwe ideeën.');
    const crossSite = await sendFeedbackNote(
      post('note', { feedback: 'x' }, { origin: 'https://evil.example' }),
    );
    expect(await detailOf(crossSite)).toBe('Laad de pagina opnieuw.');

    getMe.mockResolvedValue(me(['student']));
    const student = await upvoteFeedbackProject(post('upvote', { project_id: 'p-coach' }));
    expect(student.status).toBe(403);
    expect(await detailOf(student)).toBe('Feedback is voor beheerders en coaches.');
    getMe.mockResolvedValue(me([], false));
    const guest = await listFeedbackProjects(
      new Request('http://localhost:3100/api/feedback/projects'),
    );
    expect((await guest.json()).errors[0].title).toBe('Log eerst in');
  });

  it('a Romanian one gets Romanian; a service that fails reads in it too', async () => {
    chosen.locale = 'ro';
    getMe.mockResolvedValue(me(['coach']));
    callFeedbackService.mockResolvedValueOnce(json({ oops: true }, 500));
    const failed = await listFeedbackProjects(
      new Request('http://localhost:3100/api/feedback/projects'),
    );
    expect(failed.status).toBe(502);
    expect(await detailOf(failed)).toBe('Serviciul nu poate fi contactat.');
  });
});

describe('the feedback service is asked in the page’s language', () => {
  it('a Dutch account with no language chosen, in an English browser: nl, not en', async () => {
    chosen.locale = null;
    chosen.browser = 'en';
    const dutch = me(['coach']);
    dutch.me.account = { ...dutch.me.account, locale: 'nl' } as MeResult['me']['account'];
    getMe.mockResolvedValue(dutch);
    callFeedbackService.mockResolvedValueOnce(projectsDocument());
    await listFeedbackProjects(new Request('http://localhost:3100/api/feedback/projects'));
    expect(callFeedbackService.mock.calls[0]?.[1]).toMatchObject({ locale: 'nl' });
  });
});

describe('GET /api/feedback/projects', () => {
  it('gives only the projects whose hashtags match the roles (spec §4)', async () => {
    getMe.mockResolvedValue(me(['coach']));
    callFeedbackService.mockResolvedValueOnce(projectsDocument());
    const response = await listFeedbackProjects(
      new Request('http://localhost:3100/api/feedback/projects'),
    );
    const body = await response.json();
    expect(body.data.map((p: { id: string }) => p.id)).toEqual(['p-coach', 'p-mobile']);
    expect(callFeedbackService.mock.calls[0]?.[1]).toMatchObject({ token: 'session-token' });
  });

  it('refuses guests', async () => {
    getMe.mockResolvedValue(me([], false));
    const response = await listFeedbackProjects(
      new Request('http://localhost:3100/api/feedback/projects'),
    );
    expect(response.status).toBe(401);
    expect(callFeedbackService).not.toHaveBeenCalled();
  });
});

describe('POST /api/feedback/note', () => {
  it('builds the note on the server: forged address and segments are ignored', async () => {
    getMe.mockResolvedValue(me(['coach']));
    callFeedbackService.mockImplementationOnce(async (call: { body: unknown }) =>
      json({ data: { type: 'feedback_notes', id: 'n1', attributes: call.body } }, 201),
    );
    const response = await sendFeedbackNote(
      post('note', {
        feedback: ' An idea ',
        email: 'ceo@x.org',
        segments: ['admin'],
        account_id: 'x',
      }),
    );
    expect(response.status).toBe(201);
    expect(callFeedbackService.mock.calls[0]?.[0]).toEqual({
      method: 'POST',
      path: '/feedback/note',
      body: {
        feedback: 'An idea',
        email: 'acc-1@demo-academy.feedback.invalid',
        account_id: 'acc-1',
        url: 'http://localhost:3100/coach/dashboard',
        entity: 'Demo Academy',
        project_id: null,
        segments: ['coach', 'customer'],
      },
    });
    expect((await response.json()).data.attributes.segments).toEqual(['coach', 'customer']);
  });

  it('refuses students (403, spec §6), guests (401) and cross-site posts (403)', async () => {
    getMe.mockResolvedValue(me(['student']));
    expect((await sendFeedbackNote(post('note', { feedback: 'x' }))).status).toBe(403);
    getMe.mockResolvedValue(me([], false));
    expect((await sendFeedbackNote(post('note', { feedback: 'x' }))).status).toBe(401);
    getMe.mockResolvedValue(me(['coach']));
    const crossSite = post('note', { feedback: 'x' }, { origin: 'https://evil.example' });
    expect((await sendFeedbackNote(crossSite)).status).toBe(403);
    expect(callFeedbackService).not.toHaveBeenCalled();
  });

  it('requires a text, and a project the user may give feedback on', async () => {
    getMe.mockResolvedValue(me(['coach']));
    const empty = await sendFeedbackNote(post('note', { feedback: '  ' }));
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/feedback' },
      detail: 'This field is required',
    });
    callFeedbackService.mockResolvedValueOnce(projectsDocument());
    const closed = await sendFeedbackNote(post('note', { feedback: 'x', project_id: 'p-mobile' }));
    expect((await closed.json()).errors[0].code).toBe('PROJECT_CLOSED');
  });
});

describe('POST /api/feedback/upvote', () => {
  it('sends the synthetic address and passes ALREADY_UPVOTED on (spec §8)', async () => {
    getMe.mockResolvedValue(me(['coach']));
    callFeedbackService.mockResolvedValueOnce(projectsDocument()).mockResolvedValueOnce(
      json(
        {
          errors: [
            {
              status: '422',
              code: 'ALREADY_UPVOTED',
              title: 'Already',
              links: { about: 'https://svc' },
            },
          ],
        },
        422,
      ),
    );
    const response = await upvoteFeedbackProject(post('upvote', { project_id: 'p-coach' }));
    expect(callFeedbackService.mock.calls[1]?.[0]).toMatchObject({
      body: { email: 'acc-1@demo-academy.feedback.invalid', project_id: 'p-coach' },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual([
      { status: '422', code: 'ALREADY_UPVOTED', title: 'Already' },
    ]);
  });

  it('hides a service that refuses this server (401) or fails (5xx) behind a 502', async () => {
    getMe.mockResolvedValue(me(['academy_admin']));
    callFeedbackService.mockResolvedValueOnce(json({ errors: [{ status: '401' }] }, 401));
    const response = await upvoteFeedbackProject(post('upvote', { project_id: 'p-mobile' }));
    expect(response.status).toBe(502);
    expect((await response.json()).errors[0].code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('refuses projects the user cannot see', async () => {
    getMe.mockResolvedValue(me(['coach']));
    callFeedbackService.mockResolvedValueOnce(projectsDocument());
    const response = await upvoteFeedbackProject(post('upvote', { project_id: 'p-none' }));
    expect(response.status).toBe(404);
  });
});
