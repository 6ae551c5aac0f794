import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, files, portals, portfolioItems } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { MAX_UPLOAD_BYTES } from './limits';
import { EXE, multipart, PDF, PNG, SVG, type TestFile } from './multipart-fixtures';
import { type FileStorage, fileStorage, setFileStorage } from './storage';

/** A storage for the tests to run on, and what it holds (for "keeps nothing" checks). */
export type StorageUnderTest = {
  storage: FileStorage;
  /** Every stored file's size, by key (partial files included where the storage shows them). */
  stored(): Promise<Map<string, number>>;
  close(): Promise<void>;
};

/**
 * The files routes' tests (SCREENS "Files": uploads, limits, sniffing, access checks, deletion,
 * cover variants), run on each storage: files.routes.test.ts on the data directory,
 * files.routes.s3.test.ts on a bucket of an S3 stand-in. Each run has a database of its own.
 */
export function fileRouteTests(open: () => Promise<StorageUnderTest>) {
  const t = setUpTestApi();
  const { id, token } = demoPeople(t, {
    ada: 'admin@demo.academy',
    sam: 'support@demo.academy',
    alex: 'author@demo.academy',
    sven: 'sales@demo.academy',
    cora: 'coach@demo.academy',
    hugo: 'hybrid@demo.academy',
    stijn: 'student@demo.academy',
    fenna: 'flatfee@demo.academy',
    lars: 'learner@unlimited.academy',
  });

  let under: StorageUnderTest;
  let before: FileStorage;
  beforeAll(async () => {
    under = await open();
    before = fileStorage();
    setFileStorage(under.storage);
  });
  afterAll(async () => {
    setFileStorage(before);
    await under?.close();
  });
  /** Every stored file's size, by key (what the storage holds). */
  const stored = () => under.stored();

  type UploadOptions = {
    token?: string;
    domain?: string;
    /** Content-Length to declare (default: the exact length; null: none, as a chunked body). */
    contentLength?: number | null;
  };

  async function upload(fields: [string, string][], file?: TestFile, options: UploadOptions = {}) {
    const form = multipart(fields, file);
    const headers: Record<string, string> = {
      'x-portal-domain': options.domain ?? 'localhost',
      'content-type': form.contentType,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const length = options.contentLength === undefined ? form.length : options.contentLength;
    if (length !== null) headers['content-length'] = String(length);
    const response = await t.api.fetch(
      new Request('http://api/v1/files', {
        method: 'POST',
        headers,
        body: form.body,
        duplex: 'half',
      } as RequestInit),
    );
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Json,
      tally: form.tally,
      length: form.length,
    };
  }

  const png = (name = 'cover.png'): TestFile => ({ name, type: 'image/png', head: PNG });

  async function courseId(slug: string) {
    const [row] = await t.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug));
    return row?.id ?? '';
  }

  async function stijnsItem() {
    const [row] = await t.db
      .select({ id: portfolioItems.id })
      .from(portfolioItems)
      .where(
        and(
          eq(portfolioItems.accountId, id.stijn ?? ''),
          eq(portfolioItems.sharedWithCoach, false),
        ),
      )
      .limit(1);
    return row?.id ?? '';
  }

  /** GET …/content: the status and the response (its body is bytes, not JSON). */
  async function content(
    fileId: string,
    options: {
      token?: string;
      domain?: string;
      headers?: Record<string, string>;
      /** The query string, `?w=400` for a cover's variant. */
      search?: string;
    } = {},
  ) {
    const response = await t.api.fetch(
      new Request(`http://api/v1/files/${fileId}/content${options.search ?? ''}`, {
        headers: {
          'x-portal-domain': options.domain ?? 'localhost',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      }),
    );
    return { status: response.status, response };
  }

  describe('POST /v1/files', () => {
    it('stores a PNG cover (201) and GET …/content returns the same bytes with safe headers', async () => {
      const course = await courseId('data-literacy');
      const { status, body } = await upload(
        [
          ['purpose', 'course_cover'],
          ['course_id', course],
        ],
        { name: 'Dashboard café.png', type: 'application/x-msdownload', head: PNG },
        { token: token.alex },
      );
      expect(status).toBe(201);
      expect(body.data).toMatchObject({
        type: 'files',
        attributes: {
          file_name: 'Dashboard café.png',
          // Sniffed: the browser's type is ignored.
          content_type: 'image/png',
          size_bytes: PNG.byteLength,
          purpose: 'course_cover',
        },
        links: { self: `/v1/files/${body.data.id}` },
      });
      const [row] = await t.db.select().from(files).where(eq(files.id, body.data.id));
      expect(row?.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
      expect(row?.courseId).toBe(course);

      // A published course's cover: anyone on the portal, guests included (the landing page).
      const download = await content(body.data.id);
      expect(download.status).toBe(200);
      const bytes = new Uint8Array(await download.response.arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(PNG))).toBe(true);
      const headers = download.response.headers;
      expect(headers.get('content-type')).toBe('image/png');
      expect(headers.get('content-length')).toBe(String(PNG.byteLength));
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cache-control')).toBe('private, max-age=3600');
      expect(headers.get('etag')).toBe(`"${row?.sha256}"`);
      expect(headers.get('content-disposition')).toBe(
        `inline; filename="Dashboard caf_.png"; filename*=UTF-8''Dashboard%20caf%C3%A9.png`,
      );

      const again = await content(body.data.id, {
        headers: { 'if-none-match': `W/"other", "${row?.sha256}"` },
      });
      expect(again.status).toBe(304);
      expect(again.response.headers.get('etag')).toBe(`"${row?.sha256}"`);

      const metadata = await t.request(`/v1/files/${body.data.id}`);
      expect(metadata.status).toBe(200);
      expect(metadata.body.data.attributes.file_name).toBe('Dashboard café.png');
    });

    it('takes a file of exactly 50,000,000 bytes, streamed', async () => {
      const before = process.memoryUsage().rss;
      const { status, body } = await upload(
        [['purpose', 'course_cover']],
        { name: 'big.png', head: PNG, size: MAX_UPLOAD_BYTES },
        { token: token.ada },
      );
      expect(status).toBe(201);
      expect(body.data.attributes.size_bytes).toBe(MAX_UPLOAD_BYTES);
      const [row] = await t.db.select().from(files).where(eq(files.id, body.data.id));
      expect((await stored()).get(row?.storageKey ?? '')).toBe(MAX_UPLOAD_BYTES);
      // Streamed to disk, not held: far less than the file's size in new memory.
      expect(process.memoryUsage().rss - before).toBeLessThan(40_000_000);
    });

    it('refuses 50,000,001 bytes with 413 FILE_TOO_LARGE and keeps nothing', async () => {
      const keys = await stored();
      const rows = await t.db.$count(files);
      const { status, body } = await upload(
        [['purpose', 'course_cover']],
        { name: 'big.png', head: PNG, size: MAX_UPLOAD_BYTES + 1 },
        { token: token.ada },
      );
      expect(status).toBe(413);
      expect(body.errors[0]).toMatchObject({
        status: '413',
        code: 'FILE_TOO_LARGE',
        detail: 'The file is larger than 50 MB (50,000,000 bytes).',
        source: { pointer: '/data/attributes/file' },
      });
      expect(await stored()).toEqual(keys);
      expect(await t.db.$count(files)).toBe(rows);
    });

    it('stops reading a stream past the limit (no Content-Length) instead of draining it', async () => {
      const keys = await stored();
      const { status, tally, length } = await upload(
        [['purpose', 'portfolio']],
        { name: 'huge.pdf', head: PDF, size: 80_000_000 },
        { token: token.stijn, contentLength: null },
      );
      expect(status).toBe(413);
      expect(tally.cancelled).toBe(true);
      expect(tally.pulled).toBeLessThan(MAX_UPLOAD_BYTES + 2_000_000);
      expect(tally.pulled).toBeLessThan(length);
      expect(await stored()).toEqual(keys);
    });

    it('keeps nothing of an upload whose sender stops halfway (400 UPLOAD_INCOMPLETE)', async () => {
      const keys = await stored();
      const rows = await t.db.$count(files);
      const form = multipart([['purpose', 'course_cover']], {
        name: 'a.png',
        head: PNG,
        size: 5_000_000,
      });
      const reader = form.body.getReader();
      let sent = 0;
      // The browser goes away after about 2 MB.
      const broken = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          sent += value.byteLength;
          if (sent > 2_000_000) return controller.error(new Error('connection reset'));
          controller.enqueue(value);
        },
      });
      const response = await t.api.fetch(
        new Request('http://api/v1/files', {
          method: 'POST',
          headers: {
            'x-portal-domain': 'localhost',
            authorization: `Bearer ${token.alex}`,
            'content-type': form.contentType,
          },
          body: broken,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).errors[0].code).toBe('UPLOAD_INCOMPLETE');
      expect(await stored()).toEqual(keys);
      expect(await t.db.$count(files)).toBe(rows);
    });

    it('refuses at once when Content-Length says it is too large, reading nothing', async () => {
      const { status, body, tally } = await upload([['purpose', 'course_cover']], png(), {
        token: token.alex,
        contentLength: 60_000_000,
      });
      expect(status).toBe(413);
      expect(body.errors[0].code).toBe('FILE_TOO_LARGE');
      expect(tally.pulled).toBe(0);
    });

    it('answers in the request language', async () => {
      const form = multipart([['purpose', 'course_cover']], png());
      const response = await t.api.fetch(
        new Request('http://api/v1/files', {
          method: 'POST',
          headers: {
            'x-portal-domain': 'localhost',
            authorization: `Bearer ${token.alex}`,
            'accept-language': 'nl',
            'content-type': form.contentType,
            'content-length': '60000000',
          },
          body: form.body,
          duplex: 'half',
        } as RequestInit),
      );
      expect((await response.json()).errors[0].detail).toBe(
        'Het bestand is groter dan 50 MB (50.000.000 bytes).',
      );
    });

    it('sniffs the bytes: an executable renamed photo.png is 415, an SVG cover is 415', async () => {
      const keys = await stored();
      const exe = await upload(
        [['purpose', 'course_cover']],
        { name: 'photo.png', type: 'image/png', head: EXE, size: 4096 },
        { token: token.alex },
      );
      expect(exe.status).toBe(415);
      expect(exe.body.errors[0]).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' });
      expect(exe.body.errors[0].detail).toContain('PNG, JPG, GIF, WEBP');

      const svg = await upload(
        [['purpose', 'course_cover']],
        { name: 'logo.svg', type: 'image/svg+xml', head: SVG },
        { token: token.alex },
      );
      expect(svg.status).toBe(415);
      // Not as a portfolio file either, even named .txt it is no image (stored as text, served
      // as an attachment): as an image it is refused everywhere.
      const portfolioSvg = await upload(
        [['purpose', 'portfolio']],
        { name: 'logo.svg', type: 'image/svg+xml', head: SVG },
        { token: token.stijn },
      );
      expect(portfolioSvg.status).toBe(415);
      expect(await stored()).toEqual(keys);
    });

    it('accepts documents and clean UTF-8 text for portfolios, but not text with NULs', async () => {
      const pdf = await upload(
        [['purpose', 'portfolio']],
        { name: 'report', type: 'text/plain', head: PDF },
        { token: token.stijn },
      );
      expect(pdf.status).toBe(201);
      expect(pdf.body.data.attributes.content_type).toBe('application/pdf');

      const notes = await upload(
        [['purpose', 'portfolio']],
        { name: 'notes.md', head: new TextEncoder().encode('# Wat ik leerde\n\nVeel — echt.\n') },
        { token: token.stijn },
      );
      expect(notes.status).toBe(201);
      expect(notes.body.data.attributes.content_type).toBe('text/markdown; charset=utf-8');

      const binary = await upload(
        [['purpose', 'portfolio']],
        { name: 'notes.txt', head: Uint8Array.from([0x68, 0x69, 0x00, 0x01]) },
        { token: token.stijn },
      );
      expect(binary.status).toBe(415);
      const latin1 = await upload(
        [['purpose', 'portfolio']],
        { name: 'notes.csv', head: Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x0a]) },
        { token: token.stijn },
      );
      expect(latin1.status).toBe(415);
      // Text needs a text name: the same bytes as notes.exe are refused.
      const named = await upload(
        [['purpose', 'portfolio']],
        { name: 'notes.exe', head: new TextEncoder().encode('hello') },
        { token: token.stijn },
      );
      expect(named.status).toBe(415);
      // Documents are for portfolios and submissions; a cover must be an image.
      const pdfCover = await upload(
        [['purpose', 'course_cover']],
        { name: 'c.pdf', head: PDF },
        {
          token: token.alex,
        },
      );
      expect(pdfCover.status).toBe(415);
    });

    it('lets course managers upload covers: Alex and Ada yes; Cora, Stijn and Sven 403; guests 401', async () => {
      const status = async (who: keyof typeof token | 'guest') =>
        (
          await upload([['purpose', 'course_cover']], png(), {
            token: who === 'guest' ? undefined : token[who],
          })
        ).status;
      expect(await status('alex')).toBe(201);
      expect(await status('ada')).toBe(201);
      expect(await status('cora')).toBe(403);
      expect(await status('stijn')).toBe(403);
      expect(await status('sven')).toBe(403);
      expect(await status('guest')).toBe(401);
      // Lesson images follow the same rule.
      expect(
        (await upload([['purpose', 'lesson_image']], png(), { token: token.stijn })).status,
      ).toBe(403);
    });

    it('needs a course of this portal (404 otherwise) and the fields before the file', async () => {
      const unknown = await upload(
        [
          ['purpose', 'course_cover'],
          ['course_id', '00000000-0000-4000-8000-000000000000'],
        ],
        png(),
        { token: token.alex },
      );
      expect(unknown.status).toBe(404);
      // Ada on Unlimited Learning: Demo Academy's course is not there.
      const elsewhere = await upload(
        [
          ['purpose', 'course_cover'],
          ['course_id', await courseId('data-literacy')],
        ],
        png(),
        { token: token.ada, domain: 'unlimited.localhost' },
      );
      expect(elsewhere.status).toBe(404);

      const noPurpose = await upload([], png(), { token: token.alex });
      expect(noPurpose.status).toBe(422);
      expect(noPurpose.body.errors[0].source.pointer).toBe('/data/attributes/purpose');
      const badPurpose = await upload([['purpose', 'malware']], png(), { token: token.alex });
      expect(badPurpose.status).toBe(422);
      const noFile = await upload([['purpose', 'course_cover']], undefined, { token: token.alex });
      expect(noFile.status).toBe(422);
      expect(noFile.body.errors[0].source.pointer).toBe('/data/attributes/file');
      const wrongField = await upload(
        [
          ['purpose', 'course_cover'],
          ['portfolio_item_id', await stijnsItem()],
        ],
        png(),
        { token: token.alex },
      );
      expect(wrongField.status).toBe(422);

      const json = await t.request('/v1/files', { method: 'POST', token: token.alex, body: {} });
      expect(json.status).toBe(415);
      expect(json.body.errors[0].code).toBe('NOT_MULTIPART');
    });
  });

  describe('portfolio files', () => {
    it('attach to the uploader’s own item; others’ items are 404', async () => {
      const item = await stijnsItem();
      const own = await upload(
        [
          ['purpose', 'portfolio'],
          ['portfolio_item_id', item],
        ],
        png('proof.png'),
        { token: token.stijn },
      );
      expect(own.status).toBe(201);
      const fileId = own.body.data.id;

      const [fennas] = await t.db
        .select({ id: portfolioItems.id })
        .from(portfolioItems)
        .where(eq(portfolioItems.accountId, id.fenna ?? ''));
      const notHers = await upload(
        [
          ['purpose', 'portfolio'],
          ['portfolio_item_id', item],
        ],
        png(),
        { token: token.fenna },
      );
      expect(notHers.status).toBe(404);
      expect(fennas).toBeUndefined();

      // His primary coach sees it only once Stijn shares the item with her; staff never (Sven
      // Sales once read an item Stijn never shared), as they never see the item itself.
      for (const who of ['cora', 'sven', 'sam', 'ada'] as const) {
        expect((await content(fileId, { token: token[who] })).status, who).toBe(404);
        expect((await t.request(`/v1/files/${fileId}`, { token: token[who] })).status, who).toBe(
          404,
        );
      }
      const shared = await t.request(`/v1/accounts/${id.stijn}/portfolio_items/${item}`, {
        method: 'PATCH',
        token: token.stijn,
        body: {
          data: { type: 'portfolio_items', id: item, attributes: { shared_with_coach: true } },
        },
      });
      expect(shared.status).toBe(200);

      // The owner and his primary coach (Cora) read it, as they read the item (SCREENS "Files":
      // the same access checks as the record; GET …/portfolio_items is the owner's only, staff
      // included, and Cora's participant page shows the items shared with her); other people,
      // staff too, do not know it exists.
      const statuses: Record<string, number> = {};
      for (const who of ['stijn', 'cora', 'sam', 'ada', 'sven', 'hugo', 'fenna', 'alex'] as const) {
        statuses[who] = (await content(fileId, { token: token[who] })).status;
      }
      statuses.guest = (await content(fileId)).status;
      expect(statuses).toEqual({
        stijn: 200,
        cora: 200,
        sam: 404,
        ada: 404,
        sven: 404,
        hugo: 404,
        fenna: 404,
        alex: 404,
        guest: 401,
      });
      const download = await content(fileId, { token: token.stijn });
      expect(download.response.headers.get('content-disposition')).toMatch(/^inline;/);

      // The portfolio list carries the item's files.
      const list = await t.request(`/v1/accounts/${id.stijn}/portfolio_items?page[size]=100`, {
        token: token.stijn,
      });
      const listed = list.body.data.find((entry: Json) => entry.id === item);
      expect(listed.relationships.files.data).toContainEqual({ type: 'files', id: fileId });
      expect(list.body.included).toContainEqual(
        expect.objectContaining({ type: 'files', id: fileId }),
      );
    });

    it('are refused with 403 FEATURE_DISABLED where account_files is off', async () => {
      const [demo] = await t.db.select().from(portals).where(eq(portals.key, 'demo'));
      const features = demo?.features ?? [];
      const item = await stijnsItem();
      const before = await upload(
        [
          ['purpose', 'portfolio'],
          ['portfolio_item_id', item],
        ],
        png(),
        { token: token.stijn },
      );
      expect(before.status).toBe(201);
      await t.db
        .update(portals)
        .set({ features: features.filter((flag) => flag !== 'account_files') })
        .where(eq(portals.key, 'demo'));
      try {
        const { status, body } = await upload(
          [
            ['purpose', 'portfolio'],
            ['portfolio_item_id', item],
          ],
          png(),
          { token: token.stijn },
        );
        expect(status).toBe(403);
        expect(body.errors[0]).toMatchObject({
          code: 'FEATURE_DISABLED',
          meta: { feature: 'account_files' },
        });
        // Files uploaded before are not served while the feature is off.
        expect((await content(before.body.data.id, { token: token.stijn })).status).toBe(403);
        // Nor listed with the items.
        const list = await t.request(`/v1/accounts/${id.stijn}/portfolio_items`, {
          token: token.stijn,
        });
        expect(list.body.data[0].relationships.files).toBeUndefined();
      } finally {
        await t.db.update(portals).set({ features }).where(eq(portals.key, 'demo'));
      }
      // Unlimited Learning has account_files but no portfolio at all.
      const lars = await upload([['purpose', 'portfolio']], png(), {
        token: token.lars,
        domain: 'unlimited.localhost',
      });
      expect(lars.status).toBe(403);
      expect(lars.body.errors[0].meta.feature).toBe('portfolio_feature');
    });

    it('go with their item: deleting the item removes its files and their bytes', async () => {
      const created = await t.request(`/v1/accounts/${id.stijn}/portfolio_items`, {
        method: 'POST',
        token: token.stijn,
        body: { title: 'Item with a file', kind: 'achievement' },
      });
      const item = created.body.data.id;
      const file = await upload(
        [
          ['purpose', 'portfolio'],
          ['portfolio_item_id', item],
        ],
        png(),
        { token: token.stijn },
      );
      const [row] = await t.db.select().from(files).where(eq(files.id, file.body.data.id));
      expect((await stored()).has(row?.storageKey ?? '')).toBe(true);
      const deleted = await t.request(`/v1/accounts/${id.stijn}/portfolio_items/${item}`, {
        method: 'DELETE',
        token: token.stijn,
      });
      expect(deleted.status).toBe(204);
      expect(await t.db.$count(files, eq(files.id, file.body.data.id))).toBe(0);
      expect((await stored()).has(row?.storageKey ?? '')).toBe(false);
    });
  });

  describe('reading and deleting files', () => {
    it('hides a draft course’s lesson image from students (404), not from course managers', async () => {
      const draft = await courseId('leading-hybrid-teams');
      const { status, body } = await upload(
        [
          ['purpose', 'lesson_image'],
          ['course_id', draft],
        ],
        png('diagram.png'),
        { token: token.alex },
      );
      expect(status).toBe(201);
      const fileId = body.data.id;
      expect((await content(fileId, { token: token.stijn })).status).toBe(404);
      expect((await content(fileId, { token: token.cora })).status).toBe(404);
      expect((await content(fileId, { token: token.ada })).status).toBe(200);
      expect((await content(fileId, { token: token.alex })).status).toBe(200);
      expect((await t.request(`/v1/files/${fileId}`, { token: token.stijn })).status).toBe(404);

      // Published: any signed-in person may see a lesson's images; guests sign in first.
      await t.db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft));
      try {
        expect((await content(fileId, { token: token.stijn })).status).toBe(200);
        expect((await content(fileId)).status).toBe(401);
      } finally {
        await t.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft));
      }
    });

    it('answers 404 for another portal’s file, whoever asks', async () => {
      const { body } = await upload([['purpose', 'course_cover']], png(), { token: token.alex });
      const fileId = body.data.id;
      // Unattached: only its uploader.
      expect((await content(fileId, { token: token.alex })).status).toBe(200);
      expect((await content(fileId, { token: token.ada })).status).toBe(404);
      expect(
        (await content(fileId, { token: token.lars, domain: 'unlimited.localhost' })).status,
      ).toBe(404);
      // Academy staff act on every portal, but Demo Academy's file is not Unlimited Learning's.
      expect(
        (await content(fileId, { token: token.alex, domain: 'unlimited.localhost' })).status,
      ).toBe(404);
      expect(
        (
          await t.request(`/v1/files/${fileId}`, {
            method: 'DELETE',
            token: token.alex,
            domain: 'unlimited.localhost',
          })
        ).status,
      ).toBe(404);
    });

    it('lets the uploader and course managers delete, removing the bytes', async () => {
      const course = await courseId('data-literacy');
      const { body } = await upload(
        [
          ['purpose', 'course_cover'],
          ['course_id', course],
        ],
        png(),
        { token: token.alex },
      );
      const fileId = body.data.id;
      const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
      const remove = (who: keyof typeof token) =>
        t.request(`/v1/files/${fileId}`, { method: 'DELETE', token: token[who] });
      // Stijn may see a published cover, not delete it.
      expect((await remove('stijn')).status).toBe(403);
      expect((await remove('ada')).status).toBe(204);
      expect((await stored()).has(row?.storageKey ?? '')).toBe(false);
      expect((await remove('alex')).status).toBe(404);
      expect((await content(fileId)).status).toBe(401);
      expect(
        await t.db.$count(
          files,
          and(eq(files.id, fileId), eq(files.portalId, row?.portalId ?? '')),
        ),
      ).toBe(0);
    });
  });

  describe('cover variants', () => {
    /** A photo-like 1600 × 900 PNG (noise does not compress): a real upload's weight. */
    const photo = () =>
      sharp({
        create: {
          width: 1600,
          height: 900,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .png()
        .toBuffer();

    it('serves an uploaded cover at ?w=400/800/1200 as a smaller WebP of that width, kept once, and removed with it', async () => {
      const original = await photo();
      const course = await courseId('data-literacy');
      const uploaded = await upload(
        [
          ['purpose', 'course_cover'],
          ['course_id', course],
        ],
        { name: 'Team photo.png', type: 'image/png', head: new Uint8Array(original) },
        { token: token.alex },
      );
      expect(uploaded.status).toBe(201);
      const fileId = uploaded.body.data.id as string;
      const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
      for (const width of [400, 800, 1200]) {
        // A guest (the landing page) reads a published course's cover.
        const { status, response } = await content(fileId, { search: `?w=${width}` });
        expect(status).toBe(200);
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width });
        expect(bytes.byteLength).toBeLessThan(original.byteLength / 2);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
        expect(response.headers.get('etag')).toBe(`"${row?.sha256}-w${width}"`);
        expect(response.headers.get('content-disposition')).toMatch(
          /^inline; filename="Team photo\.webp"/,
        );
        expect(response.headers.get('content-security-policy')).toContain('sandbox');
        const again = await content(fileId, {
          search: `?w=${width}`,
          headers: { 'if-none-match': `"${row?.sha256}-w${width}"` },
        });
        expect(again.status).toBe(304);
      }
      // Made once and kept beside the upload.
      const keys = [...(await stored()).keys()].filter((key) => key.includes(fileId));
      expect(keys).toHaveLength(4);
      // Any other width is the upload as it is.
      const other = await content(fileId, { search: '?w=123' });
      expect(other.response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await other.response.arrayBuffer()).equals(original)).toBe(true);

      const deleted = await t.api.fetch(
        new Request(`http://api/v1/files/${fileId}`, {
          method: 'DELETE',
          headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.alex}` },
        }),
      );
      expect(deleted.status).toBe(204);
      expect([...(await stored()).keys()].filter((key) => key.includes(fileId))).toEqual([]);
    });

    it('never enlarges a small cover, and serves one that does not decode as it is', async () => {
      const small = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#2a6' },
      })
        .png()
        .toBuffer();
      const uploaded = await upload(
        [['purpose', 'course_cover']],
        { name: 'small.png', type: 'image/png', head: new Uint8Array(small) },
        { token: token.alex },
      );
      const wide = await content(uploaded.body.data.id, { search: '?w=1200', token: token.alex });
      expect(await sharp(Buffer.from(await wide.response.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 200,
      });
      // A PNG cut short: sniffed as a PNG, but no picture.
      const cut = PNG.slice(0, 40);
      const broken = await upload(
        [['purpose', 'course_cover']],
        { name: 'broken.png', type: 'image/png', head: cut },
        { token: token.alex },
      );
      const served = await content(broken.body.data.id, { search: '?w=400', token: token.alex });
      expect(served.status).toBe(200);
      expect(served.response.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.response.arrayBuffer()).equals(Buffer.from(cut))).toBe(true);
    });
  });
}
