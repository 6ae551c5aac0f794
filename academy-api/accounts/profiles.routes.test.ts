import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, files } from '../db/schema';
import { multipart } from '../files/multipart-fixtures';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';

const t = setUpTestApi();
const { id, token } = demoPeople(t, {
  cora: 'coach@demo.academy',
  hugo: 'hybrid@demo.academy',
  stijn: 'student@demo.academy',
  eva: 'expired@demo.academy',
  fenna: 'flatfee@demo.academy',
  sam: 'support@demo.academy',
  alex: 'author@demo.academy',
  lars: 'learner@unlimited.academy',
});

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-profiles-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

type Who = keyof typeof token;

const get = (who: Who | null, owner: string, domain = 'localhost') =>
  t.request(`/v1/profiles/${owner}`, { domain, ...(who ? { token: token[who] } : {}) });

const patch = (tokenValue: string, owner: string, attributes: Record<string, unknown>) =>
  t.request(`/v1/profiles/${owner}`, {
    method: 'PATCH',
    token: tokenValue,
    body: { data: { type: 'profiles', id: owner, attributes } },
  });

/** Who of these people gets which status for the profile. */
async function statuses(owner: string, people: readonly Who[]) {
  const found: Record<string, number> = {};
  for (const who of people) {
    found[who] = (
      await get(who, owner, who === 'lars' ? 'unlimited.localhost' : 'localhost')
    ).status;
  }
  found.guest = (await get(null, owner)).status;
  return found;
}

/** A new student of Demo Academy (nobody's mentee, in no course): id and token. */
async function newStudent(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.org`;
  const { status, body } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      data: {
        attributes: {
          full_name: name,
          email,
          password: 'long-enough',
          accepted_agreements: await currentAgreementIds(t),
        },
      },
    },
  });
  expect(status).toBe(201);
  const [row] = await t.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return { id: row?.id ?? '', token: body.data.attributes.token as string };
}

async function uploadAvatar(tokenValue: string, bytes: Uint8Array, name = 'me.png') {
  const form = multipart([['purpose', 'avatar']], { name, type: 'image/png', head: bytes });
  const response = await t.api.fetch(
    new Request('http://api/v1/files', {
      method: 'POST',
      headers: {
        'x-portal-domain': 'localhost',
        'content-type': form.contentType,
        authorization: `Bearer ${tokenValue}`,
      },
      body: form.body,
      duplex: 'half',
    } as RequestInit),
  );
  return { status: response.status, body: (await response.json()) as Json };
}

async function content(fileId: string, who: string | null, domain = 'localhost') {
  return t.api.fetch(
    new Request(`http://api/v1/files/${fileId}/content`, {
      headers: { 'x-portal-domain': domain, ...(who ? { authorization: `Bearer ${who}` } : {}) },
    }),
  );
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({ IFD0: { Copyright: 'Secret Camera Owner' } })
    .png()
    .toBuffer();

describe('GET /v1/profiles/{account}', () => {
  it("shows Cora Coach's portal-wide profile to everyone signed in on Demo Academy", async () => {
    const { status, body } = await get('stijn', id.cora ?? '');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ type: 'profiles', id: id.cora });
    expect(body.data.attributes).toMatchObject({
      full_name: 'Cora Coach',
      headline: 'Learning coach for project management and digital skills',
      links: [{ label: 'Book a coaching call', url: 'https://example.org/cora-coach' }],
      is_coach: true,
    });
    // Whether a profile is private is only its owner's business.
    expect(body.data.attributes).not.toHaveProperty('visibility');
    expect(await statuses(id.cora ?? '', ['fenna', 'hugo', 'alex', 'lars'])).toEqual({
      fenna: 200,
      hugo: 200,
      alex: 200,
      // Another portal's account does not exist there.
      lars: 404,
      guest: 401,
    });
  });

  it("shows Stijn's private profile only to him, his coaches and staff who help accounts", async () => {
    const own = await get('stijn', id.stijn ?? '');
    expect(own.status).toBe(200);
    expect(own.body.data.attributes).toMatchObject({ visibility: 'private', is_coach: false });
    expect(
      await statuses(id.stijn ?? '', ['cora', 'sam', 'hugo', 'fenna', 'alex', 'lars']),
    ).toEqual({
      // His primary coach (and the coach of his courses).
      cora: 200,
      sam: 200,
      // Hugo's mandate for Stijn is only requested, and he coaches none of Stijn's courses.
      hugo: 404,
      fenna: 404,
      alex: 404,
      lars: 404,
      guest: 401,
    });
  });

  it("shows a coach's private profile to the students of the courses they coach", async () => {
    const hugo = await get('hugo', id.hugo ?? '');
    expect(hugo.body.data.attributes.visibility).toBe('private');
    // Fenna is enrolled in Workplace safety, which Hugo coaches; Stijn and Eva are not.
    expect(await statuses(id.hugo ?? '', ['fenna', 'stijn', 'eva'])).toEqual({
      fenna: 200,
      stijn: 404,
      eva: 404,
      guest: 401,
    });
  });

  it('answers 404 for an id that is no account', async () => {
    expect((await get('stijn', '0190a0a0-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await get('stijn', 'not-a-uuid')).status).toBe(404);
  });
});

describe('PATCH /v1/profiles/{account}', () => {
  it('saves the headline, bio, links and visibility of the own profile', async () => {
    const rita = await newStudent('Rita Profile');
    const { status, body } = await patch(rita.token, rita.id, {
      headline: '  Learning   Dutch\tat night ',
      bio: 'Line one\r\nLine two\u0007\n\n\n\n\nLine three',
      links: [{ label: 'Portfolio', url: 'https://example.org/rita' }],
      visibility: 'portal',
    });
    expect(status).toBe(200);
    expect(body.data.attributes).toMatchObject({
      headline: 'Learning Dutch at night',
      bio: 'Line one\nLine two\n\n\nLine three',
      links: [{ label: 'Portfolio', url: 'https://example.org/rita' }],
      visibility: 'portal',
    });
    // Portal-wide now: anyone signed in on Demo Academy sees it.
    expect((await get('fenna', rita.id)).status).toBe(200);
    expect((await patch(rita.token, rita.id, { visibility: 'private' })).status).toBe(200);
    expect((await get('fenna', rita.id)).status).toBe(404);
  });

  it("refuses to change anyone else's profile with 404", async () => {
    const { status } = await patch(token.cora ?? '', id.stijn ?? '', { headline: 'Hacked' });
    expect(status).toBe(404);
    const stijn = await get('stijn', id.stijn ?? '');
    expect(stijn.body.data.attributes.headline).toBe('Student at Acme Learning');
  });

  it('answers 422 per field with the form messages', async () => {
    const rita = await newStudent('Rita Invalid');
    const tooLong = await patch(rita.token, rita.id, { headline: 'x'.repeat(121) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/headline' },
      detail: 'This field has a maximum of 120 characters',
    });
    const script = await patch(rita.token, rita.id, {
      links: [
        { label: 'Fine', url: 'https://example.org' },
        { label: 'Bad', url: 'javascript:alert(1)' },
      ],
    });
    expect(script.status).toBe(422);
    expect(script.body.errors[0].source.pointer).toBe('/data/attributes/links/1/url');
    const six = Array.from({ length: 6 }, (_, n) => ({
      label: `L${n}`,
      url: `https://e.org/${n}`,
    }));
    const tooMany = await patch(rita.token, rita.id, { links: six });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].source.pointer).toBe('/data/attributes/links');
    const visibility = await patch(rita.token, rita.id, { visibility: 'everyone' });
    expect(visibility.status).toBe(422);
    expect(visibility.body.errors[0].source.pointer).toBe('/data/attributes/visibility');
  });
});

describe('avatars', () => {
  it('are kept as 150 px squares without metadata, shown to the portal once chosen', async () => {
    const rita = await newStudent('Rita Avatar');
    const uploaded = await uploadAvatar(rita.token, await photo(600, 400));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.data.attributes).toMatchObject({
      purpose: 'avatar',
      content_type: 'image/webp',
      file_name: 'me.webp',
    });
    const fileId = uploaded.body.data.id as string;
    const bytes = Buffer.from(await (await content(fileId, rita.token)).arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ width: 150, height: 150, format: 'webp' });
    expect(metadata.exif).toBeUndefined();
    expect(uploaded.body.data.attributes.size_bytes).toBe(bytes.byteLength);

    // Not chosen yet: only the uploader reads it.
    expect((await content(fileId, token.fenna ?? '')).status).toBe(404);
    const saved = await patch(rita.token, rita.id, { avatar_file_id: fileId });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.avatar_url).toBe(`/api/v1/files/${fileId}/content`);
    const me = await t.request('/v1/me', { token: rita.token });
    const account = me.body.included.find((r: Json) => r.type === 'accounts');
    expect(account.attributes.avatar_url).toBe(`/api/v1/files/${fileId}/content`);
    // Chosen: shown wherever the name is, to everyone signed in on the portal (not guests,
    // not another portal).
    expect((await content(fileId, token.fenna ?? '')).status).toBe(200);
    expect((await content(fileId, null)).status).toBe(401);
    expect((await content(fileId, token.lars ?? '', 'unlimited.localhost')).status).toBe(404);

    // A new picture replaces the old one, whose row and bytes go.
    const next = await uploadAvatar(rita.token, await photo(300, 900), 'tall.png');
    expect(next.status).toBe(201);
    expect((await patch(rita.token, rita.id, { avatar_file_id: next.body.data.id })).status).toBe(
      200,
    );
    const [old] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(old).toBeUndefined();
    expect((await content(fileId, rita.token)).status).toBe(404);
    const tall = Buffer.from(await (await content(next.body.data.id, rita.token)).arrayBuffer());
    expect(await sharp(tall).metadata()).toMatchObject({ width: 150, height: 150 });

    // Removing the picture clears avatar_url.
    const removed = await patch(rita.token, rita.id, { avatar_file_id: null });
    expect(removed.body.data.attributes.avatar_url).toBeNull();
  });

  it("refuses someone else's upload or another purpose as the avatar (422)", async () => {
    const rita = await newStudent('Rita Borrow');
    const stijns = await uploadAvatar(token.stijn ?? '', await photo(200, 200));
    expect(stijns.status).toBe(201);
    const { status, body } = await patch(rita.token, rita.id, {
      avatar_file_id: stijns.body.data.id,
    });
    expect(status).toBe(422);
    expect(body.errors[0].source.pointer).toBe('/data/attributes/avatar_file_id');
  });

  it('refuses bytes that only look like an image, and pictures too large to decode (415)', async () => {
    const rita = await newStudent('Rita Broken');
    const png = await photo(64, 64);
    const broken = await uploadAvatar(rita.token, png.subarray(0, 60));
    expect(broken.status).toBe(415);
    // 8,000 × 6,000 pixels is past the 40-megapixel limit, however small the file.
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await uploadAvatar(rita.token, huge);
    expect(refused.status).toBe(415);
    const rows = await t.db.select().from(files).where(eq(files.uploadedBy, rita.id));
    expect(rows).toEqual([]);
  });
});
