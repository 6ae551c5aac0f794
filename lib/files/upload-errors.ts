import { ApiError } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES } from './limits';

/** Why an upload did not happen, as the key of a message (`…errors.<key>` in a bundle). */
export type UploadProblem =
  | 'tooLarge'
  | 'empty'
  | 'unsupportedType'
  | 'featureDisabled'
  | 'forbidden'
  | 'notFound'
  | 'offline'
  | 'cancelled'
  | 'failed';

/** Checked before a byte is sent: too large or empty. The server checks again. */
export function problemBeforeUpload(file: { size: number }): UploadProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** The problem an upload failed with (what uploadFile rejected with). */
export function uploadProblem(error: unknown): UploadProblem {
  if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'FILE_TOO_LARGE':
    case 'PAYLOAD_TOO_LARGE':
      return 'tooLarge';
    case 'UNSUPPORTED_FILE_TYPE':
      return 'unsupportedType';
    case 'FEATURE_DISABLED':
      return 'featureDisabled';
    case 'NO_RESPONSE':
      return 'offline';
  }
  if (error.status === 413) return 'tooLarge';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404) return 'notFound';
  return 'failed';
}
