import type { APIRequestContext, Page } from '@playwright/test';
import { format } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour, preferEnglish, signIn, signOut } from './support/demo';
import { expect, test } from './support/fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The text a person types for `minutes` from now, in the browser's (this process's) time zone:
 * the date-time field's displayed English format (spec §9 "d MMM y at HH:mm").
 */
function localInput(minutes: number): string {
  return format(new Date(Date.now() + minutes * 60_000), "d MMM y 'at' HH:mm", { locale: enGB });
}

/** Deletes announcements by title through the API (as the signed-in staff member of `page`). */
async function deleteAnnouncement(api: APIRequestContext, origin: string, title: string) {
  const list = await api.get(
    `${origin}/api/v1/announcements?filter[search]=${encodeURIComponent(title)}`,
    { headers: XHR },
  );
  for (const item of (await list.json()).data ?? []) {
    await api.delete(`${origin}/api/v1/announcements/${item.id}`, { headers: XHR });
  }
}

/** The List-Unsubscribe address of a raw message (headers may be folded). */
function oneClickPath(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const match = /^List-Unsubscribe:\s*<([^>]+)>/im.exec(headers);
  const url = new URL(match?.[1] ?? 'http://invalid/');
  return `${url.pathname}${url.search}`;
}

async function expectBannerGone(page: Page, title: string) {
  await expect(page.getByRole('complementary', { name: title })).toHaveCount(0);
}

test.describe('communication', () => {
  // Two sessions, sign-ins and a whole send: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('Ada publishes for students; a new student sees the banner, dismisses it, and it stays dismissed', async ({
    page,
    signInAs,
    newStudent,
    browser,
  }) => {
    const title = `Exam week ${Date.now()}`;
    const origin = await signInAs('admin@demo.academy');
    await dismissTour(page);
    try {
      await page.goto(`${origin}/admin/announcements`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Announcements');
      await expect(page.getByRole('row', { name: /New courses this autumn/ })).toBeVisible();
      await expectNoAxeViolations(page, '/admin/announcements');

      await page.getByRole('button', { name: 'New announcement' }).click();
      const form = page.getByRole('form', { name: 'New announcement' });
      await expect(form.getByRole('heading', { name: 'New announcement' })).toBeFocused();
      await form.getByLabel('Title').fill(title);
      const text = form.getByRole('textbox', { name: 'Text' });
      await text.click();
      await text.pressSequentially('Exams start on Monday.');
      await form.getByLabel('Severity').selectOption({ label: 'Urgent' });
      // Ended within the hour whatever happens to this test: other tests' students stay clear.
      await form.getByLabel('Ends').fill(localInput(30));
      await form.getByRole('checkbox', { name: 'Students' }).check();
      await form.getByRole('checkbox', { name: 'Notification' }).check();
      await expect(form.getByRole('checkbox', { name: 'Banner' })).toBeChecked();
      await expectNoAxeViolations(page, '/admin/announcements (form)');
      await form.getByRole('button', { name: 'Save' }).click();
      const row = page.getByRole('row', { name: new RegExp(title) });
      await expect(row).toContainText('Live');
      await expect(row).toContainText('Students');
      await expect(page.getByRole('button', { name: 'New announcement' })).toBeFocused();

      // A student who did not exist when it was saved is in its audience all the same.
      const student = await newStudent({ fullName: 'Bea Banner' });
      const context = await browser.newContext();
      try {
        const own = await context.newPage();
        await signIn(own, origin, student.email, 'a-long-password');
        await expect(own).toHaveURL(/\/catalog$/);
        await dismissTour(own);
        const banner = own.getByRole('complementary', { name: title });
        await expect(banner).toContainText('Exams start on Monday.');
        await expect(banner).toContainText('Urgent');
        await expectNoAxeViolations(own, 'the banner');
        // The keyboard reaches Dismiss; afterwards focus is on the page, not lost.
        await banner.getByRole('button', { name: 'Dismiss' }).focus();
        await own.keyboard.press('Enter');
        await expectBannerGone(own, title);
        await expect(own.locator('#main')).toBeFocused();
        await own.reload();
        await expectBannerGone(own, title);
        await expect(own.getByRole('heading', { level: 1 })).toBeVisible();

        // Remembered for the account, not the browser: signing in again does not bring it back.
        await signOut(own);
        await expect(own).toHaveURL(/\/auth\?loggedOut=true/);
        await signIn(own, origin, student.email, 'a-long-password');
        await expect(own).toHaveURL(/\/catalog$/);
        await expect(own.getByRole('heading', { level: 1 })).toBeVisible();
        await expectBannerGone(own, title);
      } finally {
        await context.close();
      }
    } finally {
      await deleteAnnouncement(page.request, origin, title);
    }
  });

  test('Cora reads "Coach meeting on Friday" on /coach/news, on a phone too', async ({
    page,
    signInAs,
  }) => {
    await signInAs('coach@demo.academy', { at: '/coach/news' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    const meeting = page.getByRole('article', { name: 'Coach meeting on Friday' });
    await expect(meeting).toContainText('All coaches meet on Friday');
    // Newest first; announcements for students only are not coach news.
    const titles = page.getByRole('article').getByRole('heading');
    await expect(titles.first()).toHaveText('Coach meeting on Friday');
    await expect(page.getByRole('article', { name: 'New courses this autumn' })).toBeVisible();
    await expectNoAxeViolations(page, '/coach/news');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(meeting).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/coach/news at 390 px');
  });

  test('Mia mails the students: Stijn gets his copy, Eva none, and the unsubscribe link works signed out', async ({
    page,
    signInAs,
    browser,
    exclusive,
  }) => {
    // Stijn's consent is changed and restored here: one test at a time.
    await exclusive('mailing-list-stijn');
    const subject = `Autumn news ${Date.now()} for {{first_name}}`;
    const origin = await signInAs('marketing@demo.academy', { at: '/academy/marketing' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mailing list');
    await expectNoAxeViolations(page, '/academy/marketing');
    // The tabs from the keyboard: arrow keys move between them.
    await page.getByRole('tab', { name: 'Mailings' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Subscribers' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('row', { name: /Eva Expired/ })).toContainText('Unsubscribed');
    await expect(page.getByRole('row', { name: /Stijn Student/ })).toContainText('Confirmed');
    await expectNoAxeViolations(page, '/academy/marketing (subscribers)');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Sender address')).toHaveValue('news@demo.academy');
    await expectNoAxeViolations(page, '/academy/marketing (settings)');
    await page.getByRole('tab', { name: 'Mailings' }).click();

    await page.getByRole('link', { name: 'New mailing' }).click();
    await expect(page).toHaveURL(/\/academy\/marketing\/mailings\/new$/);
    // An unknown merge field is refused before anything is sent.
    await page.getByLabel('Subject').fill('Hello {{frist_name}}');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Unknown merge field {{frist_name}}.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toBeFocused();

    await page.getByLabel('Subject').fill(subject);
    const body = page.getByRole('textbox', { name: 'Message' });
    await body.click();
    await body.pressSequentially('Hello {{first_name}}, new courses are in the catalog.');
    await expect(page.getByRole('checkbox', { name: 'Students' })).toBeChecked();
    await expect(page.getByText(/\d+ subscribers will receive it/)).toBeVisible();
    await expectNoAxeViolations(page, 'compose');
    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this mailing now?' });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/academy\/marketing\/mailings\/[0-9a-f-]{36}$/);
    // The progress bar follows the send until every message is handled.
    await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100', {
      timeout: 30_000,
    });
    await expect(page.getByText(/finished/)).toBeVisible();
    await expectNoAxeViolations(page, 'the mailing page');

    // Stijn's copy is there, as an .eml the page links to.
    await page.getByRole('searchbox', { name: 'Search recipients' }).fill('student@demo.academy');
    const stijn = page.getByRole('row', { name: /Stijn Student/ });
    await expect(stijn).toContainText('Sent');
    const eml = await page.request.get(
      `${origin}${await stijn.getByRole('link', { name: /^Open \.eml of the message to / }).getAttribute('href')}`,
    );
    const raw = await eml.text();
    expect(raw).toContain(`Subject: ${subject.replace('{{first_name}}', 'Stijn')}`);
    expect(raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // Eva unsubscribed: no message for her at all.
    await page.getByRole('searchbox', { name: 'Search recipients' }).fill('expired@demo.academy');
    await expect(page.getByText('No recipients match.')).toBeVisible();

    // Unsubscribing works signed out: the RFC 8058 one-click POST, then the page's own link.
    const link = oneClickPath(raw);
    const guest = await browser.newContext();
    try {
      const oneClick = await guest.request.post(`${origin}${link}`, {
        form: { 'List-Unsubscribe': 'One-Click' },
      });
      expect(oneClick.status()).toBe(200);
      const visitor = await guest.newPage();
      await preferEnglish(visitor, origin);
      await visitor.goto(`${origin}${link.replace('/api/unsubscribe', '/unsubscribe')}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
      await expect(
        visitor.getByText(/is unsubscribed from the mailing list of Demo Academy/),
      ).toBeVisible();
      await expectNoAxeViolations(visitor, '/unsubscribe');
      await visitor.getByRole('button', { name: 'Subscribe again' }).click();
      await expect(
        visitor.getByText('Stop receiving the mailing list of Demo Academy'),
      ).toBeVisible();
      await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(visitor.getByText('You will not receive the next mailing.')).toBeVisible();
      // Back as he was (DEMO-DATA: Stijn confirmed).
      await visitor.getByRole('button', { name: 'Subscribe again' }).click();
      await expect(visitor.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
      const bad = await guest.newPage();
      await preferEnglish(bad, origin);
      await bad.goto(`${origin}/unsubscribe?token=not-a-token`);
      await expect(bad.getByText('This unsubscribe link is not valid')).toBeVisible();
    } finally {
      await guest.close();
    }
  });

  test('the mailing list is for marketing roles with the portals feature', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('sales@demo.academy', { at: '/academy/marketing' });
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Mailing list');
    const api = await page.request.get(`${origin}/api/v1/mailing_list/subscribers`, {
      headers: XHR,
    });
    expect(api.status()).toBe(403);
  });
});
