import { crc32 as nodeCrc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bakePng, crc32, credentialTextOfPng, isPng, PNG_DATA_URL, pngOfDataUrl } from './png';
import { presentedCredential } from './presented';

const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const JWT = 'eyJhbGciOiJFZERTQSJ9.eyJ2YyI6e319.c2lnbmF0dXJl';
const dataUrl = (bytes: Uint8Array) => `${PNG_DATA_URL}${Buffer.from(bytes).toString('base64')}`;

/** OB 3.0 §5.3.1: "an iTXt chunk with the keyword openbadgecredential". */
describe('baked PNG badges', () => {
  it('computes PNG’s CRC-32 as zlib does', () => {
    for (const text of ['', 'IEND', 'iTXtopenbadgecredential\u0000', 'é'.repeat(300)]) {
      const bytes = new TextEncoder().encode(text);
      expect(crc32(bytes)).toBe(nodeCrc32(bytes));
    }
  });

  it('bakes a credential that image readers accept and reads it back, replacing an older one', async () => {
    const png = await tinyPng();
    const baked = bakePng(png, '{"type":["VerifiableCredential","OpenBadgeCredential"]}');
    expect(isPng(baked)).toBe(true);
    // libpng checks every chunk's CRC: a wrong one would fail here.
    expect(await sharp(baked).metadata()).toMatchObject({ format: 'png', width: 4 });
    expect(credentialTextOfPng(baked)).toEqual({
      ok: true,
      text: '{"type":["VerifiableCredential","OpenBadgeCredential"]}',
    });
    const again = bakePng(baked, JWT);
    expect(credentialTextOfPng(again)).toEqual({ ok: true, text: JWT });
    expect(again.length).toBeLessThan(baked.length + JWT.length);
    expect(credentialTextOfPng(png)).toBeNull();
  });

  it('refuses a broken image, a bad CRC and compressed text as malformed', async () => {
    const baked = bakePng(await tinyPng(), JWT);
    expect(credentialTextOfPng(baked.subarray(0, baked.length - 20))).toEqual({
      ok: false,
      problem: 'malformed',
    });
    const at = Buffer.from(baked).indexOf('openbadgecredential');
    const badCrc = baked.slice();
    badCrc[at + 30] = (badCrc[at + 30] as number) ^ 1;
    expect(credentialTextOfPng(badCrc)).toEqual({ ok: false, problem: 'malformed' });
    expect(credentialTextOfPng(new TextEncoder().encode('GIF89a'))).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('is what /verify takes from an uploaded PNG (a data URL)', async () => {
    const baked = bakePng(await tinyPng(), JWT);
    expect(presentedCredential(dataUrl(baked))).toEqual({
      ok: true,
      value: { kind: 'jwt', jwt: JWT, baked: true },
    });
    expect(presentedCredential(dataUrl(await tinyPng()))).toEqual({
      ok: false,
      problem: 'not_a_credential',
    });
    expect(presentedCredential(`${PNG_DATA_URL}not base64!`)).toEqual({
      ok: false,
      problem: 'malformed',
    });
    expect(pngOfDataUrl(dataUrl(baked))).toEqual(baked);
  });
});
