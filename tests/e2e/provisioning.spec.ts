import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 39, item 3: Ada makes a SCIM token on the integrations screen (shown once); the identity
 * provider (a request context with nothing but the token, against the public URL) provisions a
 * person, who appears on the people screen; deactivating a signed-in learner signs their browser
 * out at once.
 */
const ADA = 'admin@demo.academy';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const PATCH = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

test.describe('SCIM provisioning', () => {
  test('a token made once provisions a person and deactivation signs a browser out', async ({
    page,
    signInAs,
    newStudent,
    browser,
    playwright,
  }) => {
    const learner = await newStudent({ fullName: `Dora Deactivated ${Date.now().toString(36)}` });
    const origin = await signInAs(ADA);
    await dismissTour(page);
    await page.goto(`${origin}/admin/settings/integrations`);
    const section = page.getByRole('region', { name: 'Provisioning (SCIM 2.0)' });
    await expect(section).toBeVisible();
    await expect(section.getByTestId('scim-base-url')).toHaveText(`${origin}/scim/v2`);
    await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/integrations');

    const name = `Entra ${Date.now().toString(36)}`;
    await section.getByRole('textbox', { name: 'Identity provider' }).fill(name);
    await section.getByRole('button', { name: 'Create SCIM token' }).click();
    const token = (await section.getByTestId('scim-token').textContent()) ?? '';
    expect(token).toMatch(/^scim_/);
    const row = section.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${token.slice(0, 9)}…`);
    await expect(row).toContainText('Never');
    await expectNoAxeViolationsAtBothWidths(page, 'the new SCIM token, shown once');
    // Shown once: not after a reload.
    await page.reload();
    await expect(section.getByRole('row').filter({ hasText: name })).toBeVisible();
    expect(await page.content()).not.toContain(token);

    // A group named ahead: its members will be coaches.
    const group = `Coaches ${Date.now().toString(36)}`;
    await section.getByRole('textbox', { name: 'Group name' }).fill(group);
    await section.getByRole('combobox', { name: 'Role or organisation' }).selectOption('Coach');
    await section.getByRole('button', { name: 'Save mapping' }).click();
    await expect(section.getByRole('row').filter({ hasText: group })).toContainText('Coach');

    // The identity provider: no cookie, only the token, on the portal's public address.
    const idp = await playwright.request.newContext({ baseURL: origin });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' };
    const local = `pia.provisioned.${Date.now().toString(36)}`;
    const made = await idp.post('/scim/v2/Users', {
      headers,
      data: {
        schemas: [USER],
        userName: `${local}@example.com`,
        name: { givenName: 'Pia', familyName: 'Provisioned' },
        emails: [{ value: `${local}@example.com`, type: 'work', primary: true }],
        active: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    expect(made.headers()['content-type']).toContain('application/scim+json');
    const person = await made.json();
    expect(person.meta.location).toBe(`${origin}/scim/v2/Users/${person.id}`);
    // The public answer names no upstream host.
    expect(JSON.stringify(person)).not.toMatch(/academy-api|127\.0\.0\.1:\d+\/v1/);
    expect(
      (await idp.get('/scim/v2/Users', { headers: { authorization: 'Bearer nope' } })).status(),
    ).toBe(401);

    // The identity provider finds the group by its name and puts Pia in it: she is a coach.
    const groups = await idp.get(
      `/scim/v2/Groups?filter=${encodeURIComponent(`displayName eq "${group}"`)}`,
      { headers },
    );
    const [found] = (await groups.json()).Resources;
    const joined = await idp.patch(`/scim/v2/Groups/${found.id}`, {
      headers,
      data: {
        schemas: [PATCH],
        Operations: [{ op: 'Add', path: 'members', value: [{ value: person.id }] }],
      },
    });
    expect(joined.status(), await joined.text()).toBe(200);

    await page.goto(`${origin}/admin/accounts`);
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(local);
    await expect(page.getByRole('link', { name: 'Pia Provisioned' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Pia Provisioned' })).toContainText(
      'Coach',
    );

    // The learner is signed in in a browser of their own.
    const context = await browser.newContext();
    try {
      await context.addCookies(learner.cookies);
      const theirs = await context.newPage();
      await theirs.goto(`${learner.origin}/account/details`);
      await expect(theirs).toHaveURL(/\/account\/details/);
      const off = await idp.patch(`/scim/v2/Users/${learner.id}`, {
        headers,
        data: { schemas: [PATCH], Operations: [{ op: 'Replace', path: 'active', value: 'False' }] },
      });
      expect(off.status(), await off.text()).toBe(200);
      await theirs.goto(`${learner.origin}/account/details`);
      await expect(theirs).toHaveURL(/\/auth(\?|$)/);
    } finally {
      await context.close();
    }

    // Admins see the state on the person's page.
    await page.goto(`${origin}/admin/accounts/${learner.id}`);
    await expect(page.getByTestId('account-deactivated')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'a deactivated account');
    await idp.dispose();

    // The audit log by kind: every SCIM event, under the token's name.
    await page.goto(`${origin}/admin/settings/audit-log`);
    await page
      .getByRole('combobox', { name: 'Kind' })
      .selectOption({ label: 'Provisioning (SCIM)' });
    await expect(page).toHaveURL(/[?&]f\.category=scim(&|$)/);
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
    await expect
      .poll(async () => {
        const actions = await table.locator('tbody tr td:nth-of-type(3)').allInnerTexts();
        return actions.length > 0 && actions.every((text) => /SCIM/.test(text));
      })
      .toBe(true);
    const deactivation = table
      .getByRole('row')
      .filter({ hasText: 'Person deactivated (SCIM)' })
      .filter({ hasText: learner.email });
    await expect(deactivation).toContainText(name);
  });
});
