import type { Page } from '@playwright/test';
import { FEEDBACK_STANDIN_KEY, FEEDBACK_STANDIN_PORT } from '../support/feedback-standin';
import { dismissTour, portalOrigin } from './support/demo';
import { expect, type SignInAs, test } from './support/fixtures';

/**
 * Feedback and idea voting (spec §2–§8). Runs on the embedded API and, in the
 * `feedback-standin` project, with FEEDBACK_API_URL pointing at tests/support/feedback-standin.ts.
 */
const standIn = () => test.info().project.name === 'feedback-standin';
const STANDIN_URL = `http://127.0.0.1:${FEEDBACK_STANDIN_PORT}`;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function signInTo(page: Page, signInAs: SignInAs, email: string) {
  const origin = await signInAs(email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await dismissTour(page);
  return origin;
}

async function openFeedback(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'New ideas' })).toBeVisible();
  return dialog;
}

const card = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('article', { name });

interface ListedProject {
  id: string;
  attributes: { name: string; state: string; upvoted?: boolean };
}

/** The projects as the signed-in user's list gives them (with whether they upvoted each). */
async function listedProjects(page: Page, origin: string) {
  const list = await page.request.get(`${origin}/api/feedback/projects`);
  return ((await list.json()) as { data: ListedProject[] }).data;
}

test.describe('feedback projects by role (spec §4)', () => {
  test('Ada sees Bulk-enrol participants and Mobile app, not Coach dashboard widgets', async ({
    page,
    signInAs,
  }) => {
    await signInTo(page, signInAs, 'admin@demo.academy');
    const dialog = await openFeedback(page);
    const bulk = card(dialog, 'Bulk-enrol participants');
    await expect(bulk).toBeVisible();
    await expect(card(dialog, 'Coach dashboard widgets')).toHaveCount(0);
    await expect(card(dialog, 'Internal clean-up')).toHaveCount(0);
    // Expanding shows the description without its hashtags; a second click collapses.
    const toggle = bulk.getByRole('button', { name: 'Bulk-enrol participants' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bulk).not.toContainText('#admin');
    await expect(bulk.getByRole('button', { name: 'Upvote' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await dialog.getByRole('tab', { name: 'In development' }).click();
    const mobile = card(dialog, 'Mobile app');
    await expect(mobile).toBeVisible();
    await expect(card(dialog, 'Quiz import from spreadsheets')).toBeVisible();
    await mobile.getByRole('button', { name: 'Mobile app' }).click();
    // In development is read-only: no upvote, no feedback form.
    await expect(mobile).toContainText('Planned');
    await expect(mobile.getByRole('button', { name: 'Upvote' })).toHaveCount(0);
    await expect(mobile.getByRole('textbox')).toHaveCount(0);
  });

  test('Cora sees Coach dashboard widgets, Dark mode and Mobile app; nobody Internal clean-up', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInTo(page, signInAs, 'coach@demo.academy');
    const dialog = await openFeedback(page);
    await expect(card(dialog, 'Coach dashboard widgets')).toBeVisible();
    await expect(card(dialog, 'Dark mode')).toBeVisible();
    await expect(card(dialog, 'Bulk-enrol participants')).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'In development' }).click();
    await expect(card(dialog, 'Mobile app')).toBeVisible();
    await expect(card(dialog, 'Quiz import from spreadsheets')).toHaveCount(0);

    // The browser never even receives the projects of other roles.
    const answer = await page.request.get(`${origin}/api/feedback/projects`);
    const names = ((await answer.json()).data as { attributes: { name: string } }[]).map(
      (project) => project.attributes.name,
    );
    expect(names.sort()).toEqual(['Coach dashboard widgets', 'Dark mode', 'Mobile app']);
  });
});

test.describe('upvotes and ideas (spec §4, §8)', () => {
  test('upvoting a new idea as Cora raises it by one; after a reload it stays upvoted', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInTo(page, signInAs, 'coach@demo.academy');
    // A vote cannot be taken back: the test votes for a new idea Cora has not upvoted yet (Dark
    // mode on the first attempt), so a retry on the same server has one of its own too.
    const project = (await listedProjects(page, origin))
      .filter(({ attributes }) => attributes.state === 'backlog' && attributes.upvoted === false)
      .sort(
        (a, b) =>
          Number(b.attributes.name === 'Dark mode') - Number(a.attributes.name === 'Dark mode'),
      )[0];
    expect(project, 'a new idea Cora has not upvoted yet').toBeDefined();
    const name = project?.attributes.name ?? '';
    let dialog = await openFeedback(page);
    let idea = card(dialog, name);
    const before = Number((await idea.textContent())?.match(/(\d+) upvotes?/)?.[1]);
    expect(before).toBeGreaterThan(0);
    await idea.getByRole('button', { name }).click();
    await idea.getByRole('button', { name: 'Upvote' }).click();
    await expect(idea).toContainText(`${before + 1} upvotes`);
    await expect(idea.getByRole('button', { name: 'Upvoted' })).toBeDisabled();

    // The modal remembers the user's own votes (it used to offer Upvote again and
    // answer "already upvoted").
    await page.reload();
    dialog = await openFeedback(page);
    idea = card(dialog, name);
    await expect(idea).toContainText(`${before + 1} upvotes`);
    await idea.getByRole('button', { name }).click();
    await expect(idea.getByRole('button', { name: 'Upvoted' })).toBeDisabled();
    // The service still refuses a second vote, whoever sends it.
    const again = await page.request.post(`${origin}/api/feedback/upvote`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { project_id: project?.id },
    });
    expect(again.status()).toBe(422);
    expect((await again.json()).errors[0].code).toBe('ALREADY_UPVOTED');
  });

  test('sending an idea shows the success message; the note has the server’s segments', async ({
    page,
    signInAs,
  }) => {
    await signInTo(page, signInAs, 'coach@demo.academy');
    const dialog = await openFeedback(page);
    await dialog.getByRole('button', { name: 'Share your idea' }).click();
    const text = `Certificates as PDF ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Your idea' }).fill(text);
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/feedback/note'));
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/We have received your idea/);
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const stored = (await answer.json()).data.attributes;
    expect(stored).toMatchObject({
      feedback: text,
      entity: 'Demo Academy',
      project_id: null,
      segments: ['coach', 'customer'],
    });
    expect(stored.email).toMatch(/^[0-9a-f-]+@demo-academy\.feedback\.invalid$/);
    expect(stored.url).toMatch(/\/coach\/dashboard$/);
    if (standIn()) {
      const received = await page.request.get(`${STANDIN_URL}/feedback/notes`, {
        headers: { Authorization: `Bearer ${FEEDBACK_STANDIN_KEY}` },
      });
      const notes = (await received.json()).data as { attributes: Record<string, unknown> }[];
      expect(notes.map((note) => note.attributes)).toContainEqual(expect.objectContaining(stored));
    }
  });

  test('the server builds the note: forged address and segments are ignored (Ada)', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInTo(page, signInAs, 'admin@demo.academy');
    const answer = await page.request.post(`${origin}/api/feedback/note`, {
      headers: XHR,
      data: { feedback: 'Forged?', email: 'ceo@example.org', segments: ['coach'], url: 'x' },
    });
    expect(answer.status()).toBe(201);
    const stored = (await answer.json()).data.attributes;
    expect(stored.segments).toEqual(['admin', 'customer']);
    expect(stored.email).toMatch(/@demo-academy\.feedback\.invalid$/);
  });
});

test.describe('who may give feedback (spec §2, §6)', () => {
  test('/#give-feedback opens the modal and the hash is gone', async ({ page, signInAs }) => {
    const origin = await signInTo(page, signInAs, 'coach@demo.academy');
    await page.goto(`${origin}/#give-feedback`);
    await expect(page.getByRole('dialog', { name: 'Feedback' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Feedback' })).toHaveCount(0);
  });

  test('a student sees no give feedback and cannot send a note or upvote through /api', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInTo(page, signInAs, 'student@demo.academy');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'My details' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Give feedback' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto(`${origin}/catalog#give-feedback`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Feedback' })).toHaveCount(0);

    const note = await page.request.post(`${origin}/api/feedback/note`, {
      headers: XHR,
      data: { feedback: 'Let me in' },
    });
    expect(note.status()).toBe(403);
    const upvote = await page.request.post(`${origin}/api/feedback/upvote`, {
      headers: XHR,
      data: { project_id: 'any' },
    });
    expect(upvote.status()).toBe(403);
  });

  test('guests get 401 and cross-site posts 403', async ({ request, baseURL }) => {
    const origin = portalOrigin(baseURL, 'demo');
    expect((await request.get(`${origin}/api/feedback/projects`)).status()).toBe(401);
    const crossSite = await request.post(`${origin}/api/feedback/note`, {
      data: { feedback: 'x' },
    });
    expect(crossSite.status()).toBe(403);
  });
});

test.describe('the feedback service stays on the server', () => {
  test('its URL and key appear in no page, script or API answer', async ({ page, signInAs }) => {
    const bodies: { url: string; text: string }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json|css|x-component/.test(type)) {
        const text = await Promise.race([
          response.text().catch(() => ''),
          new Promise<string>((resolve) => setTimeout(() => resolve(''), 2000)),
        ]);
        bodies.push({ url: response.url(), text });
      }
    });
    await signInTo(page, signInAs, 'coach@demo.academy');
    const dialog = await openFeedback(page);
    await expect(card(dialog, 'Dark mode')).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(bodies.some(({ url }) => url.includes('/_next/static/'))).toBe(true);
    expect(bodies.some(({ url }) => url.endsWith('/api/feedback/projects'))).toBe(true);
    for (const { url, text } of bodies) {
      expect(text, url).not.toContain(FEEDBACK_STANDIN_KEY);
      expect(text, url).not.toMatch(
        new RegExp(`(127\\.0\\.0\\.1|localhost):${FEEDBACK_STANDIN_PORT}`),
      );
      expect(text, url).not.toMatch(/FEEDBACK_API_(URL|KEY)/);
      expect(text, url).not.toMatch(/Bearer /);
    }
  });
});
