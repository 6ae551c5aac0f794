import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, portals } from '../db/schema';
import { multipart, PDF, PNG, SVG, type TestFile } from '../files/multipart-fixtures';
import { DataDirStorage, setFileStorage } from '../files/storage';
import { type Json, setUpTestApi } from '../test/api-client';

/** A portal's logo (uploaded, checked, shown to everyone) and its theme. */
const t = setUpTestApi();

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-portal-logo-'));
beforeAll(() => setFileStorage(new DataDirStorage(root)));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const storedKeys = () =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    : [];

async function picture(width: number, height: number, format: 'png' | 'webp' = 'png') {
  const image = sharp({
    create: { width, height, channels: 4, background: { r: 14, g: 124, b: 102, alpha: 1 } },
  });
  return new Uint8Array(await (format === 'png' ? image.png() : image.webp()).toBuffer());
}

async function upload(
  fields: [string, string][],
  file: TestFile,
  { token, domain = 'localhost' }: { token?: string; domain?: string } = {},
) {
  const form = multipart(fields, file);
  const response = await t.api.fetch(
    new Request('http://api/v1/files', {
      method: 'POST',
      headers: {
        'x-portal-domain': domain,
        'content-type': form.contentType,
        'content-length': String(form.length),
        'accept-language': 'nl',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form.body,
      duplex: 'half',
    } as RequestInit),
  );
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
}

/** GET …/content (bytes, not JSON): the response. */
function content(
  fileId: string,
  options: { token?: string; domain?: string; headers?: Record<string, string> } = {},
) {
  return t.api.fetch(
    new Request(`http://api/v1/files/${fileId}/content`, {
      headers: {
        'x-portal-domain': options.domain ?? 'localhost',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    }),
  );
}

const body = (type: string, attributes: Record<string, unknown>) => ({
  data: { type, attributes },
});

async function portalId(key: string) {
  const [row] = await t.db.select({ id: portals.id }).from(portals).where(eq(portals.key, key));
  return row?.id ?? '';
}

describe('portal logo', () => {
  it('uploads, previews, shows to guests of that portal with caching headers, replaces and removes', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const unlimited = await portalId('unlimited');
    const first = await upload(
      [
        ['purpose', 'portal_logo'],
        ['portal_id', unlimited],
      ],
      { name: 'logo.png', head: await picture(240, 60) },
      { token: ada },
    );
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      purpose: 'portal_logo',
      content_type: 'image/png',
    });
    const logo = first.body.data.id as string;
    // Kept under the portal it is for (portal_id), not the portal the admin works on.
    const [row] = await t.db.select().from(files).where(eq(files.id, logo));
    expect(row?.portalId).toBe(unlimited);

    const saved = await t.request(`/v1/portals/${unlimited}`, {
      method: 'PATCH',
      token: ada,
      body: body('portals', { logo_file_id: logo }),
    });
    expect(saved.status).toBe(200);
    const url = `/api/v1/files/${logo}/content`;
    expect(saved.body.data.attributes.assets.logo).toBe(url);

    // Every visitor of Unlimited Learning, guests too, gets it with Me and can fetch it.
    const me = await t.request('/v1/me', { domain: 'unlimited.localhost' });
    const portal = me.body.included.find((item: Json) => item.type === 'portals');
    expect(portal.attributes.assets.logo).toBe(url);
    const guest = await content(logo, { domain: 'unlimited.localhost' });
    expect(guest.status).toBe(200);
    expect(guest.headers.get('content-type')).toBe('image/png');
    expect(guest.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(
      Buffer.from(await guest.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const again = await content(logo, {
      domain: 'unlimited.localhost',
      headers: { 'if-none-match': guest.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    // The admin previews it on the portal she works on (academy roles manage every portal) …
    expect((await content(logo, { token: ada })).status).toBe(200);
    // … and a guest of another portal learns nothing (401: sign in).
    expect((await content(logo)).status).toBe(401);

    // Replaced: the new logo shows and the old one's row and bytes go.
    const second = await upload(
      [
        ['purpose', 'portal_logo'],
        ['portal_id', unlimited],
      ],
      { name: 'logo.webp', head: await picture(64, 64, 'webp') },
      { token: ada },
    );
    expect(second.status).toBe(201);
    const replaced = await t.request(`/v1/portals/${unlimited}`, {
      method: 'PATCH',
      token: ada,
      body: body('portals', { logo_file_id: second.body.data.id }),
    });
    expect(replaced.body.data.attributes.assets.logo).toBe(
      `/api/v1/files/${second.body.data.id}/content`,
    );
    expect(await t.db.select().from(files).where(eq(files.id, logo))).toEqual([]);
    expect(storedKeys()).toEqual([`${unlimited}/${second.body.data.id}`]);

    // Removed: the default logo again, and nothing left behind.
    const removed = await t.request(`/v1/portals/${unlimited}`, {
      method: 'PATCH',
      token: ada,
      body: body('portals', { logo_file_id: null }),
    });
    expect(removed.body.data.attributes.assets.logo).toBeNull();
    expect(storedKeys()).toEqual([]);
  });

  it('refuses a file that is not a picture by its bytes (415), whatever its name says', async () => {
    const ada = await t.signIn('admin@demo.academy');
    for (const file of [
      { name: 'logo.svg', type: 'image/svg+xml', head: SVG },
      { name: 'logo.png', type: 'image/png', head: PDF },
    ]) {
      const { status, body: answer } = await upload([['purpose', 'portal_logo']], file, {
        token: ada,
      });
      expect(status).toBe(415);
      expect(answer.errors[0]).toMatchObject({
        code: 'UNSUPPORTED_FILE_TYPE',
        detail: 'Dit soort bestand kan hier niet worden geüpload. Toegestaan: PNG, JPG, GIF, WEBP.',
      });
    }
    expect(storedKeys()).toEqual([]);
  });

  it('refuses a logo over 2 MB (413) and one the header cannot show (422), in the language asked', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const big = await upload(
      [['purpose', 'portal_logo']],
      { name: 'huge.png', head: PNG, size: 2_000_001 },
      { token: ada },
    );
    expect(big.status).toBe(413);
    expect(big.body.errors[0]).toMatchObject({
      code: 'FILE_TOO_LARGE',
      detail: 'Het bestand is groter dan 2 MB (2.000.000 bytes).',
      meta: { max_bytes: 2_000_000 },
    });
    const tiny = await upload(
      [['purpose', 'portal_logo']],
      { name: 'dot.png', head: PNG },
      {
        token: ada,
      },
    );
    expect(tiny.status).toBe(422);
    expect(tiny.body.errors[0]).toMatchObject({
      code: 'VALIDATION_FAILED',
      source: { pointer: '/data/attributes/file' },
      meta: { rule: 'tooSmall' },
      detail: 'Het logo is te klein: het moet minstens 16 × 16 pixels zijn.',
    });
    const strip = await upload(
      [['purpose', 'portal_logo']],
      { name: 'strip.png', head: await picture(900, 100) },
      { token: ada },
    );
    expect(strip.status).toBe(422);
    expect(strip.body.errors[0].meta.rule).toBe('aspect');
    expect(storedKeys()).toEqual([]);
  });

  it('takes as a logo only a logo of that portal (422), and keeps the old one then', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const demo = await portalId('demo');
    const unlimited = await portalId('unlimited');
    const forUnlimited = await upload(
      [
        ['purpose', 'portal_logo'],
        ['portal_id', unlimited],
      ],
      { name: 'logo.png', head: await picture(100, 40) },
      { token: ada },
    );
    const before = (await t.request(`/v1/portals/${demo}`, { token: ada })).body.data.attributes
      .assets.logo;
    const wrong = await t.request(`/v1/portals/${demo}`, {
      method: 'PATCH',
      token: ada,
      body: body('portals', { logo_file_id: forUnlimited.body.data.id }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/logo_file_id');
    const after = (await t.request(`/v1/portals/${demo}`, { token: ada })).body.data.attributes
      .assets.logo;
    expect(after).toBe(before);
  });

  it('is for portal managers only (spec §6): 403 without the role or the portals feature, 404 for no portal', async () => {
    const sam = await t.signIn('support@demo.academy');
    const stijn = await t.signIn('student@demo.academy');
    const demo = await portalId('demo');
    const logo = { name: 'logo.png', head: await picture(64, 64) };
    for (const token of [sam, stijn]) {
      expect((await upload([['purpose', 'portal_logo']], logo, { token })).status).toBe(403);
      const patch = await t.request(`/v1/portals/${demo}`, {
        method: 'PATCH',
        token,
        body: body('portals', { logo_file_id: null }),
      });
      expect(patch.status).toBe(403);
    }
    // Ada on Unlimited Learning, which has no `portals` feature: not hers to manage there.
    const adaThere = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    expect(
      (
        await upload([['purpose', 'portal_logo']], logo, {
          token: adaThere,
          domain: 'unlimited.localhost',
        })
      ).status,
    ).toBe(403);
    const ada = await t.signIn('admin@demo.academy');
    const missing = await upload(
      [
        ['purpose', 'portal_logo'],
        ['portal_id', '0193a1b2-0000-7000-8000-000000000000'],
      ],
      logo,
      { token: ada },
    );
    expect(missing.status).toBe(404);
    expect(
      (
        await t.request('/v1/portals/0193a1b2-0000-7000-8000-000000000000', {
          method: 'PATCH',
          token: ada,
          body: body('portals', { logo_file_id: null }),
        })
      ).status,
    ).toBe(404);
    // Guests upload nothing.
    expect((await upload([['purpose', 'portal_logo']], logo)).status).toBe(401);
  });
});

describe('portal theme on the portals screen', () => {
  it('comes with the staff list when asked (include=theme), so the colour field starts filled', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const list = await t.request('/v1/portals?include=portal_domains,theme&sort=name', {
      token: ada,
    });
    expect(list.status).toBe(200);
    const themes = list.body.included.filter((item: Json) => item.type === 'themes');
    const unlimited = list.body.data.find((p: Json) => p.attributes.key === 'unlimited');
    const theme = themes.find((item: Json) => item.id === unlimited.relationships.theme.data.id);
    expect(theme.attributes.colors.primary).toBeTruthy();
    // Without asking, the list carries no theme (the switcher's list stays small).
    const plain = await t.request('/v1/portals?include=portal_domains', { token: ada });
    expect(plain.body.included.some((item: Json) => item.type === 'themes')).toBe(false);
  });
});
