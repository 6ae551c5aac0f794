import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, type FreshStudent, test } from './support/fixtures';

/**
 * The file storage (SCREENS "Files") as a student meets it: portfolio files on Demo Academy,
 * which has `account_files`. Each test uses a student of its own, with an item of its own.
 */
async function studentWithItem(newStudent: () => Promise<FreshStudent>, title: string) {
  const student = await newStudent();
  const created = await student.api.post(`/api/v1/accounts/${student.id}/portfolio_items`, {
    data: { data: { type: 'portfolio_items', attributes: { title, kind: 'assignment' } } },
  });
  expect(created.status()).toBe(201);
  return student;
}

async function openPortfolio(page: Page, origin: string) {
  await dismissTour(page);
  await page.goto(`${origin}/portfolio`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio');
}

const itemCard = (page: Page, title: string, list = 'Your items') =>
  page.getByRole('region', { name: list }).getByRole('listitem', { name: title });

test.describe('portfolio files', () => {
  test('a student attaches a file to a portfolio item and downloads it @smoke', async ({
    page,
    playwright,
    signInAs,
    newStudent,
  }) => {
    const title = 'Report on our team day';
    const student = await studentWithItem(newStudent, title);
    const origin = await signInAs(student);
    await openPortfolio(page, origin);

    const card = itemCard(page, title);
    const input = card.getByLabel('Attach a file');
    // The limits are stated with the input.
    await expect(input).toHaveAccessibleDescription(/at most 50 MB/);
    // Enabled once the page is interactive.
    await expect(input).toBeEnabled();
    const text = 'What went well:\n- the agenda\n- the café — everyone came\n';
    await input.setInputFiles({
      name: 'team-day.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from(text),
    });

    const size = Buffer.byteLength(text);
    const link = card.getByRole('link', { name: `Download “team-day.md”, ${size} bytes` });
    await expect(link).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('“team-day.md” attached.');
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page, '/portfolio with a file');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('team-day.md');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(saved, 'utf8')).toBe(text);

    // Served through the app with its type, sniffing off, and private to the student.
    const href = (await link.getAttribute('href')) ?? '';
    const response = await page.request.get(`${origin}${href}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="team-day.md"/,
    );
    const again = await page.request.get(`${origin}${href}`, {
      headers: { 'If-None-Match': response.headers().etag ?? '' },
    });
    expect(again.status()).toBe(304);
    // Not for anyone else: a guest learns nothing (other people's 404s: files/files.routes.test.ts).
    const guest = await playwright.request.newContext();
    expect((await guest.get(`${origin}${href}`)).status()).toBe(401);
    await guest.dispose();

    // Removed after confirming; the file is gone for good.
    await card.getByRole('button', { name: 'Remove “team-day.md”' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this file?' });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(link).toHaveCount(0);
    await expect(card.getByRole('status')).toHaveText('“team-day.md” removed.');
    expect((await page.request.get(`${origin}${href}`)).status()).toBe(404);
  });

  test('a file over 50 MB is refused before it is sent, a renamed program by the server', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    const title = 'Recording of my presentation';
    const student = await studentWithItem(newStudent, title);
    const origin = await signInAs(student);
    await openPortfolio(page, origin);
    const card = itemCard(page, title);
    await expect(card.getByLabel('Attach a file')).toBeEnabled();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/files') uploads.push(request.method());
    });

    // 50,000,001 bytes made in the page (not sent through Playwright), chosen like a file.
    await card.getByLabel('Attach a file').evaluate((input: HTMLInputElement) => {
      const file = new File([new Uint8Array(50_000_001)], 'presentation.mp4', {
        type: 'video/mp4',
      });
      const transfer = new DataTransfer();
      transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect(card.getByRole('alert')).toHaveText(
      '“presentation.mp4” is larger than 50 MB (50,000,000 bytes).',
    );
    await expect(card.getByLabel('Attach a file')).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toEqual([]);

    // A Windows program named like a picture: the server reads its bytes and refuses it.
    await card.getByLabel('Attach a file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]),
    });
    await expect(card.getByRole('alert')).toContainText(
      '“photo.png” is not a kind of file you can attach here',
    );
    expect(uploads).toEqual(['POST']);
    await expect(card.getByRole('link')).toHaveCount(0);

    // In Dutch, on a 390 px wide phone: the control is there and nothing sticks out.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
    await page.goto(`${origin}/portfolio`);
    await expect(itemCard(page, title, 'Je items').getByLabel('Bestand toevoegen')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
