import { eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/tokens';
import { orders, subscriptions } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { feedWrites } from '../test/feed-writes';

/**
 * Signed-in Me documents kept per session (me-documents.ts), on the change feed as the app runs
 * it. "Kept" shows as a change made with the triggers switched off (what the feed cannot hear)
 * that Me does not show; every change the feed hears, and every moment at which Me changes by
 * the clock alone, shows on the very next request.
 */
const t = setUpTestApi();

const { heard, unheard } = feedWrites(() => t.db);

const me = async (token: string, domain = 'localhost') =>
  (await t.request('/v1/me', { token, domain })).body as Json;
const included = (body: Json, type: string) =>
  (body.included ?? []).find((resource: Json) => resource.type === type)?.attributes;
const bannerTitle = (body: Json) => included(body, 'banners')?.title ?? null;
const wait = (until: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 50));

let student = '';
let studentId = '';
let ada = '';
beforeAll(async () => {
  student = await t.signIn('student@demo.academy');
  studentId = (await me(student)).data.relationships.account.data.id;
  ada = await t.signIn('admin@demo.academy');
});
afterEach(() => vi.useRealTimers());

describe('Me documents kept per session', () => {
  it('keeps Me: a change the feed does not hear is not shown, one it hears is at once', async () => {
    const name = () => me(student).then((body) => included(body, 'accounts')?.full_name);
    const before = await name();
    await unheard(`update accounts set full_name = $1 where id = $2`, ['Kept Name', studentId]);
    expect(await name()).toBe(before);
    await heard(`update accounts set full_name = $1 where id = $2`, ['Heard Name', studentId]);
    expect(await name()).toBe('Heard Name');
    await heard(`update accounts set full_name = $1 where id = $2`, [before, studentId]);
    expect(await name()).toBe(before);
  });

  it('answers each session and portal with its own Me, never a kept one of another', async () => {
    const coach = await t.signIn('coach@demo.academy');
    const [ofStudent, ofCoach] = await Promise.all([me(student), me(coach)]);
    expect(ofStudent.data.id).not.toBe(ofCoach.data.id);
    expect((await me(student)).data.id).toBe(ofStudent.data.id);
    expect((await me(coach)).data.id).toBe(ofCoach.data.id);
    // A second session of the same account is its own entry too (agreements are per sign-in).
    const again = await t.signIn('student@demo.academy');
    expect((await me(again)).data.id).toBe(ofStudent.data.id);
    // Ada acts on every portal: on Unlimited Learning's domain, Me is that portal's.
    const portalName = (body: Json) => included(body, 'portals')?.name;
    expect(portalName(await me(ada))).toBe('Demo Academy');
    expect(portalName(await me(ada, 'unlimited.localhost'))).toBe('Unlimited Learning');
    expect(portalName(await me(ada))).toBe('Demo Academy');
  });

  it('shows a banner the moment it starts and hides it when dismissed', async () => {
    const title = `Starts soon ${Date.now()}`;
    const startsAt = Date.now() + 3_000;
    const created = await t.request('/v1/announcements', {
      method: 'POST',
      token: ada,
      body: {
        data: {
          type: 'announcements',
          attributes: {
            title,
            body_html: '<p>Soon.</p>',
            severity: 'critical',
            audience_roles: ['student'],
            show_banner: true,
            starts_at: new Date(startsAt).toISOString(),
          },
        },
      },
    });
    expect(created.status).toBe(201);
    expect(bannerTitle(await me(student))).not.toBe(title);
    // Kept, and nothing is written meanwhile: only its start can show the banner.
    expect(bannerTitle(await me(student))).not.toBe(title);
    await wait(startsAt);
    expect(bannerTitle(await me(student))).toBe(title);
    const dismissed = await t.request(`/v1/announcements/${created.body.data.id}/dismissal`, {
      method: 'POST',
      token: student,
    });
    expect(dismissed.status).toBeLessThan(300);
    expect(bannerTitle(await me(student))).not.toBe(title);
    await t.request(`/v1/announcements/${created.body.data.id}`, { method: 'DELETE', token: ada });
  });

  it('shows a subscription as ended the moment it ends', async () => {
    const active = async () => included(await me(student), 'subscriptions')?.is_active;
    const [original] = await t.db
      .select({ endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, studentId));
    const endsAt = Date.now() + 3_000;
    await heard(`update subscriptions set ends_at = $1 where account_id = $2`, [
      new Date(endsAt).toISOString(),
      studentId,
    ]);
    expect(await active()).toBe(true);
    await wait(endsAt);
    expect(await active()).toBe(false);
    const previous = original?.endsAt;
    await heard(
      previous
        ? `update subscriptions set ends_at = $1 where account_id = $2`
        : `update subscriptions set ends_at = null where account_id = $2`,
      [previous ? new Date(previous).toISOString() : '', studentId],
    );
  });

  it('shows course access as ended the moment its grant ends', async () => {
    // Acme's pending Data literacy order (DEMO-…-000003) paid, and a seat given to Eva Expired.
    const sven = await t.signIn('sales@demo.academy');
    const eva = await t.signIn('expired@demo.academy');
    const evaId = (await me(eva)).data.relationships.account.data.id;
    const access = async () => (await me(eva)).data.attributes.order_course_access;
    expect(await access()).toBe(false);
    const [order] = await t.db.select().from(orders).where(like(orders.number, 'DEMO-%-000003'));
    const orderId = order?.id ?? '';
    const paid = await t.request(`/v1/orders/${orderId}/status`, {
      method: 'POST',
      token: sven,
      body: { data: { type: 'orders', attributes: { status: 'paid' } } },
    });
    expect(paid.status).toBe(200);
    const lines = await t.request(`/v1/orders/${orderId}/seats`, { token: sven });
    const seat = await t.request(`/v1/orders/${orderId}/seats`, {
      method: 'POST',
      token: sven,
      body: {
        data: {
          type: 'order_seats',
          attributes: { order_line_id: lines.body.data[0].id, account_id: evaId },
        },
      },
    });
    expect(seat.status).toBe(201);
    expect(await access()).toBe(true);
    const endsAt = Date.now() + 3_000;
    await heard(`update course_access_grants set ends_at = $1 where account_id = $2`, [
      new Date(endsAt).toISOString(),
      evaId,
    ]);
    expect(await access()).toBe(true);
    expect(await access()).toBe(true);
    await wait(endsAt);
    expect(await access()).toBe(false);
  });

  it('is built again by the next last-online write, not kept past it', async () => {
    const token = await t.signIn('student@demo.academy');
    // Last online 50 s ago: the next write is due in 10 s (middleware/portal.ts, once a minute).
    await heard(`update accounts set last_online = now() - interval '50 seconds' where id = $1`, [
      studentId,
    ]);
    const lastOnline = async () => included(await me(token), 'accounts')?.last_online;
    const first = await lastOnline();
    expect(await lastOnline()).toBe(first);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15_000);
    // The write is silent on the feed (only last_online changed); Me shows it all the same.
    expect(Date.parse(await lastOnline())).toBeGreaterThan(Date.parse(first) + 50_000);
  });

  it('keeps nothing once the session ends', async () => {
    const token = await t.signIn('student@demo.academy');
    expect((await me(token)).meta.authenticated).toBe(true);
    await heard(`update login_tokens set revoked_at = now() where token_hash = $1`, [
      hashToken(token),
    ]);
    expect((await me(token)).meta.authenticated).toBe(false);
  });
});
