import { randomUUID } from 'node:crypto';
import type { Frame, Page } from '@playwright/test';
import {
  LTI_ROLES,
  type LtiTestPlatform,
  startLtiPlatform,
} from '../../academy-api/test/lti-platform';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { E2E_PORTS } from './support/ports';
import { WITHOUT_THIRD_PARTY_COOKIES } from './support/third-party-cookies';

/**
 * Issue 38 item 2, end to end in Chromium with third-party cookies blocked: a small LTI 1.3
 * platform on loopback (academy-api/test/lti-platform.ts, on 127.0.0.1: another site than the
 * portal's localhost) is registered by the admin; it launches a learner into a course inside an
 * iframe on its own page, the learner opens the course signed in, completes it, and the score
 * arrives at the platform's AGS; an invalid launch is refused; a deep link returns a course.
 */
test.use(WITHOUT_THIRD_PARTY_COOKIES);
test.describe.configure({ mode: 'serial' });

const APP = `http://localhost:${E2E_PORTS.embedded}`;
const LOGIN = `${APP}/lti/tool/login`;
let platform: LtiTestPlatform;

test.beforeAll(async () => {
  platform = await startLtiPlatform({ port: E2E_PORTS.api + 9, toolJwks: `${APP}/lti/jwks` });
});
test.afterAll(() => platform?.close());

/**
 * The frame the platform's page launches the tool in. Its pages speak the launch's `locale` claim
 * (a language cookie of the portal would be a third-party cookie there); without one, the
 * portal's default language (Dutch on Demo Academy).
 */
async function launchedFrame(page: Page, plan: Parameters<LtiTestPlatform['plan']>[0]) {
  await page.goto(platform.coursePage(platform.plan(plan), LOGIN));
  await expect(page.getByRole('heading', { name: 'Platform course page' })).toBeVisible();
  const frame = page.frameLocator('iframe[title="Tool"]');
  return frame;
}

function toolFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(APP));
  if (!frame) throw new Error('No frame of the tool');
  return frame;
}

test('the admin registers the platform, shown the addresses to paste into it', async ({
  page,
  signInAs,
}) => {
  const origin = await signInAs('admin@demo.academy');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await dismissTour(page);
  await page.goto(`${origin}/admin/settings/integrations`);
  const section = page.getByRole('region', { name: 'LTI platforms' });
  await expect(section).toContainText(`${origin}/lti/tool/login`);
  await expect(section).toContainText(`${origin}/lti/jwks`);
  await section.getByLabel('Issuer (platform ID)').fill(platform.registration.issuer);
  await section.getByLabel('Client ID').fill(platform.registration.client_id);
  await section.getByLabel('Deployment IDs').fill(platform.deploymentId);
  await section
    .getByLabel('Authentication (OIDC) endpoint')
    .fill(platform.registration.auth_endpoint);
  await section.getByLabel('Access token endpoint').fill(platform.registration.token_endpoint);
  await section.getByLabel('Platform keyset (JWKS) URL').fill(platform.registration.jwks_url);
  await section.getByRole('button', { name: 'Register platform' }).click();
  await expect(section.getByRole('status')).toHaveText(`${platform.origin} is registered.`);
  await expect(section.getByRole('row', { name: new RegExp(platform.origin) })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/integrations (LTI platforms)');
});

test('a learner launched in the platform’s iframe opens the course signed in, completes it, and the score arrives', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sub = `learner-${randomUUID()}`;
  const frame = await launchedFrame(page, {
    kind: 'resource',
    sub,
    name: 'Lina Launched',
    roles: [LTI_ROLES.learner],
    targetLinkUri: `${APP}/lti/tool/courses/time-management`,
    ags: true,
  });
  // The launch said `locale: en`: the framed page is in English, not the portal's Dutch.
  await expect(frame.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  // Third-party cookies are blocked: the framed portal cannot keep a cookie of its own.
  const kept = await toolFrame(page).evaluate(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the probe is whether a cookie can be kept
    document.cookie = 'lti-probe=1; SameSite=None; Secure; path=/';
    return document.cookie.includes('lti-probe');
  });
  expect(kept).toBe(false);

  const [course] = await Promise.all([
    page.waitForEvent('popup'),
    frame.getByRole('link', { name: 'Open the course in a new window' }).click(),
  ]);
  await course.waitForURL(/\/(courses\/time-management\/|agreements)/);
  // A new account accepts the portal's current terms first, as every account does.
  if (new URL(course.url()).pathname.startsWith('/agreements')) {
    await course.getByRole('button', { name: 'Accept', exact: true }).click();
    await course.waitForURL(/\/courses\/time-management\//);
  }
  await dismissTour(course);
  for (const lesson of [
    'urgent-or-important',
    'saying-no',
    'weekly-planning',
    'protecting-focus-time',
  ]) {
    await course.goto(`${APP}/courses/time-management/${lesson}`);
    const done = course.getByRole('button', { name: 'Mark as done' });
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'true');
  }
  await expect
    .poll(() => platform.scores.find((score) => score.body.userId === sub)?.body, {
      timeout: 30_000,
    })
    .toMatchObject({ scoreGiven: 100, scoreMaximum: 100, activityProgress: 'Completed' });
  // The token came by a client assertion the platform checked against the portal's JWKS.
  expect(platform.assertions.length).toBeGreaterThan(0);
  await context.close();
});

test('an invalid launch shows the refusal page and signs nobody in', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frame = await launchedFrame(page, {
    kind: 'resource',
    sub: `refused-${randomUUID()}`,
    roles: [LTI_ROLES.learner],
    targetLinkUri: `${APP}/lti/tool/courses/time-management`,
    tamper: { aud: 'another-tool' },
    locale: 'ro-RO',
  });
  // Refused, yet in the language the launch asked for.
  await expect(
    frame.getByRole('heading', { name: 'Această lansare a fost refuzată' }),
  ).toBeVisible();
  await expect(frame.getByText('Lansarea era destinată altui instrument.')).toBeVisible();
  const refused = toolFrame(page).url();
  expect(new URL(refused).searchParams.get('reason')).toBe('WRONG_AUDIENCE');
  await page.goto(refused);
  await expectNoAxeViolationsAtBothWidths(page, '/lti/tool/refused');
  await context.close();
});

test('an instructor’s deep link returns a picked course to the platform', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frame = await launchedFrame(page, {
    kind: 'deep',
    sub: `instructor-${randomUUID()}`,
    name: 'Ian Instructor',
    roles: [LTI_ROLES.instructor],
    targetLinkUri: `${APP}/lti/tool/launch`,
    ags: true,
    locale: 'nl-NL',
  });
  await expect(frame.getByRole('heading', { name: 'Kies een cursus' })).toBeVisible();
  // The picker on its own, for axe (listing does not use the launch's code up).
  const picker = await context.newPage();
  await picker.goto(toolFrame(page).url());
  await expect(picker.getByRole('heading', { name: 'Kies een cursus' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(picker, '/lti/tool/deep-link');
  await frame.getByRole('button', { name: 'Data literacy toevoegen', exact: true }).click();
  await expect(frame.getByRole('heading', { name: 'Deep link received' })).toBeVisible();
  await expect(frame.getByText('Data literacy')).toBeVisible();
  expect(platform.deepLinks.at(-1)).toMatchObject({
    'https://purl.imsglobal.org/spec/lti/claim/message_type': 'LtiDeepLinkingResponse',
  });
  await context.close();
});

test('an instructor deep links one quiz of a course alone', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const frame = await launchedFrame(page, {
    kind: 'deep',
    sub: `instructor-${randomUUID()}`,
    name: 'Ines Instructor',
    roles: [LTI_ROLES.instructor],
    targetLinkUri: `${APP}/lti/tool/launch`,
    ags: true,
    locale: 'en-GB',
  });
  await expect(frame.getByText('A quiz can also be added on its own')).toBeVisible();
  await frame
    .getByRole('button', { name: 'Add only the quiz Data literacy quiz of Data literacy' })
    .click();
  await expect(frame.getByRole('heading', { name: 'Deep link received' })).toBeVisible();
  const response = platform.deepLinks.at(-1) as Record<string, unknown>;
  const [item] = response['https://purl.imsglobal.org/spec/lti-dl/claim/content_items'] as {
    type: string;
    title: string;
    lineItem?: { label: string };
  }[];
  // Its own link, titled by the quiz, with a line item of its own for its score.
  expect(item).toMatchObject({
    type: 'ltiResourceLink',
    title: 'Data literacy quiz',
    lineItem: { label: 'Data literacy quiz' },
  });
  await context.close();
});

test('the launch page, outside an iframe, goes on to the session at once', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Held at the launch page: its hand-over is the next request, answered 204 (no navigation).
  await page.route('**/lti/tool/session**', (route) => route.fulfill({ status: 204 }));
  const held = page.waitForRequest('**/lti/tool/session**');
  // Not "load": the page's own onward navigation starts before it, and is held.
  await page.goto(`${APP}/lti/tool/open?code=${'x'.repeat(43)}`, { waitUntil: 'commit' });
  await held;
  await expect(page.getByRole('heading', { name: 'Je bent aangemeld' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, '/lti/tool/open');
  await context.close();
});
