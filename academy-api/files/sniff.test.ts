import { describe, expect, it } from 'vitest';
import { EXE, PDF, PNG, SVG } from './multipart-fixtures';
import { acceptedExtensions, sniff, Utf8Check } from './sniff';

const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));
const text = (value: string) => new TextEncoder().encode(value);

// Made with Python's zipfile: [Content_Types].xml first, as Office writes it.
const DOCX = bytes(
  'UEsDBBQAAAAIAJo1eF15bjPX6AAAAK0BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QyU7DMBD9FWuuKHHggBCK0wPLETiUDxjZk8SqN3nc0v49Tlt6QIXjzFv1+tXeO7GjzDYGBbdtB4KCjsaGScHn+rV5AMEFg0EXAyk4EMNq6NeHRCyqNrCCuZT0KCXrmTxyGxOFiowxeyz1zJNMqDc4kbzrunupYygUSlMWDxj6Zxpx64p42df3qUcmxyCeTsQlSwGm5KzGUnG5C+ZXSnNOaKvyyOHZJr6pBJBXExbk74Cz7r0Ok60h8YG5vKGvLPkVs5Em6q2vyvZ/mys94zhaTRf94pZy1MRcF/euvSAebfjpL49zD99QSwMEFAAAAAgAmjV4XV8zlVKVAAAABwEAAAsAAABfcmVscy8ucmVsc43POw7CMAwG4KtEPkCdMjCgpl1YuiIuECVuU9E85ITX7cnAQBEDo3//+ix3w8Ov4kaclxgUtI2Eoe9OtOpSg+yWlEVthKzAlZIOiNk48jo3MVGomymy16WOPGPS5qJnwp2Ue+RPA7amGK0CHm0L4vxM9I8dp2kxdIzm6imUHye+GlXWPFNRcI9s0b7jprKAfYebF/sXUEsDBBQAAAAIAJo1eF1o1ze4gAAAAKwAAAARAAAAd29yZC9kb2N1bWVudC54bWxFzsEOwiAMBuBXWXiAFT14IIxdfQ0E3EiAksJE316YBy9f2/xNU7m+Y5hejorHtLDLzNmqZBMWzRFdqlOPUxFtYXutWQAUs7uoy4zZpZ49kaKufaQNGpLNhMaV4tMWA1w5v0HUPrFx8oH2M2oe0KCquw4BJYx2SKf59LcO/1fUF1BLAQIUAxQAAAAIAJo1eF15bjPX6AAAAK0BAAATAAAAAAAAAAAAAACAAQAAAABbQ29udGVudF9UeXBlc10ueG1sUEsBAhQDFAAAAAgAmjV4XV8zlVKVAAAABwEAAAsAAAAAAAAAAAAAAIABGQEAAF9yZWxzLy5yZWxzUEsBAhQDFAAAAAgAmjV4XWjXN7iAAAAArAAAABEAAAAAAAAAAAAAAIAB1wEAAHdvcmQvZG9jdW1lbnQueG1sUEsFBgAAAAADAAMAuQAAAIYCAAAAAA==',
);
// The OpenDocument way: an uncompressed "mimetype" entry first.
const ODT = bytes(
  'UEsDBBQAAAAAAAAAIQBexjIMJwAAACcAAAAIAAAAbWltZXR5cGVhcHBsaWNhdGlvbi92bmQub2FzaXMub3BlbmRvY3VtZW50LnRleHRQSwMEFAAAAAAAmjV4XTFGq2oaAAAAGgAAAAsAAABjb250ZW50LnhtbDxvZmZpY2U6ZG9jdW1lbnQtY29udGVudC8+UEsBAhQDFAAAAAAAAAAhAF7GMgwnAAAAJwAAAAgAAAAAAAAAAAAAAIABAAAAAG1pbWV0eXBlUEsBAhQDFAAAAAAAmjV4XTFGq2oaAAAAGgAAAAsAAAAAAAAAAAAAAIABTQAAAGNvbnRlbnQueG1sUEsFBgAAAAACAAIAbwAAAJAAAAAAAA==',
);
const ZIP = bytes(
  'UEsDBBQAAAAIAJo1eF2GphA2BwAAAAUAAAAFAAAAYS50eHTLSM3JyQcAUEsBAhQDFAAAAAgAmjV4XYamEDYHAAAABQAAAAUAAAAAAAAAAAAAAIABAAAAAGEudHh0UEsFBgAAAAABAAEAMwAAACoAAAAAAA==',
);
const GIF = bytes('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = Uint8Array.from([
  ...text('RIFF'),
  0x1a,
  0,
  0,
  0,
  ...text('WEBPVP8 '),
  ...new Uint8Array(20),
]);
const MP4 = Uint8Array.from([
  0,
  0,
  0,
  0x18,
  ...text('ftypisom'),
  0,
  0,
  2,
  0,
  ...text('isomiso2'),
  ...new Uint8Array(100),
]);
const MP3 = Uint8Array.from([
  ...text('ID3'),
  4,
  0,
  0,
  0,
  0,
  0,
  0,
  0xff,
  0xfb,
  0x90,
  0x64,
  ...new Uint8Array(400),
]);

describe('sniff', () => {
  it('knows the four raster image types by their bytes, whatever the name says', async () => {
    expect(await sniff(PNG, 'x.jpg', 'course_cover')).toEqual({
      contentType: 'image/png',
      text: false,
    });
    expect((await sniff(JPEG, 'x', 'lesson_image'))?.contentType).toBe('image/jpeg');
    expect((await sniff(GIF, 'x.png', 'avatar'))?.contentType).toBe('image/gif');
    expect((await sniff(WEBP, 'x.webp', 'course_cover'))?.contentType).toBe('image/webp');
  });

  it('refuses executables, SVG, HTML and archives, named as anything', async () => {
    for (const purpose of [
      'course_cover',
      'lesson_image',
      'avatar',
      'portfolio',
      'submission',
    ] as const) {
      expect(await sniff(EXE, 'photo.png', purpose)).toBeNull();
      expect(await sniff(SVG, 'logo.svg', purpose)).toBeNull();
      expect(await sniff(ZIP, 'notes.docx', purpose)).toBeNull();
      expect(
        await sniff(text('<!doctype html><script>alert(1)</script>'), 'a.html', purpose),
      ).toBeNull();
    }
  });

  it('takes documents and media for portfolios and submissions only', async () => {
    const cases: [Uint8Array, string][] = [
      [PDF, 'application/pdf'],
      [DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [ODT, 'application/vnd.oasis.opendocument.text'],
      [MP4, 'video/mp4'],
      [MP3, 'audio/mpeg'],
    ];
    for (const [head, type] of cases) {
      expect((await sniff(head, 'file', 'portfolio'))?.contentType).toBe(type);
      expect((await sniff(head, 'file', 'submission'))?.contentType).toBe(type);
      expect(await sniff(head, 'file', 'course_cover')).toBeNull();
      expect(await sniff(head, 'file', 'avatar')).toBeNull();
    }
  });

  it('takes text without a magic number only by a text name, and marks it for the UTF-8 check', async () => {
    expect(await sniff(text('a,b\n1,2\n'), 'scores.csv', 'portfolio')).toEqual({
      contentType: 'text/csv; charset=utf-8',
      text: true,
    });
    expect((await sniff(text('# Notes'), 'NOTES.MD', 'submission'))?.contentType).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(await sniff(text('hello'), 'notes.exe', 'portfolio')).toBeNull();
    expect(await sniff(text('hello'), 'notes.txt', 'course_cover')).toBeNull();
    expect(await sniff(Uint8Array.from([0x68, 0, 0x69]), 'notes.txt', 'portfolio')).toBeNull();
  });

  it('takes a package’s course structure as XML, with its declaration or without, and nowhere else', async () => {
    const declared = text('<?xml version="1.0"?><courseStructure/>');
    expect(await sniff(declared, 'cmi5.xml', 'package')).toEqual({
      contentType: 'application/xml',
      text: false,
    });
    const bare = text('\uFEFF\n  <courseStructure xmlns="x"/>');
    expect((await sniff(bare, 'course.xml', 'package'))?.contentType).toBe('application/xml');
    expect(await sniff(bare, 'course.txt', 'package')).toBeNull();
    expect(await sniff(text('not markup'), 'course.xml', 'package')).toBeNull();
    expect(await sniff(bare, 'course.xml', 'portfolio')).toBeNull();
    expect(acceptedExtensions('package')).toEqual(['zip', 'xml']);
  });

  it('lists what a purpose accepts (for messages)', () => {
    expect(acceptedExtensions('course_cover')).toEqual(['png', 'jpg', 'gif', 'webp']);
    expect(acceptedExtensions('portfolio')).toContain('docx');
    expect(acceptedExtensions('portfolio')).toContain('txt');
    expect(acceptedExtensions('portfolio')).not.toContain('svg');
  });
});

describe('Utf8Check', () => {
  it('passes UTF-8 split anywhere across chunks', () => {
    const all = text('één café — ă ș ț 😀');
    for (let cut = 0; cut <= all.length; cut++) {
      const check = new Utf8Check();
      expect(check.push(all.subarray(0, cut)) && check.push(all.subarray(cut))).toBe(true);
      expect(check.end()).toBe(true);
    }
  });

  it('fails on invalid bytes, a NUL, or a sequence cut off at the end', () => {
    const invalid = new Utf8Check();
    expect(invalid.push(Uint8Array.from([0x63, 0xe9, 0x0a]))).toBe(false);
    expect(invalid.end()).toBe(false);
    const nul = new Utf8Check();
    expect(nul.push(text('ok'))).toBe(true);
    expect(nul.push(Uint8Array.from([0x61, 0x00]))).toBe(false);
    const cut = new Utf8Check();
    expect(cut.push(text('😀').subarray(0, 2))).toBe(true);
    expect(cut.end()).toBe(false);
  });
});
