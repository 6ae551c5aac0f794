import sharp from 'sharp';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';
import { checkScreen } from './support/screens';

/**
 * The coach's workspace (dashboard, courses, participants, a
 * participant's page, mentees with private notes) and profiles. Every new screen is checked
 * with axe-core at 1280 px in English and at 390 px in Dutch.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('the coach’s workspace', () => {
  test('Cora’s dashboard counts the open tickets, with the at-risk list and the charts’ tables', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('coach@demo.academy');
    await expect(page).toHaveURL(/\/coach\/dashboard$/);
    await dismissTour(page);
    const api = (await (await page.request.get(`${origin}/api/v1/coach/dashboard`)).json()) as {
      data: { attributes: { open_tickets: { total: number } } };
    };
    const open = api.data.attributes.open_tickets.total;
    // The seeded Team North ticket is open unless an earlier test on this server graded it.
    const tickets = page.getByRole('region', { name: 'Open review tickets' });
    await expect(tickets).toContainText(
      open === 0 ? 'No open tickets' : `${open} open ticket${open === 1 ? '' : 's'}`,
    );
    await expect(page.getByRole('region', { name: 'Participants at risk' })).toBeVisible();
    const weekly = page.getByRole('region', { name: 'Weekly active participants' });
    await weekly.getByText('Show the figures as a table').click();
    await expect(weekly.getByRole('table').getByRole('row')).toHaveCount(13);
    const courses = page.getByRole('region', { name: 'Average progress per course' });
    await courses.getByText('Show the figures as a table').click();
    await expect(courses.getByRole('row', { name: /Data literacy/ })).toBeVisible();
    // The dashboard shows the three latest news items, with a link to all of them.
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(news.getByRole('article', { name: 'Coach meeting on Friday' })).toBeVisible();
    await expect(news.getByRole('link', { name: /news/i })).toHaveAttribute('href', '/coach/news');
    await checkScreen(page, origin, '/coach/dashboard');
  });

  test('Cora’s mentees are Stijn and Eva, and her notes about them are hers', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('coach@demo.academy', { at: '/coach/mentees' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My mentees');
    const mentees = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(mentees.getByRole('heading', { level: 2 })).toHaveText([
      'Eva Expired',
      'Stijn Student',
    ]);
    const eva = page.getByRole('listitem', { name: 'Eva Expired' });
    await expect(eva.getByRole('link', { name: 'expired@demo.academy' })).toBeVisible();
    const note = `Call about renewing, ${Date.now().toString(36)}`;
    await eva.getByRole('button', { name: /^Notes \(\d+\)$/ }).click();
    await eva.getByRole('textbox', { name: 'New note' }).fill(note);
    await eva.getByRole('button', { name: 'Add note' }).click();
    await expect(eva.getByText(note)).toHaveCount(2); // in the list and as the latest note
    await checkScreen(page, origin, '/coach/mentees');
  });

  test('Cora finds Stijn among her participants and opens his page with his courses', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('coach@demo.academy');
    await dismissTour(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('link', { name: 'Participants' })
      .click();
    await expect(page).toHaveURL(`${origin}/coach/students`);
    await page.getByRole('searchbox', { name: 'Search participants' }).fill('Stijn');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: /Stijn Student/ })).toContainText('Mentee');
    await checkScreen(page, origin, '/coach/students');

    await table.getByRole('link', { name: 'Stijn Student' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stijn Student');
    const courses = page.getByRole('region', { name: 'Courses' });
    for (const title of ['Data literacy', 'Project management basics', 'Writing for the web']) {
      await expect(courses.getByRole('rowheader', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Shared portfolio items' })).toContainText(
      'Reading our sales dashboard critically',
    );
    await checkScreen(page, origin, '/coach/students/{id}');
  });

  test('Cora’s courses show their participants and progress bands', async ({ page, signInAs }) => {
    const origin = await signInAs('coach@demo.academy', { at: '/coach/courses' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My courses');
    const literacy = page.getByRole('listitem', { name: 'Data literacy' });
    await expect(literacy).toContainText(/\d+ participants?/);
    await literacy.getByText('Show the figures as a table').click();
    await expect(literacy.getByRole('row')).toHaveCount(7);
    await literacy.getByRole('link', { name: 'Participants of Data literacy' }).click();
    await expect(page).toHaveURL(/\/coach\/students\?course=/);
    await expect(page.getByRole('combobox', { name: 'Course' })).toHaveValue(/[0-9a-f-]{36}/);
    await page.goto(`${origin}/coach/courses`);
    await checkScreen(page, origin, '/coach/courses');
  });

  test('students and staff without the coach role get 403 on the coach’s screens', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs('student@demo.academy');
    for (const path of ['/coach/students', '/coach/mentees', '/coach/courses']) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(403);
    }
    await signInAs('support@demo.academy');
    expect((await page.goto(`${origin}/coach/students`))?.status()).toBe(403);
  });
});

test.describe('profiles', () => {
  test('Stijn edits his headline and uploads a picture that comes back 150 px wide', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    await exclusive('stijn-profile');
    const origin = await signInAs('student@demo.academy', { at: '/profile' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
    const headline = `Learning data and writing, ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Headline' }).fill(headline);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile has been saved')).toBeVisible();

    const picture = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel(/^Choose (a|another) picture$/)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await expect(page.getByText('Your picture has been saved.')).toBeVisible();
    const avatar = page.locator('.profile-avatar img');
    await expect(avatar).toHaveAttribute('src', /\/api\/v1\/files\/[^/]+\/content$/);
    const width = await avatar.evaluate(async (image: HTMLImageElement) => {
      if (!image.complete) await new Promise((resolve) => image.addEventListener('load', resolve));
      return image.naturalWidth;
    });
    expect(width).toBe(150);
    await checkScreen(page, origin, '/profile');

    await page.getByRole('link', { name: 'View my profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stijn Student');
    await expect(page.getByText(headline)).toBeVisible();
  });

  test('Stijn’s coach card leads to Cora’s profile', async ({ page, signInAs }) => {
    const origin = await signInAs('student@demo.academy');
    await dismissTour(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Main navigation' })
      .getByRole('link', { name: 'View profile of Cora Coach' })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/profiles/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cora Coach');
    await expect(
      page.getByRole('article', { name: 'Cora Coach' }).getByText('Coach', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Book a coaching call/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    await checkScreen(page, origin, '/profiles/{id}');

    await page.goto(`${origin}/account/primary-coach`);
    await page.getByRole('link', { name: 'View profile of Cora Coach' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cora Coach');
  });

  test('Stijn shares a portfolio item with Cora, who sees it on his page', async ({
    page,
    signInAs,
    exclusive,
  }) => {
    await exclusive('stijn-portfolio-share');
    const item = 'What planning our team day taught me';
    const origin = await signInAs('student@demo.academy', { at: '/portfolio' });
    const share = page.getByRole('switch', { name: `Share with Cora Coach: ${item}` });
    if ((await share.getAttribute('aria-checked')) === 'true') await share.click();
    await expect(share).toHaveAttribute('aria-checked', 'false');
    await share.click();
    await expect(share).toHaveAttribute('aria-checked', 'true');
    const me = (await (await page.request.get(`${origin}/api/v1/me`)).json()) as {
      data: { id: string };
    };

    await signInAs('coach@demo.academy', { at: `/coach/students/${me.data.id}` });
    await expect(page.getByRole('region', { name: 'Shared portfolio items' })).toContainText(item);

    // As it was: not shared.
    await signInAs('student@demo.academy', { at: '/portfolio' });
    await share.click();
    await expect(share).toHaveAttribute('aria-checked', 'false');
    // The switch turns at once (an optimistic write); the server has it when the write lands, so
    // its answer is polled rather than read once (a single read raced the write under load).
    const sharedOnServer = async () => {
      const check = await page.request.get(
        `${origin}/api/v1/accounts/${me.data.id}/portfolio_items?page[size]=100`,
        { headers: XHR },
      );
      return ((await check.json()) as { data: { attributes: Record<string, unknown> }[] }).data
        .filter((row) => row.attributes.title === item)
        .map((row) => row.attributes.shared_with_coach);
    };
    await expect.poll(sharedOnServer).toEqual([false]);
  });
});
