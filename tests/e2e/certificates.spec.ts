import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, preferEnglish } from './support/demo';
import { expect, test } from './support/fixtures';

/** DEMO-DATA.md: Stijn holds this certificate (valid 24 months); Ada manages both. */
const STIJNS = 'Project management certificate';
const OTHER = 'Data literacy certificate';
/** docs/quizzes-api.md: 12 characters of ABCDEFGHJKLMNPQRSTUVWXYZ23456789. */
const CODE = /^[A-HJ-NP-Z2-9]{12}$/;

test.describe('certificates', () => {
  test('Stijn prints his certificate, and a signed-out visitor verifies its code', async ({
    page,
    signInAs,
    browser,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await expect(page).toHaveURL(/\/catalog$/);
    await dismissTour(page);

    await page.goto(`${origin}/account/certificates`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My certificates');
    const held = page.getByRole('listitem', { name: STIJNS });
    await expect(held).toContainText('Valid');
    await held.getByRole('link', { name: `View and print “${STIJNS}”` }).click();

    await expect(page).toHaveURL(new RegExp(`^${origin}/certificates/[^/]+$`));
    const certificate = page.getByRole('article', { name: STIJNS });
    await expect(certificate).toContainText('Stijn Student');
    await expect(certificate).toContainText('Project management basics');
    const code = ((await page.getByTestId('certificate-code').textContent()) ?? '').trim();
    expect(code).toMatch(CODE);
    await expect(certificate).toContainText(`/verify/${code}`);
    await expectNoAxeViolations(page, '/certificates/{id}');

    // On screen: the shell, its side navigation open, and the Print button.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const navigation = page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    // DEMO-DATA: Stijn's banner (students and coaches).
    const banner = page.getByRole('complementary', { name: 'New courses this autumn' });
    await expect(banner).toBeVisible();

    // On paper: only the certificate.
    await page.emulateMedia({ media: 'print' });
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: STIJNS })).toBeVisible();
    await expect(page.getByTestId('certificate-code')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Anyone with the code, signed in or not.
    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      await preferEnglish(visitor, origin);
      await visitor.goto(`${origin}/verify/${code}`);
      await expect(visitor).toHaveURL(`${origin}/verify/${code}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'This certificate is valid',
      );
      const main = visitor.getByRole('main');
      await expect(main).toContainText('Stijn Student');
      await expect(main).toContainText(STIJNS);
      // Nothing else about the holder.
      await expect(main).not.toContainText('student@demo.academy');
      await expectNoAxeViolationsAtBothWidths(visitor, '/verify/{code}');

      // A mistyped code: a friendly page with a form to type it again.
      await visitor.goto(`${origin}/verify/ZZZZZZZZZZZZ`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'No certificate has this code',
      );
      await visitor.getByLabel('Certificate code').fill(code.toLowerCase());
      await visitor.getByRole('button', { name: 'Check' }).click();
      await expect(visitor).toHaveURL(`${origin}/verify/${code}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'This certificate is valid',
      );
    } finally {
      await guest.close();
    }
  });

  test('Ada sees both certifications and the valid certificates issued', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await dismissTour(page);

    await page.goto(`${origin}/admin/certifications`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certifications');
    const definitions = page.getByRole('region', { name: 'Definitions' });
    await expect(definitions.getByRole('rowheader', { name: STIJNS })).toBeVisible();
    await expect(definitions.getByRole('rowheader', { name: OTHER })).toBeVisible();
    await expect(definitions.getByRole('row', { name: new RegExp(OTHER) })).toContainText('60 %');

    const issued = page.getByRole('region', { name: 'Issued certificates' });
    const valid = issued.getByRole('button', { name: /^Valid/ });
    await valid.click();
    await expect(valid).toHaveAttribute('aria-pressed', 'true');
    const stijn = issued.getByRole('row', { name: /Stijn Student/ });
    await expect(stijn).toContainText(STIJNS);
    await expect(stijn).toContainText('Valid');
    await expect(
      stijn.getByRole('button', { name: 'Revoke the certificate of Stijn Student' }),
    ).toBeVisible();
    // Only valid ones once the filtered answer is in (the previous rows stay until then).
    await expect
      .poll(async () => [
        ...new Set(await issued.locator('tbody .certificate-status').allTextContents()),
      ])
      .toEqual(['Valid']);
    await expect(issued.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      /^\/api\/v1\/certificates\/export\?filter%5Bstatus%5D=valid$/,
    );
    await expectNoAxeViolations(page, '/admin/certifications');
  });
});
