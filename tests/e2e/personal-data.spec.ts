import type { Download } from '@playwright/test';
import { unzipSync } from 'fflate';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 42, item 4: a person downloads their data from /account/details; an admin downloads an
 * account's data with a reason, which the audit log keeps.
 */
const STIJN = 'student@demo.academy';
const ADA = 'admin@demo.academy';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The JSON files of a downloaded zip, by name. */
async function zipOf(download: Download) {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  return (name: string) =>
    JSON.parse(new TextDecoder().decode(files[name])) as Record<string, unknown[]>;
}

test.describe('Personal data', () => {
  test('Stijn downloads his data from his account page', async ({ page, signInAs }) => {
    await signInAs(STIJN, { at: '/account/details' });
    await dismissTour(page);
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('link', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const json = await zipOf(download);
    expect(json('account.json').accounts).toEqual([
      expect.objectContaining({ email: STIJN, full_name: 'Stijn Student' }),
    ]);
    // DEMO-DATA: Stijn has 120 notifications (tests running beside this one may add some), and
    // every one in the zip is his.
    const accountId = (json('account.json').accounts?.[0] as { id: string } | undefined)?.id;
    const notifications = json('communication.json').notifications as { account_id: string }[];
    expect(notifications.length).toBeGreaterThanOrEqual(120);
    expect(notifications.every((row) => row.account_id === accountId)).toBe(true);
    await expectNoAxeViolations(page, '/account/details with Your data');
  });

  test('Ada downloads Stijn’s data with a reason, and the audit log says so', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs(ADA, { at: '/admin/accounts' });
    await dismissTour(page);
    const found = await page.request.get(
      `${origin}/api/v1/accounts?filter[search]=${encodeURIComponent(STIJN)}`,
      { headers: XHR },
    );
    const stijn = ((await found.json()) as { data: { id: string }[] }).data[0];
    expect(stijn).toBeDefined();
    await page.goto(`${origin}/admin/accounts/${stijn?.id}`);
    const section = page.getByRole('region', { name: 'Personal data' });
    const download = section.getByRole('button', { name: 'Download their data' });
    // No reason, no download: the browser asks for one.
    await download.click();
    await expect(section.getByLabel('Reason')).toBeFocused();
    const reason = `Data request ${Date.now().toString(36)}`;
    await section.getByLabel('Reason').fill(reason);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const json = await zipOf(file);
    expect(json('account.json').accounts).toEqual([expect.objectContaining({ id: stijn?.id })]);
    await expectNoAxeViolations(page, '/admin/accounts/{id} with Personal data');

    const log = await page.request.get(
      `${origin}/api/v1/audit_events?filter[action]=account.data_exported`,
      { headers: XHR },
    );
    const entries = ((await log.json()) as { data: { attributes: Record<string, unknown> }[] })
      .data;
    expect(entries.map((entry) => entry.attributes)).toContainEqual(
      expect.objectContaining({ actor_name: 'Ada Admin', target_id: stijn?.id, after: { reason } }),
    );
  });
});
