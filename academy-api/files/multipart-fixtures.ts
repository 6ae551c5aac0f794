/**
 * Test and benchmark fixtures, not used by the API itself.
 * Streamed multipart/form-data bodies for upload tests and the upload benchmark: the file's
 * bytes are generated chunk by chunk (a 50 MB file never exists in memory), and the stream
 * counts what the receiver pulled and whether it cancelled.
 */
export const BOUNDARY = '----academy-test-boundary-7d41';

const encoder = new TextEncoder();
const CHUNK = 64 * 1024;
const ZEROS = new Uint8Array(CHUNK);

/** A file to send: its first bytes, then `size - head.length` zero bytes (or just `bytes`). */
export type TestFile = { name: string; type?: string; head: Uint8Array; size?: number };

export type Tally = { pulled: number; cancelled: boolean };

export type MultipartBody = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** The exact byte length (what a browser sends as Content-Length). */
  length: number;
  tally: Tally;
};

/**
 * The fields (in order), then the file part, as a stream. `fresh`: every chunk a new buffer, as
 * chunks from the network are (the default reuses one buffer of zeros: cheaper for tests).
 */
export function multipart(
  fields: [string, string][],
  file?: TestFile,
  { fresh = false } = {},
): MultipartBody {
  const preamble = fields
    .map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeader = file
    ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`
    : '';
  const before = encoder.encode(preamble + fileHeader);
  const after = encoder.encode(`${file ? '\r\n' : ''}--${BOUNDARY}--\r\n`);
  const fileSize = file ? Math.max(file.size ?? 0, file.head.byteLength) : 0;
  const tally: Tally = { pulled: 0, cancelled: false };

  let phase: 'before' | 'head' | 'fill' | 'after' | 'done' = 'before';
  let filled = file ? file.head.byteLength : 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const send = (chunk: Uint8Array) => {
          tally.pulled += chunk.byteLength;
          controller.enqueue(chunk);
        };
        switch (phase) {
          case 'before':
            send(before);
            phase = file ? 'head' : 'after';
            return;
          case 'head':
            if (file && file.head.byteLength > 0) send(file.head.slice());
            phase = 'fill';
            return;
          case 'fill': {
            const left = fileSize - filled;
            if (left <= 0) {
              send(after);
              phase = 'done';
              controller.close();
              return;
            }
            const size = Math.min(CHUNK, left);
            const zeros = size === CHUNK ? ZEROS : ZEROS.subarray(0, size);
            send(fresh ? zeros.slice() : zeros);
            filled += size;
            return;
          }
          case 'after':
            send(after);
            phase = 'done';
            controller.close();
            return;
          default:
            return;
        }
      },
      cancel() {
        tally.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return {
    body,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    length: before.byteLength + fileSize + after.byteLength,
    tally,
  };
}

/** A 1×1 transparent PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** The start of a Windows executable ("MZ", then the DOS stub's usual bytes). */
export const EXE = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff, 0x00, 0x00,
  0xb8, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
]);

export const SVG = encoder.encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const PDF = encoder.encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);
