import path from 'node:path';
import { folderEntries, zipBytes } from '../../academy-api/packages/test-zip';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 37 item 1 in the browser: an author uploads a SCORM package into a module of the course
 * editor, sees what it holds, and sees every problem of a package that is refused, in Dutch.
 * (The e2e servers run with ACADEMY_CONTENT_PACKAGES=on: scripts/e2e-server.sh.)
 */
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/packages');
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test('Alex uploads a SCORM package, sees its parts, and a refused version’s problems in Dutch', async ({
  page,
  signInAs,
}) => {
  const origin = await signInAs('author@demo.academy');
  await dismissTour(page);
  const api = (urlPath: string, attributes: Record<string, unknown>) =>
    page.request.post(`${origin}/api/v1/courses${urlPath}`, {
      headers: { ...XHR, 'Content-Type': 'application/json' },
      data: { data: { attributes } },
    });
  const course = await (await api('', { title: `Fire safety ${Date.now()}` })).json();
  const courseId = course.data.id as string;
  await api(`/${courseId}/modules`, { title: 'Safety module' });

  await page.goto(`${origin}/admin/courses/${courseId}`);
  await page.getByRole('tab', { name: 'Outline' }).click();
  const module = page.getByRole('region', { name: 'Safety module' });
  await module.getByLabel('Upload a package').setInputFiles({
    name: 'fire-safety.zip',
    mimeType: 'application/zip',
    buffer: zipBytes(folderEntries(path.join(FIXTURES, 'scorm12-single'))),
  });
  await expect(
    module.getByText('Added “Fire safety (SCORM 1.2, one SCO)” (SCORM 1.2, 1 part).'),
  ).toBeVisible();
  const edit = module.getByRole('button', { name: 'Edit Fire safety (SCORM 1.2, one SCO)' });
  await expect(edit).toBeVisible();

  await edit.click();
  const panel = page.getByRole('region', { name: 'Package' });
  await expect(panel.getByText('pass mark 80 %')).toBeVisible();
  await expect(panel.getByText(/Version 1 \(newest\)/)).toBeVisible();
  await expect(panel.getByText('No learner has opened this package yet.')).toBeVisible();
  await expectNoAxeViolations(page, `/admin/courses/${courseId} (a package item open)`);

  // A new version that climbs out of its folder: every problem listed, nothing added.
  await page.context().addCookies([{ name: 'custom-language', value: 'nl', url: origin }]);
  await page.reload();
  await page.getByRole('tab', { name: 'Opbouw' }).click();
  await page.getByRole('button', { name: 'Fire safety (SCORM 1.2, one SCO) bewerken' }).click();
  await page.getByLabel('Nieuwe versie uploaden').setInputFiles({
    name: 'hostile.zip',
    mimeType: 'application/zip',
    buffer: zipBytes([
      { name: 'imsmanifest.xml', data: '<manifest/>' },
      { name: '../evil.html', data: 'x' },
    ]),
  });
  const refusal = page
    .getByRole('alert')
    .filter({ hasText: 'De nieuwe versie is niet toegevoegd' });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('listitem').first()).toContainText('evil.html');
  await expect(page.getByText(/Versie 2/)).toHaveCount(0);
});
