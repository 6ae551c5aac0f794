import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/** Issue 42, item 1: Ada makes a token for another system, the system uses it, Ada revokes it. */
const ADA = 'admin@demo.academy';

test.describe('API tokens', () => {
  test('Ada makes a token, sees it once, a system reads with it, and her revoke stops it at once', async ({
    page,
    signInAs,
    playwright,
  }) => {
    const origin = await signInAs(ADA);
    await dismissTour(page);
    await page.goto(`${origin}/admin/settings/api-tokens`);
    await expect(page.getByRole('heading', { level: 1, name: 'API tokens' })).toBeVisible();
    await expect(page.getByRole('link', { name: /API reference \(OpenAPI\)/ })).toHaveAttribute(
      'href',
      '/api/v1/openapi.json',
    );
    await expectNoAxeViolations(page, '/admin/settings/api-tokens');

    const add = page.getByRole('button', { name: 'New token' });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'New token' });
    // Nothing chosen: every problem at once, on its field.
    await dialog.getByRole('button', { name: 'Make token' }).click();
    await expect(dialog.getByText('Enter a name.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();

    const name = `HR sync ${Date.now().toString(36)}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Accounts: read', exact: true }).check();
    await expectNoAxeViolations(page, 'the new token dialog');
    await dialog.getByRole('button', { name: 'Make token' }).click();

    const created = page.getByRole('dialog', { name: `Copy the token “${name}” now` });
    await expect(created).toBeVisible();
    const secret = created.getByRole('textbox', { name: 'Your new token' });
    const token = await secret.inputValue();
    expect(token).toMatch(/^acad_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page, 'the new token, shown once');
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    await expect(add).toBeFocused();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(`${token.slice(0, 9)}…`);
    await expect(row).toContainText('Accounts: read');
    await expect(row).toContainText('Never');
    await expect(row).toContainText('Active');
    expect(await page.content()).not.toContain(token);

    // Another system: no cookie, only the token.
    const system = await playwright.request.newContext({ baseURL: origin });
    const headers = { authorization: `Bearer ${token}` };
    const accounts = await system.get('/api/v1/accounts', { headers });
    expect(accounts.status()).toBe(200);
    expect(accounts.headers().ratelimit).toMatch(/^"token";r=599;t=\d+$/);
    expect(((await accounts.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    // Outside its scope: refused, and a write needs no browser marker to be refused for scope.
    expect((await system.get('/api/v1/orders', { headers })).status()).toBe(403);
    expect((await system.get('/api/v1/api_tokens', { headers })).status()).toBe(403);

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: name })).not.toContainText('Never');

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke “${name}”?` });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
    await expect(add).toBeFocused();

    const refused = await system.get('/api/v1/accounts', { headers });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'INVALID_API_TOKEN',
    );
    await system.dispose();
  });

  test('only admins have it: Sven Sales gets no menu entry and no page', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('sales@demo.academy');
    await dismissTour(page);
    const answer = await page.goto(`${origin}/admin/settings/api-tokens`);
    expect(answer?.status()).toBe(403);
  });
});
