import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './support/axe';
import { dismissTour, preferEnglish } from './support/demo';
import { expect, test } from './support/fixtures';

/** DEMO-DATA.md: Stijn holds this certificate (valid 24 months). */
const STIJNS = 'Project management certificate';

/** The certificate page's Open Badge file of one format, as its text. */
async function download(
  page: Page,
  name: string,
): Promise<{ text: string; bytes: Buffer; file: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  const bytes = await readFile(await file.path());
  return { text: bytes.toString('utf8'), bytes, file: file.suggestedFilename() };
}

/** Pastes `text` into /verify's check and waits for the verdict. */
async function check(page: Page, text: string, button = 'Check credential') {
  const input = page.getByTestId('badge-check-input');
  await input.fill(text);
  await page.getByRole('button', { name: button }).click();
  return page.getByTestId('badge-verdict');
}

test.describe('Open Badges', () => {
  test('Stijn downloads his certificate as an Open Badge; a visitor checks it on /verify', async ({
    page,
    signInAs,
    browser,
  }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/account/certificates`);
    await page
      .getByRole('listitem', { name: STIJNS })
      .getByRole('link', { name: `View and print “${STIJNS}”` })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/certificates/[^/]+$`));
    const section = page.getByRole('region', { name: 'Download as Open Badge' });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page, '/certificates/{id} with the Open Badge downloads');

    const json = await download(page, 'Credential (JSON-LD)');
    expect(json.file).toBe('project-management-certificate-open-badge.json');
    const credential = JSON.parse(json.text);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer.id).toMatch(/^did:web:localhost%3A\d+$/);
    expect(json.text).not.toContain('student@demo.academy');
    const jwt = (await download(page, 'Credential (JWT)')).text.trim();
    expect(jwt).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const svg = await download(page, 'Badge image (SVG)');
    expect(svg.text).toContain('<openbadges:credential>');
    const png = await download(page, 'Badge image (PNG)');
    expect(png.file).toBe('project-management-certificate-open-badge.png');
    expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.bytes.includes('openbadgecredential')).toBe(true);

    // The issuer's DID document is public, with the key that signed.
    const did = await page.request.get(`${origin}/.well-known/did.json`);
    expect(did.status()).toBe(200);
    const document = await did.json();
    expect(document.id).toBe(credential.issuer.id);
    expect(document.assertionMethod).toContain(credential.proof.verificationMethod);

    const guest = await browser.newContext();
    try {
      const visitor = await guest.newPage();
      await preferEnglish(visitor, origin);
      await visitor.goto(`${origin}/verify`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Check a certificate');

      const verdict = await check(visitor, json.text);
      await expect(verdict.getByRole('heading')).toHaveText('Valid');
      await expect(verdict).toContainText(STIJNS);
      await expect(verdict).toContainText(credential.issuer.id);
      await expect(verdict).toContainText('Signature: passed');
      await expectNoAxeViolationsAtBothWidths(visitor, '/verify');

      // One word changed after signing.
      const changed = { ...credential, name: 'Brain surgery certificate' };
      const tampered = await check(visitor, JSON.stringify(changed));
      await expect(tampered.getByRole('heading')).toHaveText(
        'Tampered: the signature does not match',
      );
      await expect(tampered).toContainText('Signature: failed');

      // Not a credential at all: a clear word, no crash.
      const junk = await check(visitor, '{"hello": [1, 2, 3]}');
      await expect(junk.getByRole('heading')).toHaveText('Not a readable credential');

      // The baked badge images, uploaded as files.
      for (const [image, mimeType] of [
        [svg, 'image/svg+xml'],
        [png, 'image/png'],
      ] as const) {
        const fileField = visitor.getByLabel('Or choose a file (.json, .jwt, .svg, .png)');
        await fileField.setInputFiles({ name: image.file, mimeType, buffer: image.bytes });
        const baked = visitor.getByTestId('badge-verdict');
        await expect(baked.getByRole('heading')).toHaveText('Valid');
        await expect(baked).toContainText('The credential was taken from the badge image.');
        // The next upload's verdict replaces this one.
        await check(visitor, '{}');
        await expect(baked.getByRole('heading')).toHaveText('Not a readable credential');
      }

      // Once in Dutch: the JWT form.
      await guest.addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
      await visitor.goto(`${origin}/verify`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
        'Een certificaat controleren',
      );
      const dutch = await check(visitor, jwt, 'Credential controleren');
      await expect(dutch.getByRole('heading')).toHaveText('Geldig');
      await expect(dutch).toContainText('Handtekening: in orde');
      await expectNoAxeViolations(visitor, '/verify in Dutch');
    } finally {
      await guest.close();
    }
  });

  test('an admin sees the signing keys on the certifications screen', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('admin@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/admin/certifications`);
    const keys = page.getByRole('region', { name: 'Open Badges signing keys' });
    await expect(keys).toContainText(/did:web:localhost%3A\d+/);
    await expect(keys.getByRole('cell', { name: 'Signs new credentials' })).toHaveCount(1);
    await expect(keys.getByRole('button', { name: 'Rotate key' })).toBeVisible();
    await expectNoAxeViolations(page, '/admin/certifications with the signing keys');
  });
});
