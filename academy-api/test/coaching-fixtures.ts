import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, courseItems, courses } from '../db/schema';
import { multipart, type TestFile } from '../files/multipart-fixtures';
import { currentAgreementIds } from './agreements';
import type { Json, TestApi } from './api-client';

/**
 * Fresh people and records for the coaching tests, so every test makes its own and
 * the seeded demo data (Team North, Hugo's request) stays as DEMO-DATA.md says.
 */

export type FreshStudent = { id: string; token: string; email: string; fullName: string };

/** A student of their own through try-free (a 14-day trial: §4 access), signed in. */
export async function freshStudent(t: TestApi, name: string, locale = 'en'): Promise<FreshStudent> {
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    headers: { 'accept-language': locale },
    body: {
      full_name: name,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreementIds(t),
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  const [account] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!account) throw new Error('No account');
  await t.db.update(accounts).set({ locale }).where(eq(accounts.id, account.id));
  return { id: account.id, token: body.data.attributes.token as string, email, fullName: name };
}

/** Enrols the student in a course by its slug (the catalog's Enrol). */
export async function enrol(t: TestApi, student: { token: string }, slug: string) {
  const { status, body } = await t.request(`/v1/courses/${slug}/enrollment`, {
    method: 'POST',
    token: student.token,
  });
  expect([200, 201], JSON.stringify(body)).toContain(status);
}

/** The id of a course item of the demo portal, by course and item slug. */
export async function itemId(t: TestApi, courseSlug: string, itemSlug: string): Promise<string> {
  const [row] = await t.db
    .select({ id: courseItems.id })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(and(eq(courses.slug, courseSlug), eq(courseItems.slug, itemSlug)));
  if (!row) throw new Error(`No item ${courseSlug}/${itemSlug}`);
  return row.id;
}

export async function courseId(t: TestApi, slug: string): Promise<string> {
  const [row] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`No course ${slug}`);
  return row.id;
}

/** Uploads a file with `purpose` through POST /v1/files; its JSON:API answer. */
export async function uploadFile(
  t: TestApi,
  token: string,
  purpose: string,
  file: TestFile,
): Promise<{ status: number; body: Json }> {
  const form = multipart([['purpose', purpose]], file);
  const response = await t.api.fetch(
    new Request('http://api/v1/files', {
      method: 'POST',
      headers: {
        'x-portal-domain': 'localhost',
        'content-type': form.contentType,
        'content-length': String(form.length),
        authorization: `Bearer ${token}`,
      },
      body: form.body,
      duplex: 'half',
    } as RequestInit),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
