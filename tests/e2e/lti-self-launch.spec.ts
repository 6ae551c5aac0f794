import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { DEMO_PASSWORD, dismissTour, portalOrigin } from './support/demo';
import { expect, type FreshStudent, type SignInAs, test } from './support/fixtures';
import { apiContext, createTestPortal, login, setPortalFlag, XHR } from './support/test-portal';
import { WITHOUT_THIRD_PARTY_COOKIES } from './support/third-party-cookies';

/**
 * Issue 38, "our platform launches our own tool side end to end": two portals on one instance.
 * Demo Academy (localhost) is the LTI platform; a portal of the test's own (a loopback address of
 * its own, another site; Unlimited Learning has no `lti` flag in the demo data) is the tool. Ada,
 * an academy admin on both, gives the partner portal a published course, registers its tool side
 * as a tool of Demo Academy and Demo Academy's platform side as a platform of the partner, by
 * hand through the API; an author of Demo Academy deep links the partner's course into a module;
 * a learner of Demo Academy launches it in the player with third-party cookies blocked, completes
 * the course on the partner portal, and its score arrives as the item's result on Demo Academy.
 * Nothing here is a stand-in: both sides are the app under test.
 */
test.use(WITHOUT_THIRD_PARTY_COOKIES);

const ADA = 'admin@demo.academy';
/** Each run registers a tool of its own name (a retry finds the first one still there). */
const stamp = Date.now().toString(36);
const TOOL = `Partner portal ${stamp}`;
const PARTNER_COURSE = `Partner course ${stamp}`;
const JSON_HEADERS = { ...XHR, 'Content-Type': 'application/json' };

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

/** A JSON:API call from the page, as the signed-in user of its origin. */
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

/** The partner portal's published course: one module, two lessons. Answers its and their slugs. */
async function partnerCourse(api: APIRequestContext) {
  const post = async (path: string, attributes: object) => {
    const answer = await api.post(`/api/v1/${path}`, {
      headers: JSON_HEADERS,
      data: { data: { attributes } },
    });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
    return ((await answer.json()) as { data: { id: string; attributes: { slug: string } } }).data;
  };
  const catalog = await post('catalogs', { name: `Partner catalog ${stamp}` });
  const course = await post('courses', {
    title: PARTNER_COURSE,
    summary: 'Taken from another portal.',
    catalog_id: catalog.id,
  });
  const module = await post(`courses/${course.id}/modules`, { title: 'The course' });
  const lessons: string[] = [];
  for (const title of ['Part one', 'Part two']) {
    const lesson = await post(`courses/${course.id}/modules/${module.id}/items`, {
      kind: 'lesson',
      title,
    });
    const saved = await api.patch(`/api/v1/courses/${course.id}/outline_items/${lesson.id}`, {
      headers: JSON_HEADERS,
      data: { data: { attributes: { content_html: `<p>${title} of the partner course.</p>` } } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    lessons.push(lesson.attributes.slug);
  }
  const published = await api.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status(), await published.text()).toBe(200);
  return { slug: course.attributes.slug, lessons };
}

test('Demo Academy launches a partner portal’s course by LTI and gets its score back', async ({
  page,
  playwright,
  signInAs,
  newStudent,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const platformOrigin = portalOrigin(baseURL, 'demo');
  const partner = await createTestPortal(playwright, baseURL ?? '');
  const ada = await apiContext(playwright, partner.origin);
  try {
    await login(ada, ADA, DEMO_PASSWORD);
    await setPortalFlag(ada, 'lti', true);
    await launchesAndScores(page, {
      ada,
      signInAs,
      newStudent,
      platformOrigin,
      toolOrigin: partner.origin,
    });
  } finally {
    await ada.dispose();
  }
});

async function launchesAndScores(
  page: Page,
  {
    ada,
    signInAs,
    newStudent,
    platformOrigin,
    toolOrigin,
  }: {
    ada: APIRequestContext;
    signInAs: SignInAs;
    newStudent: (options?: { fullName?: string }) => Promise<FreshStudent>;
    platformOrigin: string;
    toolOrigin: string;
  },
) {
  // The partner's course, and its public key from its own JWKS.
  const course = await partnerCourse(ada);
  const toolJwks = await (await ada.get('/lti/jwks')).text();
  expect(JSON.parse(toolJwks).keys.length).toBeGreaterThan(0);

  // Demo Academy registers the partner's tool side (its addresses and its public key).
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

  // The partner registers Demo Academy's platform side.
  const platform = await ada.post('/api/v1/lti/platforms', {
    headers: JSON_HEADERS,
    data: {
      data: {
        type: 'lti_platforms',
        attributes: {
          issuer: endpoints.issuer,
          client_id: tool.client_id,
          deployment_ids: [tool.deployment_id],
          auth_endpoint: endpoints.authorization_endpoint,
          token_endpoint: endpoints.token_endpoint,
          jwks_url: endpoints.jwks_uri,
        },
      },
    },
  });
  expect(platform.status(), await platform.text()).toBe(201);

  // An author of Demo Academy deep links the partner's course into a module.
  const host = await publishedCourse(page);
  await page.goto(`${platformOrigin}/admin/courses/${host.id}`);
  await page.getByRole('tab', { name: 'Outline' }).click();
  const module = page.getByRole('region', { name: 'Partner courses' });
  await module.getByText('Add an external tool (LTI)').click();
  await module.getByLabel('Tool', { exact: true }).selectOption({ label: TOOL });
  const pickerOpened = page.context().waitForEvent('page');
  await module.getByRole('link', { name: 'Select content in the tool' }).click();
  const picker = await pickerOpened;
  // The partner's course picker, in the language the launch named (Ada reads English).
  await expect(picker.getByRole('heading', { name: 'Choose a course' })).toBeVisible({
    timeout: 30_000,
  });
  expect(new URL(picker.url()).origin).toBe(toolOrigin);
  await picker.getByRole('button', { name: `Add ${PARTNER_COURSE}` }).click();
  await expect(picker.getByRole('heading', { name: 'Content added' })).toBeVisible({
    timeout: 30_000,
  });
  await picker.close();
  await module.getByRole('button', { name: 'Refresh the outline' }).click();
  await expect(module.getByText(PARTNER_COURSE)).toBeVisible();

  // A learner of Demo Academy, third-party cookies blocked, launches it in the player.
  const student = await newStudent({ fullName: `Selma Seller ${stamp}` });
  const enrolled = await student.api.post(`/api/v1/courses/${host.slug}/enrollment`, {
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  await signInAs(student);
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: toolOrigin }]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
  await page.goto(`${platformOrigin}/courses/${host.slug}/${course.slug}`);
  const player = page.frameLocator(`iframe[title="${PARTNER_COURSE}: external tool"]`);
  const toolFrame = player.frameLocator('iframe[title="External tool"]');
  await expect(toolFrame.getByRole('heading', { name: 'You are signed in' })).toBeVisible({
    timeout: 30_000,
  });
  // The partner's page in Demo Academy's frame is third-party: it cannot keep a cookie.
  const framed = page.frames().find((frame) => frame.url().startsWith(toolOrigin));
  expect(
    await framed?.evaluate(() => {
      // biome-ignore lint/suspicious/noDocumentCookie: the probe is whether a cookie can be kept
      document.cookie = 'lti-probe=1; SameSite=None; Secure; path=/';
      return document.cookie.includes('lti-probe');
    }),
  ).toBe(false);

  // The course opens on the partner portal in a window of its own, signed in; completed there.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    toolFrame.getByRole('link', { name: 'Open the course in a new window' }).click(),
  ]);
  const onCourse = (url: URL) => url.pathname.startsWith(`/courses/${course.slug}/`);
  await opened.waitForURL((url) => onCourse(url) || url.pathname.startsWith('/agreements'), {
    timeout: 30_000,
  });
  expect(new URL(opened.url()).origin).toBe(toolOrigin);
  if (new URL(opened.url()).pathname.startsWith('/agreements')) {
    await opened.getByRole('button', { name: 'Accept', exact: true }).click();
    await opened.waitForURL(onCourse);
  }
  await dismissTour(opened);
  for (const lesson of course.lessons) {
    await opened.goto(`${toolOrigin}/courses/${course.slug}/${lesson}`);
    const done = opened.getByRole('button', { name: 'Mark as done' });
    await done.click();
    await expect(done).toHaveAttribute('aria-pressed', 'true');
  }
  await opened.close();

  // The partner's worker posts the score to Demo Academy's AGS: the item's result there.
  await expect
    .poll(
      async () => {
        await page.goto(`${platformOrigin}/overview`);
        return page.getByRole('row', { name: PARTNER_COURSE }).textContent();
      },
      { timeout: 90_000, intervals: [2_000] },
    )
    .toMatch(/100/);
  await expect(page.getByRole('row', { name: PARTNER_COURSE })).toContainText(/Passed/i);
  await expectNoAxeViolationsAtBothWidths(page, '/overview (an LTI item graded by a portal)');
}
