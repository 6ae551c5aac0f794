import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { DEMO_PASSWORD, dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import {
  apiContext,
  createTestPortal,
  login,
  setPortalFlag,
  signedInContext,
  XHR,
} from './support/test-portal';

/**
 * Issue 38, the LTI admin screens (docs/lti.md, docs/lti-tools.md): a registered tool's and
 * platform's Edit opens the same form filled in (the tool's public key write-only), saved by
 * PATCH, an invalid value refused on its field, the keyboard back on the row's Edit button; and
 * a portal with the `lti` flag off shows no LTI section and refuses /lti/jwks and launches with
 * the LTI refusal page.
 */

/** Each run its own names (a retry finds the first run's rows still there). */
const stamp = Date.now().toString(36);
const TOOL = `Lab ${stamp}`;
const ISSUER = `https://lms-${stamp}.example.org`;
const JSON_HEADERS = { ...XHR, 'Content-Type': 'application/json' };

/** An RSA public key, as a tool gives it (no private part). */
const PUBLIC_JWK = JSON.stringify({
  kty: 'RSA',
  e: 'AQAB',
  n: 'sXchDaQebHnPiGvyDOAT4saGEUetSyo9MKLOoWFsueri23bOdgWp4Dy1WlUzewbgBHod5pcM9H95GQRV3JDXboIRROSBigeC5yjU1hGzHHyXss8UDprecbAYxknTcQkhslANGRUZmdTOQ5qTRsLAt6BTYuyvVRdhS8exSZEy_c4gs_7svlJJQ4H9_NxsiIoLwAEk7-Q3UXERGYw_75IDrGA84-lA_-Ct4eTlXHBIY2EaV7t7LjJaynVJCpkv4LKjTTAumiGUIuQhrNhZLuF_RJLqHpM2kgWFLU7-VTdL1VbC2tejvcI2BlMkEpk1BzBZI0KQB0GaDWFLN-aEAw3vRw',
});

async function created(api: APIRequestContext, path: string, type: string, attributes: object) {
  const answer = await api.post(`/api/v1/lti/${path}`, {
    headers: JSON_HEADERS,
    data: { data: { type, attributes } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function attributesOf(api: APIRequestContext, path: string, id: string) {
  const list = (await (await api.get(`/api/v1/lti/${path}`, { headers: XHR })).json()) as {
    data: { id: string; attributes: Record<string, unknown> }[];
  };
  return list.data.find((row) => row.id === id)?.attributes;
}

/** A published course of its own with a module "Tools" holding a lesson and an external tool. */
async function courseWithTool(api: APIRequestContext) {
  const post = async (path: string, attributes: object) => {
    const answer = await api.post(`/api/v1/${path}`, {
      headers: JSON_HEADERS,
      data: { data: { attributes } },
    });
    expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
    return ((await answer.json()) as { data: { id: string; attributes: { slug: string } } }).data;
  };
  const catalog = await post('catalogs', { name: `Tools ${stamp}` });
  const toolId = await created(api, 'tools', 'lti_tools', {
    name: `Simulator ${stamp}`,
    login_url: 'https://sim.example.org/login',
    redirect_uris: ['https://sim.example.org/launch'],
    target_link_uri: 'https://sim.example.org/launch',
    jwks_url: 'https://sim.example.org/jwks',
  });
  const course = await post('courses', {
    title: `Simulated ${stamp}`,
    summary: 'With a tool.',
    catalog_id: catalog.id,
  });
  const module = await post(`courses/${course.id}/modules`, { title: 'Tools' });
  const lesson = await post(`courses/${course.id}/modules/${module.id}/items`, {
    kind: 'lesson',
    title: 'Before the simulation',
  });
  await api.patch(`/api/v1/courses/${course.id}/outline_items/${lesson.id}`, {
    headers: JSON_HEADERS,
    data: { data: { attributes: { content_html: '<p>Read this first.</p>' } } },
  });
  const item = await post(`courses/${course.id}/modules/${module.id}/lti_items`, {
    tool_id: toolId,
    title: 'Simulation',
  });
  const published = await api.post(`/api/v1/courses/${course.id}/publish`, { headers: XHR });
  expect(published.status(), await published.text()).toBe(200);
  return { id: course.id, slug: course.attributes.slug, itemSlug: item.attributes.slug };
}

test('the admin edits an LTI tool and an LTI platform in their forms', async ({
  page,
  signInAs,
}) => {
  test.setTimeout(120_000);
  const origin = await signInAs('admin@demo.academy');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await dismissTour(page);
  const toolId = await created(page.request, 'tools', 'lti_tools', {
    name: TOOL,
    login_url: 'https://lab.example.org/login',
    redirect_uris: ['https://lab.example.org/launch'],
    target_link_uri: 'https://lab.example.org/launch',
    public_jwk: PUBLIC_JWK,
    custom: { unit: '1' },
    services: ['ags', 'nrps'],
  });
  const platformId = await created(page.request, 'platforms', 'lti_platforms', {
    issuer: ISSUER,
    client_id: `client-${stamp}`,
    deployment_ids: ['1'],
    auth_endpoint: `${ISSUER}/auth`,
    token_endpoint: `${ISSUER}/token`,
    jwks_url: `${ISSUER}/jwks`,
  });

  await page.goto(`${origin}/admin/settings/integrations`);
  const tools = page.getByRole('region', { name: 'LTI tools' });
  await tools.getByRole('button', { name: `Edit ${TOOL}` }).click();
  const toolForm = tools.getByRole('form', { name: `Edit ${TOOL}` });
  await expect(toolForm.getByRole('heading', { name: `Edit ${TOOL}` })).toBeFocused();
  // Filled in; the key is not sent back, only said to be set.
  await expect(toolForm.getByLabel('Name')).toHaveValue(TOOL);
  await expect(toolForm.getByLabel('Redirect URIs')).toHaveValue('https://lab.example.org/launch');
  await expect(toolForm.getByLabel('Custom parameters')).toHaveValue('unit=1');
  await expect(toolForm.getByRole('checkbox', { name: 'Members (NRPS)' })).toBeChecked();
  await expect(toolForm.getByLabel('Tool’s public key (JWK)')).toHaveValue('');
  await expect(toolForm).toContainText('A public key is set.');
  // The by-hand form is not there beside it (one form of these fields at a time).
  await expect(tools.getByRole('button', { name: 'Add the tool' })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/integrations (LTI tool edit)');

  // The API refuses the login URL: the message is on that field, which gets the keyboard.
  const loginUrl = toolForm.getByLabel('Login initiation URL');
  await loginUrl.fill('lab.example.org/login');
  await toolForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(loginUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(loginUrl).toBeFocused();
  expect((await attributesOf(page.request, 'tools', toolId))?.login_url).toBe(
    'https://lab.example.org/login',
  );

  await loginUrl.fill('https://lab.example.org/login2');
  await toolForm.getByLabel('Name').fill(`${TOOL} v2`);
  await toolForm.getByLabel('Opens').selectOption({ label: 'In a new window' });
  await toolForm.getByRole('checkbox', { name: 'Members (NRPS)' }).uncheck();
  await toolForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(tools.getByRole('status')).toHaveText(`${TOOL} v2 is saved.`);
  await expect(tools.getByRole('button', { name: `Edit ${TOOL} v2` })).toBeFocused();
  await expect(tools.getByRole('form', { name: /^Edit / })).toHaveCount(0);
  expect(await attributesOf(page.request, 'tools', toolId)).toMatchObject({
    name: `${TOOL} v2`,
    login_url: 'https://lab.example.org/login2',
    presentation: 'window',
    services: ['ags'],
    has_public_key: true,
    custom: { unit: '1' },
  });

  // Cancel changes nothing and gives the keyboard back too.
  await tools.getByRole('button', { name: `Edit ${TOOL} v2` }).click();
  await tools.getByLabel('Name').fill('Not kept');
  await tools.getByRole('button', { name: 'Cancel' }).click();
  await expect(tools.getByRole('button', { name: `Edit ${TOOL} v2` })).toBeFocused();
  expect((await attributesOf(page.request, 'tools', toolId))?.name).toBe(`${TOOL} v2`);

  const platforms = page.getByRole('region', { name: 'LTI platforms' });
  await platforms.getByRole('button', { name: `Edit ${ISSUER}` }).click();
  const platformForm = platforms.getByRole('form', { name: `Edit ${ISSUER}` });
  await expect(platformForm.getByLabel('Issuer (platform ID)')).toHaveValue(ISSUER);
  await expect(platformForm.getByLabel('Deployment IDs')).toHaveValue('1');
  await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/integrations (LTI platform edit)');
  const auth = platformForm.getByLabel('Authentication (OIDC) endpoint');
  await auth.fill('lms.example.org/auth');
  await platformForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(auth).toHaveAttribute('aria-invalid', 'true');
  await expect(auth).toBeFocused();
  await auth.fill(`${ISSUER}/auth2`);
  await platformForm.getByLabel('Name').fill(`Canvas ${stamp}`);
  await platformForm.getByLabel('Deployment IDs').fill('1\n2');
  await platformForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(platforms.getByRole('status')).toHaveText(`Canvas ${stamp} is saved.`);
  const editPlatform = platforms.getByRole('button', { name: `Edit Canvas ${stamp}` });
  await expect(editPlatform).toBeFocused();
  await expect(platforms.getByRole('row', { name: new RegExp(`Canvas ${stamp}`) })).toContainText(
    '1, 2',
  );
  expect(await attributesOf(page.request, 'platforms', platformId)).toMatchObject({
    name: `Canvas ${stamp}`,
    issuer: ISSUER,
    auth_endpoint: `${ISSUER}/auth2`,
    deployment_ids: ['1', '2'],
  });
});

test('a portal with LTI switched off shows no LTI section and refuses LTI with its page', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const portal = await createTestPortal(playwright, baseURL ?? '');
  const ada = await apiContext(playwright, portal.origin);
  await login(ada, 'admin@demo.academy', DEMO_PASSWORD);
  await setPortalFlag(ada, 'lti', true);
  const context = await signedInContext(
    browser,
    playwright,
    portal.origin,
    'admin@demo.academy',
    DEMO_PASSWORD,
  );
  try {
    const course = await courseWithTool(ada);
    const page = await context.newPage();
    await page.goto(`${portal.origin}/admin/settings/integrations`);
    await dismissTour(page);
    await expect(page.getByRole('region', { name: 'LTI tools' })).toBeVisible();
    await page.goto(`${portal.origin}/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Outline' }).click();
    const module = page.getByRole('region', { name: 'Tools' });
    await expect(module.getByText('Add an external tool (LTI)')).toBeVisible();
    await expect(module.getByText('Simulation', { exact: true })).toBeVisible();

    await setPortalFlag(ada, 'lti', false);
    // The course editor offers no external tool; the item already there is said to be away.
    await page.reload();
    await page.getByRole('tab', { name: 'Outline' }).click();
    await expect(module.getByText('Simulation', { exact: true })).toBeVisible();
    await expect(module.getByText('Add an external tool (LTI)')).toHaveCount(0);
    await page.goto(`${portal.origin}/courses/${course.slug}/${course.itemSlug}`);
    await expect(page.locator('.player-preview')).toHaveText(
      'This external tool is not available: LTI is switched off on this portal.',
    );
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page, '/courses/[course]/[item] (LTI switched off)');

    await page.goto(`${portal.origin}/admin/settings/integrations`);
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'LTI tools' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'LTI platforms' })).toHaveCount(0);
    expect((await ada.get('/api/v1/lti/tools')).status()).toBe(403);

    await page.goto(`${portal.origin}/lti/jwks`);
    await expect(page).toHaveURL(/\/lti\/tool\/refused\?reason=LTI_OFF$/);
    await expect(page.locator('[data-reason="LTI_OFF"]')).toContainText(
      'This academy does not offer LTI launches',
    );
    const login = new URLSearchParams({
      iss: 'https://lms.example.org',
      login_hint: 'someone',
      target_link_uri: `${portal.origin}/lti/tool/launch`,
    });
    await page.goto(`${portal.origin}/lti/tool/login?${login}`);
    await expect(page).toHaveURL(/\/lti\/tool\/refused\?reason=LTI_OFF$/);
  } finally {
    await context.close();
    await ada.dispose();
  }
});
