import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Date fields in the page's language (spec §9 "d MMM y at HH:mm", 24-hour clock,
 * week from Monday), not Chromium's mm/dd/yyyy and 12-hour clock of `<input type="date">`.
 */
test.describe('date fields in the page’s language (spec §9)', () => {
  test('a Dutch announcement form reads and writes dates in Dutch, with a keyboard calendar', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await dismissTour(page);
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(`${origin}/admin/announcements`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mededelingen');
    await page.getByRole('button', { name: 'Nieuwe mededeling' }).click();
    const form = page.getByRole('form', { name: 'Nieuwe mededeling' });
    const ends = form.getByLabel('Eindigt', { exact: true });
    await expect(ends).toHaveAttribute('type', 'text');
    await expect(ends).toHaveAttribute('placeholder', /^3 mrt\. \d{4} om 14:30$/);

    // Typed loosely, shown in the displayed format once the field is left.
    await ends.fill('24-12-2030 18.05');
    await ends.press('Tab');
    await expect(ends).toHaveValue('24 dec. 2030 om 18:05');

    // Text that is no date: a message in Dutch, tied to the field.
    await ends.fill('volgende week');
    await ends.press('Tab');
    await expect(ends).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(/^Dit veld moet een datum en tijd bevatten zoals /)).toBeVisible();
    await ends.fill('24 dec 2030 18:05');
    await expect(form.getByText(/^Dit veld moet een datum/)).toHaveCount(0);

    // The calendar: from its button, Monday first, arrows move, Enter chooses, focus returns.
    const button = form.getByRole('button', { name: 'Kies datum' }).nth(1);
    await button.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Kalender' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expect(calendar.locator('th').first()).toHaveAttribute('aria-label', 'maandag');
    await expect(page.locator(':focus')).toHaveText('24');
    await expectNoAxeViolations(page, '/admin/announcements (calendar open)');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(ends).toHaveValue('25 dec. 2030 om 18:05');
    await expect(button).toBeFocused();

    // Escape closes it too, focus back on its button.
    await page.keyboard.press('Enter');
    await expect(calendar.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);
    await expect(button).toBeFocused();
  });
});
