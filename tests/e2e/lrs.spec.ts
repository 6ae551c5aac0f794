import { randomUUID } from 'node:crypto';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 37 item 4: an admin of the academy group makes a credential for an outside xAPI tool on
 * /admin/settings/integrations, the tool records through the app's /xapi/ (the BFF, as a
 * browser or server reaches it) and reads back, and a revoked credential opens nothing.
 */
test('an outside tool records into the portal’s learning record store with a credential made in the settings', async ({
  page,
  signInAs,
  playwright,
}) => {
  const origin = await signInAs('admin@demo.academy');
  await page.context().addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  await dismissTour(page);
  await page.goto(`${origin}/admin/settings/integrations`);
  const lrs = page.getByRole('region', { name: 'Learning record store (xAPI)' });
  await expect(lrs).toContainText(`${origin}/xapi/`);
  await lrs.getByLabel('Tool').fill('Reporting system');
  await lrs.getByRole('button', { name: 'Create credential' }).click();
  const made = lrs.getByRole('status').filter({ hasText: 'Copy the secret now' });
  await expect(made).toBeFocused();
  const [key, secret] = await made.locator('dd code').allTextContents();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page, '/admin/settings/integrations (a credential made)');

  const headers = {
    Authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
    'X-Experience-API-Version': '2.0.0',
  };
  const id = randomUUID();
  const statement = {
    id,
    actor: { objectType: 'Agent', mbox: 'mailto:ada@example.com' },
    verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { en: 'experienced' } },
    object: { objectType: 'Activity', id: 'https://tools.example/reports/1' },
  };
  // A request context of its own: no session cookie goes along, only the credential.
  const tool = await playwright.request.newContext();
  const stored = await tool.post(`${origin}/xapi/statements`, {
    headers: { ...headers, 'Content-Type': 'application/json' },
    data: statement,
  });
  expect(stored.status()).toBe(200);
  expect(stored.headers()['access-control-allow-origin']).toBe('*');
  // What a tool stores never runs as a page of the portal.
  const html = await tool.put(
    `${origin}/xapi/activities/state?${new URLSearchParams({
      activityId: 'https://tools.example/reports/1',
      agent: JSON.stringify(statement.actor),
      stateId: 'page',
    })}`,
    { headers: { ...headers, 'Content-Type': 'text/html' }, data: '<script>alert(1)</script>' },
  );
  expect(html.status()).toBe(204);
  const served = await tool.get(
    `${origin}/xapi/activities/state?${new URLSearchParams({
      activityId: 'https://tools.example/reports/1',
      agent: JSON.stringify(statement.actor),
      stateId: 'page',
    })}`,
    { headers },
  );
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  // No browser keeps an answer: a second session reads its own launch data, not the first's.
  expect(served.headers()['cache-control']).toBe('no-store');
  const read = await tool.get(`${origin}/xapi/statements?statementId=${id}`, { headers });
  expect(read.status()).toBe(200);
  expect((await read.json()).authority.account.name).toBe(key);

  await lrs.getByRole('button', { name: 'Revoke “Reporting system”' }).first().click();
  await expect(lrs.getByRole('row', { name: /Reporting system/ }).first()).toContainText(
    'Revoked on',
  );
  expect(
    (await tool.get(`${origin}/xapi/statements?statementId=${id}`, { headers })).status(),
  ).toBe(401);
  await tool.dispose();
});
