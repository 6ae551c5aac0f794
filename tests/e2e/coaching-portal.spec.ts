import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { DEMO_PASSWORD, dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import {
  apiContext,
  createTestPortal,
  login,
  registerOn,
  setPortalFlag,
  signedInContext,
  TEST_PASSWORD,
} from './support/test-portal';

/**
 * "with `review-tickets` switched off for a test portal, the coach's menu leads to
 * `/coach/review`". The portal is the test's own (switching the flag on Demo Academy would change
 * every other coaching test on the server), and so is its coach: someone registers there (as a
 * student) and Ada makes them a coach on their account page (spec §6: admins give roles).
 */

async function openMenu(page: Page) {
  await dismissTour(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  return page.getByRole('navigation', { name: 'Main navigation' });
}

test.describe('the coach’s menu per portal', () => {
  test('with review-tickets off the coach’s menu leads to /coach/review, with it on to /coach/tickets', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const portal = await createTestPortal(playwright, baseURL ?? '');
    const stamp = Date.now().toString(36);
    const person = await registerOn(playwright, portal, `Corin Coach ${stamp}`);
    const adaContext = await signedInContext(
      browser,
      playwright,
      portal.origin,
      'admin@demo.academy',
      DEMO_PASSWORD,
    );
    const ada = await adaContext.newPage();
    let coachContext = null as Awaited<ReturnType<typeof signedInContext>> | null;
    let adaApi = null as Awaited<ReturnType<typeof apiContext>> | null;
    try {
      // Ada gives the new account the coach role on its page; the change is recorded.
      await ada.goto(`${portal.origin}/admin/accounts/${person.id}`);
      await dismissTour(ada);
      const roles = ada.getByRole('group', { name: 'Roles of this account' });
      await expect(roles.getByRole('checkbox', { name: 'Student' })).toBeChecked();
      await expectNoAxeViolations(ada, '/admin/accounts/{id} (roles)');
      await roles.getByRole('checkbox', { name: 'Coach' }).check();
      await ada.getByRole('button', { name: 'Save roles' }).click();
      await expect(ada.getByRole('status').filter({ hasText: 'Roles saved' })).toHaveText(
        'Roles saved: Coach, Student.',
      );
      const history = ada.getByRole('region', { name: 'Role changes' });
      await expect(history.getByRole('row')).toHaveCount(2);
      await expect(history.getByRole('row').nth(1)).toContainText('Ada Admin');
      await expect(history.getByRole('row').nth(1)).toContainText('Coach, Student');

      // The portal has review-tickets (copied from Demo Academy); Ada switches it off.
      adaApi = await apiContext(playwright, portal.origin);
      await login(adaApi, 'admin@demo.academy', DEMO_PASSWORD);
      await setPortalFlag(adaApi, 'review-tickets', false);

      coachContext = await signedInContext(
        browser,
        playwright,
        portal.origin,
        person.email,
        TEST_PASSWORD,
      );
      const coach = await coachContext.newPage();
      await coach.goto(`${portal.origin}/coach/dashboard`);
      let navigation = await openMenu(coach);
      await expect(navigation.getByRole('link', { name: 'Review tickets' })).toHaveCount(0);
      await expect(navigation.getByRole('link', { name: 'Review', exact: true })).toHaveAttribute(
        'href',
        '/coach/review',
      );
      await coach.goto(`${portal.origin}/coach/review`);
      await expect(coach.getByRole('heading', { level: 1 })).toHaveText('Submissions to grade');
      await expect(coach.getByText('Nothing to grade. New submissions appear here.')).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(coach, '/coach/review');
      expect((await coach.goto(`${portal.origin}/coach/tickets`))?.status()).toBe(403);

      // On again: the next request follows (menu, page and API agree).
      await setPortalFlag(adaApi, 'review-tickets', true);
      await coach.goto(`${portal.origin}/coach/dashboard`);
      navigation = await openMenu(coach);
      await expect(navigation.getByRole('link', { name: 'Review', exact: true })).toHaveCount(0);
      await expect(navigation.getByRole('link', { name: 'Review tickets' })).toHaveAttribute(
        'href',
        '/coach/tickets',
      );
      expect((await coach.goto(`${portal.origin}/coach/tickets`))?.status()).toBe(200);
      expect((await coach.goto(`${portal.origin}/coach/review`))?.status()).toBe(403);
    } finally {
      await coachContext?.close();
      await adaApi?.dispose();
      await adaContext.close();
      await person.api.dispose();
    }
  });
});
