import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 42, item 5: Ada's change lands in the portal's audit log with her name and what she did;
 * she narrows the log to that action, and the log's hash chain checks out.
 */
const ADA = 'admin@demo.academy';
const AUDIT_LOG = '/admin/settings/audit-log';

/** Ada makes an API token through its screen (an audited change); resolves to its name. */
async function makeToken(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/admin/settings/api-tokens`);
  const name = `Audit sync ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('checkbox', { name: 'Accounts: read', exact: true }).check();
  await dialog.getByRole('button', { name: 'Make token' }).click();
  const created = page.getByRole('dialog', { name: `Copy the token “${name}” now` });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();
  return name;
}

test.describe('audit log', () => {
  test('Ada’s new API token is logged with her name, she filters by it, and the chain verifies', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs(ADA, { at: '/admin/settings/api-tokens' });
    await dismissTour(page);
    const name = await makeToken(page, origin);

    await page.goto(`${origin}${AUDIT_LOG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
    // Newest first: her change is at the top (another worker's change may have come since).
    const entry = table.getByRole('row').filter({ hasText: name });
    await expect(entry).toContainText('Ada Admin');
    await expect(entry).toContainText('API token created');
    await expect(entry).toContainText(`name: "${name}"`);

    // Narrowed to that action: in the address, in the list and in the export.
    await page
      .getByRole('combobox', { name: 'Action' })
      .selectOption({ label: 'API token created' });
    await expect(page).toHaveURL(/[?&]f\.action=api_token\.created(&|$)/);
    const rows = table.getByRole('row');
    // The unfiltered page stays on screen until the filtered one has come: wait for it (her
    // entry is the newest of both, so it alone cannot tell them apart).
    await expect
      .poll(async () => {
        const actions = await table.locator('tbody tr td:nth-of-type(3)').allInnerTexts();
        return actions.length > 0 && actions.every((text) => text.includes('API token created'));
      })
      .toBe(true);
    await expect(rows.nth(1)).toContainText(name);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(/^#\d+$/);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/audit_events/export.csv?filter%5Baction%5D=api_token.created',
    );
    // The address opens the same view.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('api_token.created');
    await expect(table.getByRole('row').nth(1)).toContainText(name);

    // The whole states, behind a disclosure named "Show all" or "Hide" and for which entry.
    const toggle = table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^(Show all|Hide) of entry #\d+$/ });
    await expect(toggle).toHaveAccessibleName(/^Show all/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(/^Hide/);
    await expect(table.getByRole('row').nth(1)).toContainText(`"name": "${name}"`);

    await page.getByRole('button', { name: 'Verify the log' }).click();
    await expect(page.getByRole('status').filter({ hasText: /checks? out/ })).toHaveText(
      /(All \d+ entries check|The one entry checks) out; the last is #\d+ of .+\. Checked on .+\./,
    );
    await expectNoAxeViolations(page, `${AUDIT_LOG} (filtered, verified, an entry opened)`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table.getByRole('row').nth(1)).toContainText(name);
    await expectNoAxeViolations(page, `${AUDIT_LOG} at 390 px`);
  });

  test('a student has no audit log: not the page, not the API', async ({ page, signInAs }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    const answer = await page.goto(`${origin}${AUDIT_LOG}`);
    expect(answer?.status()).toBe(403);
    const api = await page.request.get(`${origin}/api/v1/audit_events`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(api.status()).toBe(403);
  });
});
