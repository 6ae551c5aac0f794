import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../config';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in';
import { S3Storage } from './s3-storage';
import { FileNotStoredError } from './storage';

let s3: S3StandIn;
let storage: S3Storage;
/** The commands the storage's client sent, by name (what s3rver cannot show: an abort). */
const sent: string[] = [];

beforeAll(async () => {
  s3 = await startS3StandIn();
  storage = s3.storage('academy');
  // The stand-in's client and the storage's are separate: watch the storage's own.
  const client = (storage as unknown as { client: S3StandIn['client'] }).client;
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize' },
  );
});
afterAll(() => s3?.close());

const MB = 1024 * 1024;

/** `size` bytes of a pattern that differs per megabyte, in 64 KiB chunks; throws at `failAt`. */
async function* bytes(size: number, failAt = Number.POSITIVE_INFINITY) {
  for (let at = 0; at < size; at += 64 * 1024) {
    if (at >= failAt) throw new Error('the sender went away');
    const chunk = new Uint8Array(Math.min(64 * 1024, size - at));
    for (let i = 0; i < chunk.length; i++) chunk[i] = ((at + i) * 31 + Math.floor(at / MB)) & 255;
    yield chunk;
  }
}

async function sha256Of(source: AsyncIterable<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of source) {
    hash.update(chunk);
    size += chunk.byteLength;
  }
  return { sha256: hash.digest('hex'), size };
}

async function readAll(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe('S3Storage on an S3 stand-in (s3rver on 127.0.0.1)', () => {
  it('round-trips a 12 MB stream (three parts of a multipart upload) below its prefix', async () => {
    await storage.put('portal/big.bin', bytes(12 * MB));
    expect(sent).toContain('CreateMultipartUploadCommand');
    expect(sent.filter((name) => name === 'UploadPartCommand')).toHaveLength(3);
    expect((await s3.objects()).get('academy/portal/big.bin')).toBe(12 * MB);
    const stream = await storage.get('portal/big.bin');
    expect(await sha256Of(stream as unknown as AsyncIterable<Uint8Array>)).toEqual(
      await sha256Of(bytes(12 * MB)),
    );
  });

  it('stores a small file in one PUT and reads ranges of it', async () => {
    sent.length = 0;
    await storage.put('portal/small.txt', bytes(100_000));
    expect(sent).toEqual(['PutObjectCommand']);
    const whole = await readAll(await storage.get('portal/small.txt'));
    expect(whole.byteLength).toBe(100_000);
    const range = await readAll(await storage.getRange('portal/small.txt', 65_530, 65_545));
    expect(range).toEqual(whole.subarray(65_530, 65_546));
    expect(await readAll(await storage.getRange('portal/small.txt', 99_999, 99_999))).toEqual(
      whole.subarray(99_999),
    );
  });

  it('answers FileNotStoredError for a missing key, and deletes idempotently', async () => {
    await expect(storage.get('portal/none')).rejects.toBeInstanceOf(FileNotStoredError);
    await expect(storage.getRange('portal/none', 0, 9)).rejects.toBeInstanceOf(FileNotStoredError);
    await storage.put('portal/gone.txt', bytes(10));
    await storage.delete('portal/gone.txt');
    await storage.delete('portal/gone.txt');
    await expect(storage.get('portal/gone.txt')).rejects.toBeInstanceOf(FileNotStoredError);
    expect((await s3.objects()).has('academy/portal/gone.txt')).toBe(false);
  });

  it('keeps nothing when the source throws half-way, and rethrows the source’s error', async () => {
    sent.length = 0;
    // After the first 5 MiB part has gone up.
    await expect(storage.put('portal/half.bin', bytes(12 * MB, 7 * MB))).rejects.toThrow(
      'the sender went away',
    );
    expect(sent).toContain('UploadPartCommand');
    expect(sent).toContain('AbortMultipartUploadCommand');
    // Before a part was full: nothing was sent but the clean-up.
    await expect(storage.put('portal/early.bin', bytes(3 * MB, 1 * MB))).rejects.toThrow(
      'the sender went away',
    );
    const objects = [...(await s3.objects()).keys()];
    expect(objects.filter((key) => /half|early/.test(key))).toEqual([]);
    await expect(storage.get('portal/half.bin')).rejects.toBeInstanceOf(FileNotStoredError);
  });

  it('refuses keys that could leave its prefix', async () => {
    await expect(storage.put('../other/x', bytes(1))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/abs')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3Storage.fromConfig', () => {
  it('is what fileStorage() makes of ACADEMY_FILE_STORAGE=s3 (config.test.ts checks the settings)', async () => {
    const fromEnv = S3Storage.fromConfig(getConfig(s3.env));
    await fromEnv.put('portal/configured.txt', bytes(10));
    expect((await s3.objects()).get('portal/configured.txt')).toBe(10);
  });
});
