import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, type FreshStudent, test } from './support/fixtures';

/**
 * DEMO-DATA.md: Data literacy ends with the "Data literacy quiz" (pass mark 60 %, 5 questions
 * drawn from a pool of 8, unlimited attempts, one question at a time). The draw is random, so
 * the questions are answered by the controls their group holds, whatever they ask.
 */
const COURSE = 'data-literacy';
const QUIZ = 'data-literacy-quiz';
const QUESTIONS = 5;
const quizPath = `/courses/${COURSE}/${QUIZ}`;

const outline = (page: Page) => page.getByRole('navigation', { name: 'Course outline' });

/** A student of this test alone, enrolled in Data literacy (a pass changes their progress). */
async function enrolledStudent(newStudent: () => Promise<FreshStudent>) {
  const student = await newStudent();
  const enrolled = await student.api.post(`/api/v1/courses/${COURSE}/enrollment`, { data: {} });
  expect(enrolled.status()).toBe(201);
  return student;
}

/** Answers one question with whatever its group offers: the keyboard where it is a button. */
async function answer(page: Page, question: Locator) {
  const radios = question.getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.first().check();
    return;
  }
  const boxes = question.getByRole('checkbox');
  if ((await boxes.count()) > 0) {
    await boxes.first().check();
    return;
  }
  const selects = question.getByRole('combobox');
  const matches = await selects.count();
  if (matches > 0) {
    for (let index = 0; index < matches; index += 1) {
      // Option 0 is "Choose a match": each left takes a different right.
      await selects.nth(index).selectOption({ index: index + 1 });
    }
    return;
  }
  const moveDown = question.getByRole('button', { name: /^Move down/ });
  if ((await moveDown.count()) > 0) {
    await moveDown.first().focus();
    await page.keyboard.press('Enter');
    await expect(question.getByText(/is now at position 2 of \d+\./)).toBeAttached();
    return;
  }
  const text = question.getByRole('textbox');
  if ((await text.count()) > 0) {
    await text.first().fill('4');
    return;
  }
  throw new Error(`No control to answer ${await question.textContent()}`);
}

test.describe('taking a quiz', () => {
  test('a student starts the Data literacy quiz, answers all five questions, submits and sees the result and the history', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    // A long flow: five questions saved one by one, a submit, a reload and the history.
    test.slow();
    await signInAs(await enrolledStudent(newStudent), { at: `${quizPath}` });
    await dismissTour(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy quiz');
    await expect(page.getByText(`${QUESTIONS} questions per attempt`)).toBeVisible();
    await expect(page.getByRole('table', { name: /Your attempts/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Start quiz' }).click();
    const attempt = page.getByRole('region', { name: /^Attempt \d+$/ });
    await expect(attempt.getByRole('heading', { name: /^Question 1 of 5/ })).toBeFocused();
    await expectNoAxeViolations(page, 'a quiz attempt');

    const oneAtATime = (await attempt.getByRole('navigation', { name: 'Questions' }).count()) > 0;
    for (let index = 0; index < QUESTIONS; index += 1) {
      const heading = attempt.getByRole('heading', {
        name: new RegExp(`^Question ${index + 1} of ${QUESTIONS}`),
      });
      await expect(heading).toBeVisible();
      const question = oneAtATime
        ? attempt.getByRole('group').first()
        : attempt.getByRole('group').nth(index);
      await answer(page, question);
      if (oneAtATime && index < QUESTIONS - 1) {
        await attempt.getByRole('button', { name: 'Next question' }).click();
        // Moving on puts the focus on the next question.
        await expect(
          attempt.getByRole('heading', { name: new RegExp(`^Question ${index + 2} of `) }),
        ).toBeFocused();
      }
    }
    await expect(attempt.getByText(`${QUESTIONS} of ${QUESTIONS} answered`)).toBeVisible();
    if (oneAtATime) {
      const steps = attempt.getByRole('navigation', { name: 'Questions' }).getByRole('button');
      await expect(steps).toHaveCount(QUESTIONS);
      for (let index = 0; index < QUESTIONS; index += 1) {
        await expect(steps.nth(index)).toHaveAccessibleName(`Question ${index + 1}, answered`);
      }
    }
    // Every answer reached the server before the submit (it would carry them anyway).
    await expect(attempt.getByText('Saved', { exact: true })).toBeVisible();

    const submitted = page.waitForResponse(
      (response) =>
        /\/api\/v1\/quiz_attempts\/[^/]+\/submit$/.test(response.url()) &&
        response.request().method() === 'POST',
    );
    await attempt.getByRole('button', { name: 'Submit quiz' }).click();
    expect((await submitted).status()).toBe(200);

    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(result.getByText(/^\d+([.,]\d+)? %$/).first()).toBeVisible();
    await expect(result).toContainText(/Passed|Not passed/);
    const perQuestion = result.getByRole('article');
    await expect(perQuestion).toHaveCount(QUESTIONS);
    for (let index = 0; index < QUESTIONS; index += 1) {
      const question = perQuestion.nth(index);
      await expect(question).toHaveAccessibleName(new RegExp(`^Question ${index + 1}: `));
      await expect(question).toContainText(/Correct|Incorrect|Awaiting review/);
      await expect(question).toContainText('Your answer');
    }

    const history = page.getByRole('table', { name: 'Your attempts at this quiz, newest first' });
    await expect(history.getByRole('row')).toHaveCount(2);
    const row = history.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText('1');
    await expect(row).toContainText(/Passed|Not passed/);
    await expect(row).toContainText(/\d+([.,]\d+)? %/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(page, 'a quiz result');

    // A pass ticks the quiz in the outline, as "Mark as done" does for a lesson.
    if ((await result.getByText(/Not passed/).count()) === 0) {
      await expect(
        outline(page).getByRole('link', { name: /^Data literacy quiz.*\(done\)$/ }),
      ).toBeVisible();
    }

    // The history stays after a reload, with the attempt's result one click away.
    await page.reload();
    await expect(history.getByRole('row')).toHaveCount(2);
    await history.getByRole('button', { name: 'View the result of attempt 1' }).click();
    await expect(page.getByRole('heading', { name: 'Your result' })).toBeFocused();
    await expect(
      page.getByRole('region', { name: 'Your result' }).getByRole('article'),
    ).toHaveCount(QUESTIONS);
  });

  test('Stijn opens the quiz: its facts and the way in, nothing started', async ({
    page,
    signInAs,
  }) => {
    await signInAs('student@demo.academy', { at: `${quizPath}` });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data literacy quiz');
    const facts = page.getByRole('region', { name: 'About this quiz' });
    await expect(facts).toContainText(`${QUESTIONS} questions per attempt`);
    await expect(facts).toContainText('Pass mark');
    await expect(facts).toContainText('60 %');
    await expect(facts).toContainText('unlimited');
    // An attempt left open by an earlier run is continued instead.
    await expect(page.getByRole('button', { name: /^(Start|Continue) quiz$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  });
});
