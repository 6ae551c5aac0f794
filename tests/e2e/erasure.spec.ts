import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, signIn } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 42, item 4: a learner asks to be erased (and may withdraw); the portal's admins see the
 * request, open the account and erase it with a reason and its address typed again. Only an
 * account registered for this test is ever erased: other specs share the demo accounts.
 */
const ADA = 'admin@demo.academy';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('Erasure', () => {
  test('a learner asks, withdraws and asks again; Ada erases the account and it opens nothing', async ({
    page,
    browser,
    signInAs,
    newStudent,
  }) => {
    test.setTimeout(120_000);
    const fullName = `Erin Erasable ${Date.now().toString(36)}`;
    const erin = await newStudent({ fullName });
    await signInAs(erin, { at: '/account/details' });
    await dismissTour(page);

    // The confirmation is reached by keyboard, and Escape returns focus to the button.
    const own = page.getByRole('region', { name: 'Erase my account' });
    await own.getByLabel('Anything we should know?').fill('Moving abroad, please remove me.');
    const ask = own.getByRole('button', { name: 'Ask to erase my account' });
    await ask.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Ask to erase your account?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(ask).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Send my request' })).toBeFocused();
    await page.keyboard.press('Enter');
    const withdraw = own.getByRole('button', { name: 'Withdraw my request' });
    await expect(withdraw).toBeFocused();
    await expect(own).toContainText('for your account and data to be erased.');
    await expect(own).toContainText('The portal’s administrators answer by');
    await expect(own).toContainText('Moving abroad, please remove me.');
    await expectNoAxeViolationsAtBothWidths(page, '/account/details with an open erasure request');

    // Withdrawn, the request form is back (and keeps the page after a reload).
    await withdraw.click();
    await expect(own.getByRole('status')).toHaveText(
      'Your request was withdrawn. Your account stays as it is.',
    );
    await expect(own.getByLabel('Anything we should know?')).toBeFocused();
    await page.reload();
    await expect(ask).toBeVisible();

    // Asked again: the one that stays open.
    await own.getByLabel('Anything we should know?').fill('Second thoughts over: please erase.');
    await ask.click();
    await dialog.getByRole('button', { name: 'Send my request' }).click();
    await expect(withdraw).toBeVisible();

    // Ada sees it among the open requests and opens the account.
    await signInAs(ADA, { at: '/admin/settings/erasure-requests' });
    await expect(page.getByRole('heading', { level: 1, name: 'Erasure requests' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const row = page.getByRole('row').filter({ hasText: fullName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Second thoughts over: please erase.');
    await expect(row).toContainText(erin.email);
    await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/erasure-requests');
    // "All" also lists the withdrawn one.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: fullName })).toHaveCount(2);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: fullName })).toHaveCount(1);

    await row.getByRole('link', { name: fullName }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/accounts/${erin.id}$`));
    const erasure = page.getByRole('region', { name: 'Erasure', exact: true });
    await expect(erasure.getByRole('region', { name: 'Erasure request' })).toContainText(
      `${fullName} asked on`,
    );
    await expect(erasure).toContainText('Second thoughts over: please erase.');
    await expectNoAxeViolationsAtBothWidths(page, '/admin/accounts/{id} with an erasure request');

    // The address must be typed as the account has it.
    await erasure.getByLabel('Reason for erasing').fill('Asked on their account page.');
    const confirm = erasure.getByLabel(`Type the e-mail address ${erin.email} to confirm`);
    await confirm.fill('someone.else@example.org');
    await erasure.getByRole('button', { name: 'Erase account and data' }).click();
    await expect(confirm).toBeFocused();
    await expect(erasure).toContainText('Type the account’s e-mail address exactly as shown.');
    await confirm.fill(erin.email.toUpperCase());
    await erasure.getByRole('button', { name: 'Erase account and data' }).click();
    const erased = erasure.getByText(/^This account was erased on /);
    await expect(erased).toBeFocused();
    // The page comes back anonymised, without the data's forms or the roles editor.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erased account');
    await expect(page.getByRole('region', { name: 'Personal data' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Roles', exact: true })).toHaveCount(0);
    await expect(erasure.getByRole('button', { name: 'Erase account and data' })).toHaveCount(0);
    await page.reload();
    await expect(erasure.getByText(/^This account was erased on /)).toBeVisible();

    // Erin's session ends, and her address and password open nothing any more.
    const context = await browser.newContext();
    try {
      await context.addCookies(erin.cookies);
      const hers = await context.newPage();
      await hers.goto(`${erin.origin}/account/details`);
      await expect(hers).toHaveURL(/\/auth(\?|$)/);
      await signIn(hers, erin.origin, erin.email, 'a-long-password');
      await expect(hers.getByText('These credentials do not match our records.')).toBeVisible();
      await expect(hers).toHaveURL(/\/auth(\?|$)/);
    } finally {
      await context.close();
    }
  });

  test('Ada declines a request with a reason, which the learner is told', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const fullName = `Dana Declined ${Date.now().toString(36)}`;
    const dana = await newStudent({ fullName });
    const asked = await dana.api.post('/api/v1/erasure_requests', {
      data: { data: { type: 'erasure_requests', attributes: { note: 'Please remove me.' } } },
    });
    expect(asked.status()).toBe(201);
    // One open request at a time.
    const again = await dana.api.post('/api/v1/erasure_requests', {
      data: { data: { type: 'erasure_requests', attributes: { note: '' } } },
    });
    expect(again.status()).toBe(409);

    const origin = await signInAs(ADA, { at: `/admin/accounts/${dana.id}` });
    // The admins were told, with a link to the list.
    const me = await (await page.request.get(`${origin}/api/v1/me`, { headers: XHR })).json();
    const told = await page.request.get(
      `${origin}/api/v1/accounts/${me.data.id}/notifications?page[size]=50`,
      { headers: XHR },
    );
    const messages = ((await told.json()) as { data: { attributes: Record<string, unknown> }[] })
      .data;
    expect(messages.map((notification) => notification.attributes)).toContainEqual(
      expect.objectContaining({
        // In Ada's own language (Dutch in the demo data).
        message: expect.stringContaining(fullName),
        link: '/admin/settings/erasure-requests',
      }),
    );

    const erasure = page.getByRole('region', { name: 'Erasure', exact: true });
    const request = erasure.getByRole('region', { name: 'Erasure request' });
    await expect(request).toContainText(`${fullName} asked on`);
    await expect(request).toContainText('Please remove me.');
    // A reason is required.
    await request.getByRole('button', { name: 'Decline the request' }).click();
    await expect(request.getByLabel('Reason for declining')).toBeFocused();
    await request.getByLabel('Reason for declining').fill('Your invoice of March is still open.');
    await request.getByRole('button', { name: 'Decline the request' }).click();
    await expect(
      erasure.getByText(`The request was declined, and ${fullName} has been told why.`),
    ).toBeFocused();
    await expect(erasure.getByRole('region', { name: 'Erasure request' })).toHaveCount(0);

    // Dana reads why, and may ask again.
    await signInAs(dana, { at: '/account/details' });
    const own = page.getByRole('region', { name: 'Erase my account' });
    await expect(own).toContainText('was declined on');
    await expect(own).toContainText('Your invoice of March is still open.');
    await expect(own.getByRole('button', { name: 'Ask to erase my account' })).toBeVisible();
  });
});
