import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { type LtiTool, startLtiTool } from './support/ltijs-tool';
import { E2E_PORTS } from './support/ports';

/**
 * Issue 38 item 1, the portal as an LTI 1.3 platform, with a real outside tool: ltijs 5.9.9 on
 * loopback (its storage on PostgreSQL through ltijs-sequelize; start the server with
 * `bash scripts/test-postgres.sh start`). The admin registers it by Dynamic Registration and
 * activates it; an author adds its content with Deep Linking; a learner launches it inside the
 * player (third-party cookies blocked: the tool is on 127.0.0.1, the portal on localhost) and
 * sees the launch's claims; the tool posts a score (AGS), which the learner's results show, and
 * reads the course's members (NRPS).
 */

let tool: LtiTool;
/** Each run registers a tool of its own name (a retry finds the first one still there). */
const stamp = Date.now().toString(36);
const TOOL = `Chart lab ${stamp}`;
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

test.beforeAll(async () => {
  tool = await startLtiTool(E2E_PORTS.api + 8, TOOL);
});

/** A published course of its own (one lesson, one module "Tools"): the demo data stays as it was. */
async function publishedCourse(api: APIRequestContext) {
  const options = (await (await api.get('/api/v1/courses/authoring_options')).json()) as Json;
  const catalog = options.included.find((r: Json) => r.type === 'catalogs');
  const created = await api.post('/api/v1/courses', {
    headers: XHR,
    data: {
      data: {
        attributes: { title: `Charts ${stamp}`, summary: 'With a tool.', catalog_id: catalog.id },
      },
    },
  });
  expect(created.status()).toBe(201);
  const course = ((await created.json()) as Json).data;
  const module = (
    (await (
      await api.post(`/api/v1/courses/${course.id}/modules`, {
        headers: XHR,
        data: { data: { attributes: { title: 'Tools' } } },
      })
    ).json()) as Json
  ).data;
  const lesson = (
    (await (
      await api.post(`/api/v1/courses/${course.id}/modules/${module.id}/items`, {
        headers: XHR,
        data: { data: { attributes: { kind: 'lesson', title: 'Reading charts first' } } },
      })
    ).json()) as Json
  ).data;
  await api.patch(`/api/v1/courses/${course.id}/outline_items/${lesson.id}`, {
    headers: XHR,
    data: { data: { attributes: { content_html: '<p>Charts show numbers.</p>' } } },
  });
  const published = await api.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status(), await published.text()).toBe(200);
  return { id: course.id as string, slug: course.attributes.slug as string };
}

test.afterAll(async () => {
  await tool?.stop();
});

test('an outside LTI tool is registered, deep linked, launched, graded and reads the members', async ({
  page,
  signInAs,
  newStudent,
}) => {
  test.setTimeout(180_000);
  const origin = await signInAs('admin@demo.academy');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await dismissTour(page);

  // Dynamic Registration from the admin screen: the tool registers itself, pending.
  await page.goto(`${origin}/admin/settings/integrations`);
  const tools = page.getByRole('region', { name: 'LTI tools' });
  await expect(tools).toContainText(`${origin}/lti/platform/auth`);
  await expect(tools).toContainText(`${origin}/lti/jwks`);
  await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/integrations (LTI tools)');
  await tools.getByLabel('Registration URL').fill(tool.registrationUrl);
  const registered = page.context().waitForEvent('page');
  await tools.getByRole('button', { name: 'Open the registration' }).click();
  const popup = await registered;
  // ltijs answers the registration with the close message of the specification.
  await expect
    .poll(async () => (await popup.content()).includes('org.imsglobal.lti.close'), {
      timeout: 30_000,
    })
    .toBe(true);
  await popup.close();
  await tools.getByRole('button', { name: 'Refresh the list' }).click();
  await tools.getByRole('button', { name: `Activate ${TOOL}` }).click();
  await expect(tools.getByRole('row', { name: new RegExp(TOOL) })).toContainText('Active');

  // Deep Linking from the course editor: the tool's choice comes back as an item.
  const course = await publishedCourse(page.request);
  await page.goto(`${origin}/admin/courses/${course.id}`);
  await page.getByRole('tab', { name: 'Outline' }).click();
  const module = page.getByRole('region', { name: 'Tools' });
  await module.getByText('Add an external tool (LTI)').click();
  await module.getByLabel('Tool', { exact: true }).selectOption({ label: TOOL });
  const picker = page.context().waitForEvent('page');
  await module.getByRole('link', { name: 'Select content in the tool' }).click();
  const chosen = await picker;
  await expect(chosen.getByRole('heading', { name: 'Content added' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(chosen.getByText('1 item was added to the module.')).toBeVisible();
  await expectNoAxeViolations(chosen, '/lti/platform/deep-link-return');
  await chosen.close();
  await module.getByRole('button', { name: 'Refresh the outline' }).click();
  await expect(module.getByText('Bar charts practice')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, '/admin/courses/[course] (an external tool)');

  // The learner's launch, in the player's frame, with the claims the tool received.
  const student = await newStudent({ fullName: `Lotte Learner ${stamp}` });
  const enrolled = await student.api.post(`/api/v1/courses/${course.slug}/enrollment`, {
    data: {},
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  await signInAs(student);
  // Chromium blocks third-party cookies from here on (DevTools' cookie controls, as the
  // browser's "Block third-party cookies" setting does; it applies from the next page load).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCookieControls', { enableThirdPartyCookieRestriction: true });
  await page.goto(`${origin}/courses/${course.slug}/bar-charts-practice`);
  const player = page.frameLocator('iframe[title="Bar charts practice: external tool"]');
  const toolFrame = player.frameLocator('iframe[title="External tool"]');
  await expect(toolFrame.getByRole('heading', { name: TOOL })).toBeVisible({ timeout: 30_000 });
  await expect(toolFrame.locator('[data-claim="name"]')).toHaveText(student.fullName);
  await expect(toolFrame.locator('[data-claim="roles"]')).toHaveText(
    'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  );
  await expect(toolFrame.locator('[data-claim="context"]')).toHaveText(`Charts ${stamp}`);
  await expect(toolFrame.locator('[data-claim="resource"]')).toHaveText('Bar charts practice');
  await expect(toolFrame.locator('[data-claim="custom"]')).toContainText('"exercise":"bars"');
  await expect(toolFrame.locator('[data-claim="custom"]')).toContainText('"level":"beginner"');
  await expect(toolFrame.locator('[data-claim="target"]')).toHaveText('iframe');
  // The tool's frame is third-party, and its cookies are blocked: the launch needed none.
  const frame = page.frames().find((candidate) => candidate.url().startsWith(tool.url));
  expect(await frame?.evaluate(() => document.hasStorageAccess())).toBe(false);
  await expectNoAxeViolationsAtBothWidths(page, '/courses/[course]/[item] (an external tool)');

  // AGS: the tool's score finishes the item and is the learner's result.
  await toolFrame.getByRole('button', { name: 'Post score 9 of 10' }).click();
  await expect(toolFrame.getByRole('status')).toHaveText('Score sent', { timeout: 30_000 });
  await page.goto(`${origin}/overview`);
  const row = page.getByRole('row', { name: /Bar charts practice/ });
  await expect(row).toContainText('90');
  await expect(row).toContainText(/Passed/i);

  // NRPS: the tool reads the course's members with their roles.
  await page.goto(`${origin}/courses/${course.slug}/bar-charts-practice`);
  await expect(toolFrame.getByRole('heading', { name: TOOL })).toBeVisible({ timeout: 30_000 });
  await toolFrame.getByRole('button', { name: 'Read members' }).click();
  await expect(toolFrame.getByRole('heading', { name: 'Members' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(toolFrame.getByText(`${student.fullName}: Learner`)).toBeVisible();
});
