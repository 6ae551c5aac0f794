import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, portalOrigin } from './support/demo';
import { linkPath, mailTo } from './support/mail';
import { expect, test } from './support/requests';
import { checkScreen } from './support/screens';

/**
 * People in bulk (issue 43, item 2): import a CSV (a row with a problem, the preview, the fixed
 * file confirmed, the results and the new accounts' invitations), enrol the imported accounts in
 * a course from the users list, invite an address and accept the mailed invitation. Everything
 * is the test's own: an organisation (a fresh student's own entity), a draft course, addresses
 * and names unique to the run, and names between the demo's first and last (the users list's
 * sort is another spec's).
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** A draft course of Ada's, for this test alone (drafts are offered to bulk enrolment too). */
async function draftCourse(api: APIRequestContext, title: string) {
  const options = await (await api.get('/api/v1/courses/authoring_options')).json();
  const catalog = options.included.find((r: { type: string }) => r.type === 'catalogs');
  const created = await api.post('/api/v1/courses', {
    headers: { ...XHR, 'Content-Type': 'application/json' },
    data: {
      data: { attributes: { title, summary: 'For a bulk enrolment.', catalog_id: catalog.id } },
    },
  });
  expect(created.status()).toBe(201);
}

const fileInput = (page: Page) => page.getByLabel('CSV file');

test.describe('people in bulk (issue 43)', () => {
  let folder = '';
  test.beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'people-bulk-'));
  });
  test.afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('Ada imports people from CSV, fixes the file, confirms, and enrols them in a course', async ({
    page,
    signInAs,
    newStudent,
    requestAs,
    baseURL,
  }) => {
    test.slow();
    const run = `${Date.now()}`;
    const org = await newStudent({ fullName: `Bulk Org ${run}` });
    const { api } = await requestAs('admin@demo.academy');
    const course = `Bulk course ${run}`;
    await draftCourse(api, course);
    const people = ['Bea', 'Bram', 'Bo'].map((name) => ({
      name: `Bulk ${name} ${run}`,
      email: `bulk-${name.toLowerCase()}-${run}@example.org`,
    }));
    const header = 'email,full_name,entity,roles,language';
    const line = (p: { name: string; email: string }) =>
      `${p.email},${p.name},${org.fullName},student,en`;
    const bad = path.join(folder, `people-${run}-bad.csv`);
    const fixed = path.join(folder, `people-${run}.csv`);
    await writeFile(
      bad,
      [header, line(people[0]!), 'not-an-address,Bulk Bad,,,', line(people[2]!)].join('\n'),
    );
    await writeFile(fixed, [header, ...people.map(line)].join('\n'));

    const origin = await signInAs('admin@demo.academy', { at: '/admin/accounts' });
    await dismissTour(page);
    // From the users list, by keyboard.
    const importLink = page.getByRole('link', { name: 'Import from CSV' });
    await importLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/admin/accounts/import`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import people from CSV' }),
    ).toBeVisible();

    // The check: every row's outcome, the problem named by row and column; nothing written.
    await fileInput(page).setInputFiles(bad);
    // The file input it came from is gone: the check's heading has the focus.
    await expect(
      page.getByRole('heading', { name: `Checked people-${run}-bad.csv: 3 rows.` }),
    ).toBeFocused();
    await expect(page.getByText('2 new accounts', { exact: true })).toBeVisible();
    await expect(page.getByText('1 row with problems', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Problems', exact: true }).click();
    const rows = page.getByRole('table', { name: `The rows of people-${run}-bad.csv` });
    await expect(rows.getByRole('row')).toHaveCount(2);
    await expect(rows.getByRole('cell', { name: '3', exact: true })).toBeVisible();
    await expect(rows).toContainText('email: “not-an-address” is not an e-mail address.');
    await checkScreen(page, origin, '/admin/accounts/import (preview)');

    // The fixed file, confirmed, with the new accounts' invitations.
    await page.getByRole('button', { name: 'Choose another file' }).click();
    await expect(fileInput(page)).toBeFocused();
    await fileInput(page).setInputFiles(fixed);
    await expect(page.getByText('3 new accounts', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: 'Send each new account an invitation by e-mail' }),
    ).toBeChecked();
    await page.getByRole('button', { name: 'Confirm import' }).click();
    // The button pressed is gone: the heading that says what happened has the focus.
    await expect(page.getByRole('heading', { name: `Imported people-${run}.csv.` })).toBeFocused();
    await expect(
      page.getByText('3 accounts created, 0 changed, 0 unchanged, 0 skipped, 0 failed.'),
    ).toBeVisible();
    await expect(page.getByText('3 invitations sent.')).toBeVisible();
    const invitation = await mailTo(baseURL, 'invitation', people[1]!.email);
    expect(invitation.subject).toBe('You are invited to Demo Academy');
    await expectNoAxeViolationsAtBothWidths(page, '/admin/accounts/import (results)');

    // Enrol them from the users list: search, select the page, keyboard through the dialog.
    await page.getByRole('link', { name: 'Back to all users' }).click();
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(`-${run}@`);
    // Exact names: with 73 accounts on the portal, "3 accounts" is inside "73 accounts", and the
    // unfiltered page was taken for the search's (its 25 rows selected) before the search came.
    const table = page.getByRole('table', { name: '3 accounts', exact: true });
    await expect(table).toBeVisible();
    await table.getByRole('checkbox', { name: 'Select every account on this page' }).check();
    await expect(page.getByText(/^3 accounts selected/)).toBeVisible();
    const enrol = page.getByRole('button', { name: 'Enrol in courses…' });
    await enrol.click();
    const dialog = page.getByRole('dialog', { name: 'Enrol in courses' });
    await expect(dialog.getByRole('radio', { name: 'The 3 selected accounts' })).toBeChecked();
    const box = dialog.getByRole('checkbox', { name: `${course} (draft)` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
    await dialog.getByRole('button', { name: 'Enrol', exact: true }).focus();
    await page.keyboard.press('Enter');
    const results = page.getByRole('dialog', { name: 'Enrolments changed' });
    await expect(results.getByText('3 changes, 0 left as they were.')).toBeVisible();
    for (const person of people) {
      await expect(results.getByRole('row', { name: new RegExp(person.name) })).toContainText(
        'Enrolled',
      );
    }
    await expectNoAxeViolationsAtBothWidths(page, '/admin/accounts (bulk enrolment results)');
    await results.getByRole('button', { name: 'Close' }).click();
    await expect(enrol).toBeFocused();
    await expect(page.getByText('No accounts selected')).toBeVisible();
  });

  test('Sven invites an address; the invitation’s link sets a password and signs in, once', async ({
    page,
    browser,
    signInAs,
    newStudent,
    baseURL,
  }) => {
    test.slow();
    const run = `${Date.now()}`;
    const org = await newStudent({ fullName: `Bulk Org ${run}` });
    const email = `bulk-ina-${run}@example.org`;
    const origin = await signInAs('sales@demo.academy', { at: '/admin/accounts' });
    await dismissTour(page);
    await page.getByRole('link', { name: 'Invite people' }).click();
    await expect(page).toHaveURL(`${origin}/admin/accounts/invitations`);
    await page.getByLabel('E-mail addresses').fill(`Bulk Ina ${run} <${email}>`);
    await page.getByLabel('Organisation').selectOption({ label: org.fullName });
    // Sales give learners only: the one role offered, ticked.
    await expect(page.getByRole('checkbox', { name: 'Student' })).toBeChecked();
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await page.getByLabel('Language of the account and the e-mail').selectOption('en');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(page.getByText('1 invitation sent, 0 addresses not invited.')).toBeFocused();
    const sent = page.getByRole('table', { name: 'Invitations, newest first' });
    await expect(sent.getByRole('row', { name: new RegExp(`Bulk Ina ${run}`) })).toContainText(
      'Waiting',
    );
    await checkScreen(page, origin, '/admin/accounts/invitations');

    const mail = await mailTo(baseURL, 'invitation', email);
    expect(mail.text).toContain('Sven Sales invited you to Demo Academy');
    const link = linkPath(mail.text, '/auth/accept-invitation');
    const guest = await browser.newContext({ baseURL: origin });
    await guest.addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
    const invitee = await guest.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(invitee.getByText(email)).toBeVisible();
    await expect(invitee.getByLabel('Full name')).toHaveValue(`Bulk Ina ${run}`);
    await expectNoAxeViolationsAtBothWidths(invitee, '/auth/accept-invitation');
    await invitee.getByLabel('Password', { exact: true }).fill('a-long-password');
    await invitee.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(invitee).not.toHaveURL(/\/auth/);
    await expect(invitee.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await invitee.goto(link);
    await expect(
      invitee.getByText('This invitation link no longer works', { exact: false }),
    ).toBeVisible();
    await guest.close();

    // Accepted: no longer waiting.
    await page.reload();
    await expect(sent.getByRole('row', { name: new RegExp(`Bulk Ina ${run}`) })).toHaveCount(0);
  });

  test('on Unlimited Learning (no account-support) the screens live beneath /academy/accounts_support', async ({
    page,
    signInAs,
    baseURL,
  }) => {
    const origin = await signInAs('admin@demo.academy', {
      portal: 'unlimited',
      at: '/academy/accounts_support',
    });
    expect(origin).toBe(portalOrigin(baseURL, 'unlimited'));
    await dismissTour(page);
    await page.getByRole('link', { name: 'Invite people' }).click();
    await expect(page).toHaveURL(`${origin}/academy/accounts_support/invitations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, '/academy/accounts_support/invitations');
    await page.goto(`${origin}/academy/accounts_support/import`);
    // Demo Academy's organisations are not this portal's: checked, refused, nothing written.
    const file = path.join(folder, 'unlimited.csv');
    await writeFile(
      file,
      'email,full_name,entity\nnobody-unlimited@example.org,No Body,Acme Learning BV\n',
    );
    await fileInput(page).setInputFiles(file);
    await expect(page.getByText('1 row with problems', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
    await expect(
      page.getByText('This portal has no organisation named “Acme Learning BV”.'),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, '/academy/accounts_support/import');
  });
});
