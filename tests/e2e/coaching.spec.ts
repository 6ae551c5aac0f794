import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, dismissTour, portalOrigin } from './support/demo';
import { expect, type FreshStudent, test } from './support/fixtures';
import { checkScreen } from './support/screens';

/**
 * Coaching (`docs/coaching-api.md`): review tickets, assignments, group assignments, mandates.
 * Tests that change data make their own when the seeded record (Team North's ticket, Hugo's
 * request) was used up by an earlier run on the same server.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

// biome-ignore lint/suspicious/noExplicitAny: JSON:API documents read loosely.
type Json = Record<string, any>;

/** An API context signed in as a demo account (its own cookie jar: no shared session revoked). */
async function apiAs(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  origin: string,
  email: string,
) {
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: XHR });
  const answer = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.ok(), `signing ${email} in`).toBe(true);
  return api;
}

const editorOf = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true });

/**
 * The group whose ticket Cora grades: Team North (Stijn, Fenna) while its seeded ticket is
 * open; otherwise a group of two fresh students of Writing for the web that submits now.
 */
async function openGroupTicket(
  cora: APIRequestContext,
  alex: APIRequestContext,
  newStudent: (options?: { fullName?: string }) => Promise<FreshStudent>,
) {
  const found = (await (
    await cora.get('/api/v1/review_tickets?filter[search]=Team%20North')
  ).json()) as Json;
  if (found.data.length > 0) {
    return { group: 'Team North', members: null as FreshStudent[] | null };
  }
  const stamp = Date.now().toString(36);
  const members = [
    await newStudent({ fullName: `Gwen Group ${stamp}` }),
    await newStudent({ fullName: `Hidde Group ${stamp}` }),
  ];
  for (const member of members) {
    const enrolled = await member.api.post('/api/v1/courses/writing-for-the-web/enrollment');
    expect([200, 201]).toContain(enrolled.status());
  }
  const [first] = members as [FreshStudent, FreshStudent];
  const course = (await (
    await first.api.get('/api/v1/courses/writing-for-the-web')
  ).json()) as Json;
  const group = `Team ${stamp}`;
  const made = await alex.post(`/api/v1/courses/${course.data.id}/groups`, {
    data: {
      data: {
        type: 'course_groups',
        attributes: { name: group, member_ids: members.map((m) => m.id) },
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const itemId = await styleGuideId(first.api);
  const submitted = await first.api.post(
    `/api/v1/courses/writing-for-the-web/assignments/${itemId}/submissions`,
    { data: { data: { type: 'submissions', attributes: { body_html: '<p>Our rules.</p>' } } } },
  );
  expect(submitted.status(), await submitted.text()).toBe(201);
  return { group, members };
}

async function styleGuideId(api: APIRequestContext): Promise<string> {
  const course = (await (
    await api.get('/api/v1/courses/writing-for-the-web?include=modules.items')
  ).json()) as Json;
  const item = ((course.included ?? []) as Json[]).find(
    (r) => r.attributes?.slug === 'style-guide',
  );
  expect(item, 'the Style guide item').toBeTruthy();
  return item?.id as string;
}

/** Signs a demo account in on a page of its own (a separate context). */
async function pageAs(browser: Browser, origin: string, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await context.addCookies([{ name: 'custom-language', value: 'en', url: origin }]);
  const answer = await page.request.post(`${origin}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
    headers: XHR,
  });
  expect(answer.ok()).toBe(true);
  return page;
}

test.describe('review tickets', () => {
  test('Cora grades a group submission Pass with feedback; every member is told and sees it', async ({
    page,
    signInAs,
    newStudent,
    playwright,
    baseURL,
    browser,
  }) => {
    test.slow();
    const origin = portalOrigin(baseURL, 'demo');
    const coraApi = await apiAs(playwright, origin, 'coach@demo.academy');
    const alexApi = await apiAs(playwright, origin, 'author@demo.academy');
    const { group, members } = await openGroupTicket(coraApi, alexApi, newStudent);
    await coraApi.dispose();
    await alexApi.dispose();

    await signInAs('coach@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/coach/tickets`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review tickets');
    await page.getByLabel('Search students or groups').fill(group);
    const row = page.getByRole('link', { name: new RegExp(group) });
    await row.click();
    await expect(page).toHaveURL(/\?ticket=/);
    const ticket = page.getByRole('article', { name: new RegExp(`Style guide — ${group}`) });
    await expect(ticket).toBeVisible();
    await expect(ticket.getByText('You are reviewing this ticket.')).toBeVisible();
    await expect(ticket.getByRole('region', { name: 'Group members' })).toBeVisible();
    await expectNoAxeViolations(page, '/coach/tickets with a ticket open');

    await ticket.getByRole('radio', { name: 'Pass' }).check();
    const feedback = editorOf(page, 'Feedback for the student');
    await feedback.click();
    await feedback.pressSequentially('Clear, practical rules. Well done!');
    await ticket.getByRole('button', { name: 'Grade', exact: true }).click();
    await expect(ticket.getByRole('region', { name: 'Grade', exact: true })).toContainText('Pass');
    await expect(ticket.getByRole('region', { name: 'Grade history' })).toContainText(
      'Cora Coach graded: Pass',
    );

    const people = members ? members : ['student@demo.academy', 'flatfee@demo.academy'];
    for (const person of people) {
      const studentPage =
        typeof person === 'string'
          ? await pageAs(browser, origin, person)
          : await (async () => {
              const context = await browser.newContext();
              await context.addCookies([
                ...person.cookies,
                { name: 'custom-language', value: 'en', url: origin },
              ]);
              return context.newPage();
            })();
      try {
        await studentPage.goto(`${origin}/notifications`);
        await expect(
          studentPage
            .getByText(/Cora Coach (graded your assignment|heeft je opdracht) “Style guide”/)
            .first(),
        ).toBeVisible();
        await studentPage.goto(`${origin}/courses/writing-for-the-web/style-guide`);
        const outcome = studentPage.getByRole('region', { name: 'Your grade' });
        await expect(outcome).toContainText('Pass');
        await expect(outcome).toContainText('Clear, practical rules. Well done!');
        await expectNoAxeViolations(studentPage, 'a graded group assignment in the player');
      } finally {
        await studentPage.context().close();
      }
    }
  });

  test('a fresh student submits "Learning plan"; it lands in Cora’s queue, and J/K move without a page load', async ({
    page,
    signInAs,
    newStudent,
    browser,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const student = await newStudent({ fullName: `Sofie Submit ${stamp}` });
    const enrolled = await student.api.post('/api/v1/courses/project-management-basics/enrollment');
    expect([200, 201]).toContain(enrolled.status());

    const origin = await signInAs(student, {
      at: '/courses/project-management-basics/learning-plan',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning plan');
    await expect(page.getByRole('heading', { name: 'Your work' })).toBeVisible();
    await expectNoAxeViolations(page, 'an assignment in the player');
    const answer = editorOf(page, 'Your answer');
    await answer.click();
    await answer.pressSequentially('My plan: one milestone a week, reviewed on Fridays.');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const history = page.getByRole('region', { name: 'Your submissions' });
    await expect(history).toContainText('Attempt 1');
    await expect(page.getByText(/Submitted\. A coach will review it/)).toBeVisible();

    const coach = await pageAs(browser, origin, 'coach@demo.academy');
    // The page's requests in flight, and the tickets whose details it has loaded.
    const inFlight = new Set<Request>();
    const loaded = new Set<string>();
    coach.on('request', (request) => inFlight.add(request));
    coach.on('requestfailed', (request) => inFlight.delete(request));
    coach.on('requestfinished', (request) => {
      inFlight.delete(request);
      const ticket = new URL(request.url()).pathname.match(/^\/api\/v1\/review_tickets\/([^/]+)$/);
      if (ticket?.[1] && request.method() === 'GET') loaded.add(decodeURIComponent(ticket[1]));
    });
    try {
      await coach.goto(`${origin}/coach/tickets`);
      await dismissTour(coach);
      const list = coach.getByRole('region', { name: 'Queue' });
      await expect(list.getByRole('link', { name: new RegExp(student.fullName) })).toBeVisible();
      await expectNoAxeViolations(coach, '/coach/tickets');

      // J/K: the queue's first ticket, then the next one without a page load.
      await coach.getByLabel('Status').selectOption({ value: 'all' });
      const links = list.getByRole('listitem').getByRole('link');
      await expect.poll(() => links.count()).toBeGreaterThan(1);
      await links.first().click();
      // The ticket's title (a submission's own text may hold headings too, e.g. Team North's).
      const heading = coach.locator('.ticket-view h2[id^="ticket-"][id$="-title"]');
      await expect(heading).toBeVisible();
      const first = await heading.textContent();
      await coach.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      // The next ticket is fetched ahead (once the first is open): pressing J shows it at once.
      // Timed once the page is done with opening the first (its claim, the queue read again, the
      // next ticket's details): idle, with nothing in flight.
      const next = async () =>
        new URL((await links.nth(1).getAttribute('href')) ?? '', origin).searchParams.get('ticket');
      await expect
        .poll(
          async () => {
            await coach.evaluate(
              () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
            );
            return { nextLoaded: loaded.has((await next()) ?? ''), inFlight: inFlight.size };
          },
          { message: 'the next ticket fetched, and the page idle' },
        )
        .toEqual({ nextLoaded: true, inFlight: 0 });
      const took = await coach.evaluate(
        (before) =>
          new Promise<number>((resolve) => {
            const started = performance.now();
            const check = () => {
              const text = document.querySelector(
                '.ticket-view h2[id^="ticket-"][id$="-title"]',
              )?.textContent;
              if (text && text !== before) resolve(performance.now() - started);
              else requestAnimationFrame(check);
            };
            document.body.focus();
            window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
            check();
          }),
        first,
      );
      expect(took, 'J shows the next ticket (ms)').toBeLessThan(300);
      expect(await coach.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await coach.keyboard.press('k');
      await expect(heading).toHaveText(first ?? '');
    } finally {
      await coach.context().close();
    }
  });

  test('the coach’s menu leads to /coach/tickets where review-tickets is on', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('coach@demo.academy');
    await dismissTour(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Review tickets' })).toHaveAttribute(
      'href',
      '/coach/tickets',
    );
    await expect(navigation.getByRole('link', { name: 'Review', exact: true })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Approvals' })).toHaveAttribute(
      'href',
      '/approvals',
    );
    // /coach/review is the screen of portals without review-tickets (lib/access/menu.test.ts).
    const answer = await page.goto(`${origin}/coach/review`);
    expect(answer?.status()).toBe(403);
  });
});

test.describe('the coaching screens on a phone and in Dutch', () => {
  test('the ticket queue with a ticket open, and the approvals: axe at 1280 px (en) and 390 px (nl)', async ({
    page,
    signInAs,
  }) => {
    test.slow();
    const origin = await signInAs('coach@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/coach/tickets`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review tickets');
    await page.getByLabel('Status').selectOption({ value: 'all' });
    await page
      .getByRole('region', { name: 'Queue' })
      .getByRole('listitem')
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\?.*ticket=/);
    await expect(page.locator('.ticket-view h2[id^="ticket-"][id$="-title"]')).toBeVisible();
    await checkScreen(page, origin, '/coach/tickets with a ticket open');
    await page.goto(`${origin}/approvals`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approvals');
    await checkScreen(page, origin, '/approvals');
  });
});

test.describe('mandates', () => {
  test('Cora approves Hugo’s mandate for Stijn, and Hugo then sees Stijn’s progress', async ({
    page,
    signInAs,
    browser,
  }) => {
    test.slow();
    const origin = await signInAs('coach@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/approvals`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approvals');
    await expectNoAxeViolations(page, '/approvals (Cora)');
    const approve = page.getByRole('button', {
      name: 'Approve the mandate of Hugo Hybrid for Stijn Student',
    });
    if (await approve.isVisible().catch(() => false)) {
      await approve.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reason (sent to the coach)').fill('Fine for the safety cohort.');
      await expectNoAxeViolations(page, 'the approve dialog');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog).toBeHidden();
    }
    // Approved now, or by an earlier run on this server: either way it is active.
    await page.getByRole('button', { name: /^Active/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Hugo Hybrid for Stijn Student' }),
    ).toBeVisible();

    const hugo = await pageAs(browser, origin, 'hybrid@demo.academy');
    try {
      await hugo.goto(`${origin}/approvals`);
      await dismissTour(hugo);
      await hugo.getByRole('button', { name: /^Active/ }).click();
      await hugo.getByRole('button', { name: 'Progress of Stijn Student' }).click();
      const progress = hugo.getByRole('table', { name: 'Courses and progress' });
      await expect(progress.getByRole('row', { name: /Project management basics/ })).toContainText(
        '100%',
      );
      await expect(progress.getByRole('row', { name: /Data literacy/ })).toBeVisible();
      await expectNoAxeViolations(hugo, '/approvals (Hugo, progress open)');
    } finally {
      await hugo.context().close();
    }
  });

  test('Hugo asks for a mandate for a fresh student; Ada declines it with a reason', async ({
    page,
    signInAs,
    newStudent,
    browser,
  }) => {
    const student = await newStudent({ fullName: `Mila Mandate ${Date.now().toString(36)}` });
    const origin = await signInAs('hybrid@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/approvals`);
    await page.getByLabel('Find a student').fill(student.fullName);
    await page.getByRole('button', { name: new RegExp(student.fullName) }).click();
    await page.getByLabel('Reason', { exact: true }).fill('She joins my workshop.');
    await page.getByRole('button', { name: 'Ask for the mandate' }).click();
    await expect(
      page.getByRole('heading', { name: `Hugo Hybrid for ${student.fullName}` }),
    ).toBeVisible();

    const ada = await pageAs(browser, origin, 'admin@demo.academy');
    try {
      await ada.goto(`${origin}/approvals`);
      await dismissTour(ada);
      await ada
        .getByRole('button', { name: `Decline the mandate of Hugo Hybrid for ${student.fullName}` })
        .click();
      const dialog = ada.getByRole('dialog');
      await dialog.getByLabel('Reason (sent to the coach)').fill('Not in your group.');
      await dialog.getByRole('button', { name: 'Decline' }).click();
      await expect(dialog).toBeHidden();
      await ada.goto(`${origin}/admin/settings/approvals`);
      await expect(ada.getByLabel('Mandate duration (days)')).toHaveValue(/\d+/);
      await expectNoAxeViolations(ada, '/admin/settings/approvals');
    } finally {
      await ada.context().close();
    }
  });
});

test.describe('authoring assignments and groups', () => {
  test('Alex edits "Style guide" in the course editor and manages the course’s groups', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('author@demo.academy');
    await dismissTour(page);
    await page.goto(`${origin}/admin/courses`);
    await page.getByRole('link', { name: 'Writing for the web' }).first().click();
    await expect(page).toHaveURL(/\/admin\/courses\/[^/]+$/);
    await page.getByRole('tab', { name: 'Outline' }).click();
    await page.getByRole('button', { name: 'Edit Style guide', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Assignment settings' })).toBeVisible();
    await expect(
      page.getByRole('radio', { name: 'A group (one member submits for all)' }),
    ).toBeChecked();
    await expect(page.getByLabel('Grading')).toHaveValue('pass_fail');
    await expectNoAxeViolations(page, 'the assignment editor');
    await page.getByRole('link', { name: 'Manage groups' }).click();
    await expect(page).toHaveURL(/\/groups$/);
    await expect(page.getByRole('heading', { name: 'Team North' })).toBeVisible();
    await expect(page.getByText('has submitted work').first()).toBeVisible();
    await expectNoAxeViolations(page, '/admin/courses/{course}/groups');
  });
});
