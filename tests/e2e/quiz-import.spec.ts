import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * SCREENS "quiz-import" (docs/quizzes-api.md): the CSV format of shared/quiz/csv.ts, the header
 * is row 1. Three questions; in the first file the single choice's correct answer is not one of
 * its options (row 2) and the numeric answer is not a number (row 4).
 */
const HEADER =
  'type,question,options,correct,points,scoring,tolerance,case_sensitive,feedback,category,labels';
const BAD_ROWS = [
  'single_choice,What colour is an emergency exit sign?,Green|Red|Blue,Yellow,1,,,,,Safety,exits',
  'true_false,The lift is safe to use during a fire.,,false,1,,,,Use the stairs.,Safety,fire',
  'numeric,How many exits must each floor have at least?,,two,2,,0,,,Safety,exits',
];
const FIXED_ROWS = [
  'single_choice,What colour is an emergency exit sign?,Green|Red|Blue,Green,1,,,,,Safety,exits',
  BAD_ROWS[1],
  'numeric,How many exits must each floor have at least?,,2,2,,0,,,Safety,exits',
];
const csv = (rows: (string | undefined)[]) => `${[HEADER, ...rows].join('\n')}\n`;

test.describe('quiz import (SCREENS "quiz-import")', () => {
  let folder = '';
  test.beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'quiz-import-'));
  });
  test.afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  test('Alex previews a CSV with errors, imports the fixed file and exports it again', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const badFile = path.join(folder, 'fire-quiz-bad.csv');
    const fixedFile = path.join(folder, 'fire-quiz.csv');
    await writeFile(badFile, csv(BAD_ROWS), 'utf8');
    await writeFile(fixedFile, csv(FIXED_ROWS), 'utf8');

    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    const title = `Quiz import ${Date.now()}`;

    // A course of its own, with a module and a quiz item.
    await page.goto(`${origin}/admin/courses/create`);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByRole('button', { name: 'Create draft' }).click();
    await expect(page).toHaveURL(new RegExp(`${origin}/admin/courses/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByLabel('Module title').fill('Fire safety');
    await page.getByRole('button', { name: 'Add module' }).click();
    const module = page.getByRole('region', { name: 'Fire safety' });
    await expect(module).toBeVisible();
    await module.getByLabel('Title of the new item').fill('Fire safety check');
    await module.getByRole('button', { name: 'Add quiz' }).click();
    const edit = module.getByRole('button', { name: 'Edit Fire safety check', exact: true });
    await expect(edit).toBeVisible();
    await edit.click();

    const input = page.getByLabel('Import questions');
    await expect(input).toBeEnabled();
    await expect(input).toHaveAccessibleDescription(/at most 10 MB/);
    await expect(
      page.getByText('No questions yet. Add the first one, or import a CSV file.'),
    ).toBeVisible();

    // The preview names both errors by row and column; nothing can be confirmed or is written.
    await input.setInputFiles(badFile);
    const problems = page.getByRole('table', { name: 'Problems in fire-quiz-bad.csv' });
    await expect(problems).toBeVisible();
    const rows = problems.getByRole('row');
    await expect(rows).toHaveCount(3);
    const cells = async (index: number) => rows.nth(index).getByRole('cell').allTextContents();
    const first = await cells(1);
    const second = await cells(2);
    expect(first.slice(0, 2)).toEqual(['2', 'correct']);
    expect(second.slice(0, 2)).toEqual(['4', 'correct']);
    expect(first[2]?.trim()).not.toBe('');
    expect(second[2]?.trim()).not.toBe('');
    await expect(page.getByText('The file has 2 problems. Nothing was imported.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
    await expect(
      page.getByText('No questions yet. Add the first one, or import a CSV file.'),
    ).toBeVisible();

    // The fixed file: ready, confirmed, listed.
    await input.setInputFiles(fixedFile);
    await expect(page.getByText('3 questions ready to import')).toBeVisible();
    await expect(problems).toHaveCount(0);
    await page.getByRole('button', { name: 'Confirm import' }).click();
    await expect(page.getByText('3 questions imported')).toBeVisible();
    const list = page.getByRole('table', { name: '3 questions' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('rowheader')).toHaveText([
      'What colour is an emergency exit sign?',
      'The lift is safe to use during a fire.',
      'How many exits must each floor have at least?',
    ]);
    await expect(input).toBeFocused();
    await expectNoAxeViolations(page, '/admin/courses/{course} quiz editor');

    // The export gives the three questions back, in the import's format.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export questions' }).click(),
    ]);
    const exported = await readFile(await download.path(), 'utf8');
    const lines = exported
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\n|\r/)
      .filter((line) => line.trim() !== '');
    expect(lines).toHaveLength(4);
    expect(lines[0]?.replace(/;/g, ',')).toBe(HEADER);
    expect(exported).toContain('What colour is an emergency exit sign?');
    expect(exported).toContain('How many exits must each floor have at least?');
  });
});
