import type { Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, portalOrigin } from './support/demo';
import { expect, type FreshStudent, type SignInAs, test } from './support/fixtures';
import { WITHOUT_THIRD_PARTY_COOKIES } from './support/third-party-cookies';

/**
 * Issue 38, "our platform launches our own tool side end to end": two portals on one instance.
 * Demo Academy (localhost) is the LTI platform, Unlimited Learning (unlimited.localhost, another
 * site) the tool. Ada, an academy admin on both, registers Unlimited's tool side as a tool of
 * Demo Academy and Demo Academy's platform side as a platform of Unlimited Learning, by hand
 * through the API; an author of Demo Academy deep links Unlimited's course "Sales fundamentals"
 * into a module; a learner of Demo Academy launches it in the player with third-party cookies
 * blocked, completes the course on Unlimited Learning, and its score arrives as the item's result
 * on Demo Academy. Nothing here is a stand-in: both sides are the app under test.
 */
test.use(WITHOUT_THIRD_PARTY_COOKIES);

const ADA = 'admin@demo.academy';
/** Each run registers a tool of its own name (a retry finds the first one still there). */
const stamp = Date.now().toString(36);
const TOOL = `Unlimited Learning ${stamp}`;
const SALES_LESSONS = [
  'from-lead-to-customer',
  'qualifying-leads',
  'presenting-value',
  'asking-for-the-decision',
];

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

/**
 * A JSON:API call from the page, as the signed-in user of its origin: the browser resolves
 * unlimited.localhost, the test's own process does not.
 */
async function call(page: Page, method: string, path: string, data?: Json) {
  return page.evaluate(
    async ({ method, path, data }) => {
      const answer = await fetch(path, {
        method,
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'content-type': 'application/vnd.api+json',
        },
        ...(data ? { body: JSON.stringify({ data }) } : {}),
      });
      return { status: answer.status, body: await answer.json().catch(() => null) };
    },
    { method, path, data },
  );
}

/** A published course of Demo Academy with one module "Partner courses" and a lesson. */
async function publishedCourse(page: Page) {
  const options = await call(page, 'GET', '/api/v1/courses/authoring_options');
  const catalog = options.body.included.find((r: Json) => r.type === 'catalogs');
  const created = await call(page, 'POST', '/api/v1/courses', {
    attributes: { title: `Selling ${stamp}`, summary: 'With a partner.', catalog_id: catalog.id },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const course = created.body.data;
  const module = (
    await call(page, 'POST', `/api/v1/courses/${course.id}/modules`, {
      attributes: { title: 'Partner courses' },
    })
  ).body.data;
  const lesson = (
    await call(page, 'POST', `/api/v1/courses/${course.id}/modules/${module.id}/items`, {
      attributes: { kind: 'lesson', title: 'Before you start' },
    })
  ).body.data;
  await call(page, 'PATCH', `/api/v1/courses/${course.id}/outline_items/${lesson.id}`, {
    attributes: { content_html: '<p>The partner course follows.</p>' },
  });
  const published = await call(page, 'POST', `/api/v1/courses/${course.id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { id: course.id as string, slug: course.attributes.slug as string };
}

test('Demo Academy launches Unlimited Learning’s course by LTI and gets its score back', async ({
  page,
  signInAs,
  newStudent,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const platformOrigin = portalOrigin(baseURL, 'demo');
  const toolOrigin = portalOrigin(baseURL, 'unlimited');

  // Unlimited Learning has no `lti` flag in the demo data: on for this test, off again after.
  await signInAs(ADA, { portal: 'unlimited', at: '/profile' });
  await setLtiFlag(page, true);
  try {
    await launchesAndScores(page, { signInAs, newStudent, platformOrigin, toolOrigin });
  } finally {
    await signInAs(ADA, { portal: 'unlimited', at: '/profile' });
    await setLtiFlag(page, false);
  }
});

async function setLtiFlag(page: Page, enabled: boolean) {
  const answer = await call(page, 'PATCH', '/api/v1/portals/current/feature_flags/lti', {
    type: 'feature_flags',
    id: 'lti',
    attributes: { enabled },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function launchesAndScores(
  page: Page,
  {
    signInAs,
    newStudent,
    platformOrigin,
    toolOrigin,
  }: {
    signInAs: SignInAs;
    newStudent: (options?: { fullName?: string }) => Promise<FreshStudent>;
    platformOrigin: string;
    toolOrigin: string;
  },
) {
  // Unlimited Learning's public key, from its own JWKS.
  const toolJwks = await page.evaluate(async () => (await fetch('/lti/jwks')).text());
  expect(JSON.parse(toolJwks).keys.length).toBeGreaterThan(0);

  // Demo Academy registers Unlimited's tool side (its addresses and its public key).
  await signInAs(ADA, { at: '/profile' });
  await dismissTour(page);
  const endpoints = (await call(page, 'GET', '/api/v1/lti/platform_endpoints')).body.data
    .attributes;
  const registered = await call(page, 'POST', '/api/v1/lti/tools', {
    type: 'lti_tools',
    attributes: {
      name: TOOL,
      login_url: `${toolOrigin}/lti/tool/login`,
      redirect_uris: [`${toolOrigin}/lti/tool/launch`],
      target_link_uri: `${toolOrigin}/lti/tool/launch`,
      deep_link_uri: `${toolOrigin}/lti/tool/launch`,
      public_jwk: toolJwks,
      services: ['ags', 'nrps'],
      presentation: 'iframe',
      status: 'active',
    },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const tool = registered.body.data.attributes;

  // Unlimited Learning registers Demo Academy's platform side.
  await signInAs(ADA, { portal: 'unlimited', at: '/profile' });
  const platform = await call(page, 'POST', '/api/v1/lti/platforms', {
    type: 'lti_platforms',
    attributes: {
      issuer: endpoints.issuer,
      client_id: tool.client_id,
      deployment_ids: [tool.deployment_id],
      auth_endpoint: endpoints.authorization_endpoint,
      token_endpoint: endpoints.token_endpoint,
      jwks_url: endpoints.jwks_uri,
    },
  });
  expect(platform.status, JSON.stringify(platform.body)).toBe(201);

  // An author of Demo Academy deep links Unlimited's "Sales fundamentals" into a module.
  await signInAs(ADA, { at: '/profile' });
  const course = await publishedCourse(page);
  await page.goto(`${platformOrigin}/admin/courses/${course.id}`);
  await page.getByRole('tab', { name: 'Outline' }).click();
  const module = page.getByRole('region', { name: 'Partner courses' });
  await module.getByText('Add an external tool (LTI)').click();
  await module.getByLabel('Tool', { exact: true }).selectOption({ label: TOOL });
  const pickerOpened = page.context().waitForEvent('page');
  await module.getByRole('link', { name: 'Select content in the tool' }).click();
  const picker = await pickerOpened;
  // Unlimited's course picker, in the language the launch named (Ada reads English).
  await expect(picker.getByRole('heading', { name: 'Choose a course' })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(picker.url()).origin).toBe(toolOrigin);
  await picker.getByRole('button', { name: 'Add Sales fundamentals' }).click();
  await expect(picker.getByRole('heading', { name: 'Content added' })).toBeVisible({
    timeout: 30_000,
  });
  await picker.close();
  await module.getByRole('button', { name: 'Refresh the outline' }).click();
  await expect(module.getByText('Sales fundamentals')).toBeVisible();

  // A learner of Demo Academy, third-party cookies blocked, launches it in the player.
  const student = await newStudent({ fullName: `Selma Seller ${stamp}` });
  const enrolled = await student.api.post(`/api/v1/courses/${course.slug}/enrollment`, {
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  await signInAs(student);
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: toolOrigin }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
  await page.goto(`${platformOrigin}/courses/${course.slug}/sales-fundamentals`);
  const player = page.frameLocator('iframe[title="Sales fundamentals: external tool"]');
  const toolFrame = player.frameLocator('iframe[title="External tool"]');
  await expect(toolFrame.getByRole('heading', { name: 'You are signed in' })).toBeVisible({
    timeout: 30_000,
  });
  // Unlimited's page in Demo Academy's frame is third-party: it cannot keep a cookie.
  const framed = page.frames().find((frame) => frame.url().startsWith(toolOrigin));
  expect(
    await framed?.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the probe is whether a cookie can be kept
      document.cookie = 'lti-probe=1; SameSite=None; Secure; path=/';
      return document.cookie.includes('lti-probe');
    }),
  ).toBe(false);

  // The course opens on Unlimited Learning in a window of its own, signed in; completed there.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    toolFrame.getByRole('link', { name: 'Open the course in a new window' }).click(),
  ]);
  await opened.waitForURL(/\/(courses\/sales-fundamentals\/|agreements)/, { timeout: 30_000 });
  expect(new URL(opened.url()).origin).toBe(toolOrigin);
  if (new URL(opened.url()).pathname.startsWith('/agreements')) {
    await opened.getByRole('button', { name: 'Accept', exact: true }).click();
    await opened.waitForURL(/\/courses\/sales-fundamentals\//);
  }
  await dismissTour(opened);
  for (const lesson of SALES_LESSONS) {
    await opened.goto(`${toolOrigin}/courses/sales-fundamentals/${lesson}`);
    const done = opened.getByRole('button', { name: 'Mark as done' });
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'true');
  }
  await opened.close();

  // Unlimited's worker posts the score to Demo Academy's AGS: the item's result there.
  await expect
    .poll(
      async () => {
        await page.goto(`${platformOrigin}/overview`);
        return page.getByRole('row', { name: /Sales fundamentals/ }).textContent();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toMatch(/100/);
  await expect(page.getByRole('row', { name: /Sales fundamentals/ })).toContainText(/Passed/i);
  await expectNoAxeViolationsAtBothWidths(page, '/overview (an LTI item graded by a portal)');
}
