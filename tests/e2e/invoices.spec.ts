import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 40, item 5: the seller's details on /admin/sales/invoicing, the buyer's billing details
 * on the order form (EU reverse charge), an invoice when the order is paid, and its PDF for the
 * buyer on /account/orders. DEMO-DATA.md "Commerce": Flat Fee Group buys "Flat fee: all courses"
 * (no order automation, so nobody's access changes).
 */
const FLAT = 'Flat fee: all courses';

async function chooseCustomer(page: Page, search: string, name: string) {
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await customer.fill(search);
  await expect(page.getByRole('option', { name: new RegExp(name) }).first()).toBeVisible();
  await customer.press('Enter');
  await expect(page.getByTestId('chosen-customer')).toHaveText(name);
}

test.describe('invoices', () => {
  test('Sven keeps the seller’s details, sells to a Belgian business without VAT, and the paid order has its invoice PDF', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('sales@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/admin/sales/orders`);
    // The sales menu leads there.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('link', { name: 'Invoicing' })
      .click();
    await expect(page).toHaveURL(`${origin}/admin/sales/invoicing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoicing');
    // The demo's seller, as seeded.
    await expect(page.getByLabel('Legal name')).toHaveValue('Demo Academy B.V.');
    await expect(page.getByLabel('Country')).toHaveValue('NL');
    // A VAT number of another country is refused by its field, and focus goes there.
    const vat = page.getByLabel('VAT number');
    await vat.fill('DE123456789');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toBeFocused();
    await expectNoAxeViolations(page, '/admin/sales/invoicing with a refused VAT number');
    await vat.fill('NL000099998B57');
    await page.getByLabel('Footer line').fill('Thank you for learning with us.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await page.goto(`${origin}/admin/sales/orders/create`);
    await chooseCustomer(page, 'flat fee', 'Flat Fee Group');
    await page.getByLabel('Product of line 1').selectOption({ label: `${FLAT} — €1,500.00` });
    const total = page.getByTestId('order-total');
    await expect(total).toHaveText('€1,815.00');
    await page.getByLabel('Invoice address').fill('Rue de la Loi 16\n1000 Bruxelles');
    await page.getByLabel('Country').selectOption('BE');
    await page.getByLabel('VAT number').fill('BE12');
    // The quote says at once that the number does not fit Belgium; VAT stays charged.
    await expect(page.getByText('This is not a VAT number of that country')).toBeVisible();
    await expect(total).toHaveText('€1,815.00');
    await page.getByLabel('VAT number').fill('BE 0123.456.789');
    await expect(page.getByTestId('reverse-charge')).toBeVisible();
    await expect(total).toHaveText('€1,500.00');
    await expectNoAxeViolations(page, '/admin/sales/orders/create with reverse charge');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/admin/sales/orders/[0-9a-f-]{36}$`));
    await expect(page.getByText('Issued when the order is paid')).toBeVisible();
    await expect(page.getByText('VAT reverse charged (EU business customer)')).toBeVisible();

    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as paid' }).click();
    await expect(page.locator('#order-status')).toHaveText(/Paid/);
    const link = page.getByRole('link', { name: /^Invoice DEMO-INV-\d{4}-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page, 'a paid order with its invoice');
    const pdf = await page.request.get(`${origin}${await link.getAttribute('href')}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('Stijn downloads his organisation’s invoice from /account/orders; others cannot', async ({
    page,
    signInAs,
    browser,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/account/orders`);
    const orders = page.getByRole('region', { name: 'Orders' });
    // DEMO-…-000001 was paid: its invoice; 000003 waits for payment: none yet.
    const link = orders.getByRole('link', { name: /^Invoice DEMO-INV-\d{4}-\d{6} \(PDF\)$/ });
    await expect(link.first()).toBeVisible();
    const href = (await link.first().getAttribute('href')) ?? '';
    const pdf = await page.request.get(`${origin}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toMatch(/DEMO-INV-\d{4}-\d{6}\.pdf/);
    await expectNoAxeViolations(page, '/account/orders with invoices');
    // Nobody outside the organisation, and no guest, gets it.
    const guest = await browser.newContext();
    expect((await guest.request.get(`${origin}${href}`)).status()).toBe(401);
    await guest.close();
  });

  test('the invoicing page in Dutch, at 390 px', async ({ page, signInAs }) => {
    const origin = await signInAs('sales@demo.academy');
    await dismissTour(page);
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/admin/sales/invoicing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Facturatie');
    await expect(page.getByLabel('Btw-nummer')).toBeVisible();
    await expectNoAxeViolations(page, '/admin/sales/invoicing in Dutch at 390 px');
  });
});
