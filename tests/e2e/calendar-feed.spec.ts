import type { APIResponse, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/** Issue 42, item 3: Stijn's deadlines in his own calendar, by a private address he controls. */
const STIJN = 'student@demo.academy';
const CERTIFICATE = 'Project management certificate';

/** The events of an iCalendar answer as a calendar app reads them (ical.js). */
async function eventsOf(answer: APIResponse) {
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

/** Confirms a calendar feed dialog and waits until it has closed. */
async function confirm(page: Page, title: string, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** A retry meets the feed the run before made: switched off first, so every run starts alike. */
async function startWithout(page: Page, section: Locator) {
  const off = section.getByRole('button', { name: 'Switch off' });
  const create = section.getByRole('button', { name: 'Create calendar address' });
  await expect(off.or(create)).toBeVisible();
  if (await off.isVisible()) {
    await off.click();
    await confirm(page, 'Switch off the calendar feed?', 'Switch off');
  }
  await expect(create).toBeVisible();
}

test.describe('Calendar feed', () => {
  test('Stijn makes his calendar address, a calendar reads his deadlines, and a reset stops the old address', async ({
    page,
    signInAs,
    playwright,
    context,
  }) => {
    const origin = await signInAs(STIJN, { at: '/account/details' });
    await dismissTour(page);
    const section = page.getByRole('region', { name: 'Calendar feed' });
    await startWithout(page, section);
    await expectNoAxeViolations(page, '/account/details, calendar feed off');

    await section.getByRole('button', { name: 'Create calendar address' }).click();
    const status = section.getByRole('status');
    await expect(status).toHaveText('Calendar address created: copy it into your calendar app.');
    const copy = section.getByRole('button', { name: 'Copy address' });
    await expect(copy).toBeFocused();
    const address = section.getByRole('textbox', { name: 'Your calendar address' });
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${origin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await expect(section.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      url.replace(/^http:/, 'webcal:'),
    );

    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await copy.click();
    await expect(status).toHaveText('Calendar address copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page, '/account/details, calendar feed on');

    // The calendar reads it: the certificate's expiry, a whole day, in Stijn's own language.
    const events = await eventsOf(await page.request.get(url));
    const expiry = events.find((event) => event.summary === `Certificaat verloopt: ${CERTIFICATE}`);
    expect(expiry?.uid).toMatch(/^certificate-[0-9a-f-]{36}@localhost$/);
    expect(expiry?.startDate.isDate).toBe(true);
    // A calendar app has no session: the address alone opens it.
    const app = await playwright.request.newContext();
    expect((await eventsOf(await app.get(url))).map((event) => event.uid)).toContain(expiry?.uid);

    // "Add to calendar" beside the expiry: the same event, with the same UID.
    await page.goto(`${origin}/account/certificates`);
    const add = page.getByRole('link', { name: `Add to calendar: ${CERTIFICATE}` });
    await expect(add).toBeVisible();
    const single = await eventsOf(
      await page.request.get(`${origin}${await add.getAttribute('href')}`),
    );
    expect(single.map((event) => event.uid)).toEqual([expiry?.uid]);
    await expectNoAxeViolations(page, '/account/certificates');

    // Reset: the old address stops at once, the new one works; focus stays on Reset.
    await page.goto(`${origin}/account/details`);
    const reset = section.getByRole('button', { name: 'Reset the address' });
    await reset.click();
    await expect(
      page.getByRole('alertdialog', { name: 'Reset the calendar address?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the reset confirmation');
    await confirm(page, 'Reset the calendar address?', 'Reset the address');
    await expect(reset).toBeFocused();
    await expect(status).toHaveText('New calendar address created: add it to your calendar.');
    const renewed = await address.inputValue();
    expect(renewed).not.toBe(url);
    expect((await app.get(url)).status()).toBe(404);
    expect((await eventsOf(await app.get(renewed))).map((event) => event.uid)).toContain(
      expiry?.uid,
    );

    // Switched off: no address works, and focus moves to Create.
    await section.getByRole('button', { name: 'Switch off' }).click();
    await confirm(page, 'Switch off the calendar feed?', 'Switch off');
    await expect(section.getByRole('button', { name: 'Create calendar address' })).toBeFocused();
    await expect(status).toHaveText('Calendar feed switched off.');
    expect((await app.get(renewed)).status()).toBe(404);
    await app.dispose();
  });
});
