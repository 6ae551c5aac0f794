import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CheckedBytes, openFailure, readFailure, serverFault } from './zip-reading';

const drain = async (chunks: Buffer[], expected: number, crc: number) =>
  pipeline(Readable.from(chunks), new CheckedBytes(expected, crc), async (source) => {
    for await (const _chunk of source);
  });

describe('CheckedBytes', () => {
  const data = [Buffer.from('hello '), Buffer.from('world')];
  const crc = zlib.crc32(Buffer.concat(data));

  it('passes bytes of the promised size and CRC', async () => {
    await expect(drain(data, 11, crc)).resolves.toBeUndefined();
  });

  it('stops at the first byte past the promised size, and refuses too few or a wrong CRC', async () => {
    const tooMany = await drain(data, 10, crc).catch((error: unknown) => error);
    expect(readFailure(tooMany, 'a.txt').code).toBe('ENTRY_TOO_LARGE');
    const tooFew = await drain(data, 12, crc).catch((error: unknown) => error);
    expect(readFailure(tooFew, 'a.txt').code).toBe('ENTRY_DAMAGED');
    const wrongCrc = await drain(data, 11, crc + 1).catch((error: unknown) => error);
    expect(readFailure(wrongCrc, 'a.txt')).toEqual({
      code: 'ENTRY_DAMAGED',
      severity: 'error',
      params: { path: 'a.txt' },
    });
  });
});

describe('failures', () => {
  it('tells the server’s own failures from the zip’s', () => {
    const disk = Object.assign(new Error('no space'), { code: 'ENOSPC' });
    const inflate = Object.assign(new Error('invalid distance'), { code: 'Z_DATA_ERROR' });
    expect(serverFault(disk)).toBe(true);
    expect(serverFault(inflate)).toBe(false);
    expect(serverFault(new Error('invalid local file header signature'))).toBe(false);
    expect(readFailure(inflate, 'x.js').code).toBe('ENTRY_DAMAGED');
    expect(readFailure(new Error('too many bytes in the stream'), 'x.js').code).toBe(
      'ENTRY_TOO_LARGE',
    );
  });

  it('reads yauzl’s open errors for the author', () => {
    const noEnd = new Error('End of central directory record signature not found.');
    expect(openFailure(noEnd, false).code).toBe('NOT_A_ZIP');
    expect(openFailure(noEnd, true).code).toBe('ZIP_DAMAGED');
    expect(openFailure(new Error('strong encryption is not supported'), true).code).toBe(
      'STRONG_ENCRYPTION',
    );
  });
});
