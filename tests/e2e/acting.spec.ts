import { expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, signIn } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 43, item 3: support acts as a learner. Sam Support signs in through the form (a session
 * of this test alone: acting changes the session), opens a fresh learner's page, acts as them,
 * sees the banner on every page and what stays the learner's own is not shown, then stops and
 * is back on the learner's page as himself. (That the audit log names him "as" the learner is
 * the API tests' matter: academy-api/accounts/acting.routes.test.ts.)
 */
const SAM = 'support@demo.academy';

test.describe('Acting as a user', () => {
  test('Sam acts as a learner, sees the banner everywhere, and stops', async ({
    page,
    newStudent,
  }) => {
    test.setTimeout(120_000);
    const fullName = `Axel Actedas ${Date.now().toString(36)}`;
    const learner = await newStudent({ fullName });
    await signIn(page, learner.origin, SAM);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(`${learner.origin}/admin/accounts/${learner.id}`);
    await dismissTour(page);

    const section = page.getByRole('region', { name: 'Act as this person' });
    await expect(section).toContainText('stay theirs');
    await expectNoAxeViolationsAtBothWidths(page, 'an account page with Act as');
    const start = section.getByRole('button', { name: `Act as ${fullName}` });
    await start.focus();
    await page.keyboard.press('Enter');

    // Every page carries the banner, named by its words.
    const banner = page.getByRole('complementary', { name: `You are acting as ${fullName}.` });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Sam Support');
    await page.goto(`${learner.origin}/notifications`);
    await expect(banner).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page, 'a page while acting as a learner');

    // The learner's own address, password and data are not even shown.
    await page.goto(`${learner.origin}/account/details`);
    await expect(page.getByText(`While you act as ${fullName}`)).toBeVisible();
    await expect(page.getByLabel('New password')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download my data' })).toHaveCount(0);
    // Staff pages are the learner's to see now, so not Sam's.
    const staffPage = await page.request.get(`${learner.origin}/api/v1/accounts`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(staffPage.status()).toBe(403);

    // A write as the learner is recorded as Sam's "as" the learner.
    const changed = await page.request.patch(`${learner.origin}/api/v1/accounts/${learner.id}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
      data: { data: { type: 'accounts', id: learner.id, attributes: { locale: 'en' } } },
    });
    expect(changed.status()).toBe(200);

    await banner.getByRole('button', { name: 'Stop acting' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/accounts/${learner.id}$`));
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  });
});
