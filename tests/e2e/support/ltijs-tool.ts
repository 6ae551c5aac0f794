import { createRequire } from 'node:module';

/**
 * A real outside LTI 1.3 tool for the platform's end-to-end test (issue 38): ltijs 5.9.9, the
 * tool library many tools are built on, with its storage on PostgreSQL through ltijs-sequelize,
 * on a loopback port. It registers itself by LTI Dynamic Registration, answers Deep Linking with
 * one resource link, shows the launch's claims, and on request posts a score (AGS) and reads
 * the course's members (NRPS) through the platform's token endpoint.
 *
 * Its database: E2E_DATABASE_URL's server (or scripts/test-postgres.sh's default), database
 * `ltijs_tool`, made afresh for every run.
 */
const require = createRequire(import.meta.url);

type Ltijs = {
  setup(key: string, database: unknown, options: Record<string, unknown>): void;
  onConnect(handler: (token: LtiToken, req: unknown, res: Res) => unknown): void;
  onDeepLinking(handler: (token: LtiToken, req: unknown, res: Res) => unknown): void;
  deploy(options: { port: number; silent: boolean }): Promise<unknown>;
  close(options?: { silent: boolean }): Promise<unknown>;
  app: {
    post(path: string, handler: (req: Req, res: Res) => unknown): void;
    get(path: string, handler: (req: Req, res: Res) => unknown): void;
  };
  Grade: {
    submitScore(
      token: LtiToken,
      lineItemId: string,
      score: Record<string, unknown>,
    ): Promise<unknown>;
  };
  NamesAndRoles: { getMembers(token: LtiToken): Promise<{ members: Member[] }> };
  DeepLinking: {
    createDeepLinkingForm(
      token: LtiToken,
      items: unknown[],
      options: Record<string, unknown>,
    ): Promise<string>;
  };
};

type Member = { user_id: string; name?: string; roles: string[] };

type LtiToken = {
  user: string;
  userInfo?: { name?: string };
  platformContext: {
    roles?: string[];
    context?: { id?: string; title?: string };
    resource?: { id?: string; title?: string };
    custom?: Record<string, string>;
    launchPresentation?: { document_target?: string; locale?: string };
    endpoint?: { lineitem?: string };
    namesRoles?: { context_memberships_url?: string };
  };
};
type Req = { body: Record<string, string>; query: Record<string, string> };
type Res = {
  locals: { token: LtiToken; ltik: string };
  send(body: string): unknown;
  status(code: number): Res;
};

const html = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chart lab</title></head><body><main>${body}</main></body></html>`;

export type LtiTool = { url: string; registrationUrl: string; stop(): Promise<void> };

async function freshDatabase(serverUrl: string) {
  const { Client } = require('pg') as typeof import('pg');
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('drop database if exists ltijs_tool with (force)');
  await admin.query('create database ltijs_tool');
  await admin.end();
  const url = new URL(serverUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password || ''),
  };
}

export async function startLtiTool(port: number, name: string): Promise<LtiTool> {
  const server =
    process.env.E2E_DATABASE_URL?.replace(/\/[^/]*$/, '/postgres') ??
    'postgres://postgres@127.0.0.1:54329/postgres';
  const db = await freshDatabase(server);
  const lti = (require('ltijs') as { Provider: Ltijs }).Provider;
  const Database = require('ltijs-sequelize');
  const url = `http://127.0.0.1:${port}`;
  lti.setup(
    'ltijs-e2e-encryption-key',
    {
      plugin: new Database('ltijs_tool', db.user, db.password, {
        host: db.host,
        port: db.port,
        dialect: 'postgres',
        logging: false,
      }),
    },
    {
      appRoute: '/',
      loginRoute: '/login',
      keysetRoute: '/keys',
      dynRegRoute: '/register',
      // The tool runs in the platform's frame on another site: with third-party cookies
      // blocked it has none of its own. devMode makes ltijs rely on its signed ltik instead.
      devMode: true,
      cookies: { secure: false, sameSite: '' },
      dynReg: {
        url,
        name,
        description: 'An ltijs tool for the end-to-end test',
        customParameters: { level: 'beginner' },
        autoActivate: true,
      },
    },
  );
  lti.onConnect((token, _req, res) => {
    const context = token.platformContext;
    return res.send(
      page(
        `<h1>${html(name)}</h1><dl>` +
          `<dt>User</dt><dd data-claim="name">${html(token.userInfo?.name)}</dd>` +
          `<dt>Roles</dt><dd data-claim="roles">${html((context.roles ?? []).join(' '))}</dd>` +
          `<dt>Course</dt><dd data-claim="context">${html(context.context?.title)}</dd>` +
          `<dt>Resource</dt><dd data-claim="resource">${html(context.resource?.title)}</dd>` +
          `<dt>Custom</dt><dd data-claim="custom">${html(JSON.stringify(context.custom ?? {}))}</dd>` +
          `<dt>Target</dt><dd data-claim="target">${html(context.launchPresentation?.document_target)}</dd>` +
          `</dl>` +
          `<form method="post" action="/grade?ltik=${html(res.locals.ltik)}"><button>Post score 9 of 10</button></form>` +
          `<form method="post" action="/members?ltik=${html(res.locals.ltik)}"><button>Read members</button></form>`,
      ),
    );
  });
  lti.onDeepLinking(async (token, _req, res) => {
    const form = await lti.DeepLinking.createDeepLinkingForm(
      token,
      [
        {
          type: 'ltiResourceLink',
          title: 'Bar charts practice',
          url: `${url}/`,
          custom: { exercise: 'bars' },
        },
      ],
      { message: 'One exercise chosen' },
    );
    return res.send(page(`<h1>Choose an exercise</h1>${form}`));
  });
  lti.app.post('/grade', async (_req, res) => {
    const token = res.locals.token;
    const lineItem = token.platformContext.endpoint?.lineitem ?? '';
    try {
      await lti.Grade.submitScore(token, lineItem, {
        userId: token.user,
        scoreGiven: 9,
        scoreMaximum: 10,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      });
      return res.send(page('<p role="status">Score sent</p>'));
    } catch (error) {
      return res
        .status(500)
        .send(page(`<p role="alert">Score failed: ${html((error as Error).message)}</p>`));
    }
  });
  lti.app.post('/members', async (_req, res) => {
    try {
      const { members } = await lti.NamesAndRoles.getMembers(res.locals.token);
      return res.send(
        page(
          `<h1>Members</h1><ul>${members
            .map(
              (member) =>
                `<li>${html(member.name)}: ${html(member.roles.map((role) => role.split('#')[1]).join(', '))}</li>`,
            )
            .join('')}</ul>`,
        ),
      );
    } catch (error) {
      return res
        .status(500)
        .send(page(`<p role="alert">Members failed: ${html((error as Error).message)}</p>`));
    }
  });
  await lti.deploy({ port, silent: true });
  return {
    url,
    registrationUrl: `${url}/register`,
    stop: async () => {
      await lti.close({ silent: true });
    },
  };
}
