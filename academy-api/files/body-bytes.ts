import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { ErrorTexts } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { ApiError, text } from '../jsonapi/errors';

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** 413 FILE_TOO_LARGE for an import file over `limit` bytes, titled in the request's language. */
export function importTooLarge(texts: ErrorTexts, limit: number): ApiError {
  return new ApiError(413, [
    {
      code: 'FILE_TOO_LARGE',
      title: texts.text('files.fileTooLargeTitle'),
      text: text('files.importTooLarge', { mb: megabytes(limit) }),
      meta: { max_bytes: limit },
    },
  ]);
}

/**
 * The request body's bytes (an import file sent as the body), at most `limit`: refused before
 * reading when Content-Length says more, and while reading when the stream brings more (413).
 */
export async function bodyBytes(c: Context<AppEnv>, limit: number): Promise<Uint8Array> {
  return limitedBody(c, limit, async () => importTooLarge(await requestTexts(c), limit));
}

/**
 * The request body's bytes, at most `limit`; beyond it (declared by Content-Length, or as the
 * stream brings it) the error `tooLarge` makes is thrown, and the rest is not read.
 */
export async function limitedBody(
  c: Context,
  limit: number,
  tooLarge: () => Error | Promise<Error>,
): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw await tooLarge();
  const body = c.req.raw.body;
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw await tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
