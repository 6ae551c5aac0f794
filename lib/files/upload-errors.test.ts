import { describe, expect, it } from 'vitest';
import { ApiError, noResponseError } from '@/lib/api/errors';
import { MAX_UPLOAD_BYTES } from './limits';
import { problemBeforeUpload, uploadProblem } from './upload-errors';

const apiError = (status: number, code?: string) =>
  new ApiError(status, [{ status: String(status), ...(code ? { code } : {}) }]);

describe('problemBeforeUpload', () => {
  it('refuses more than 50,000,000 bytes and empty files before sending anything', () => {
    expect(problemBeforeUpload({ size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(problemBeforeUpload({ size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
    expect(problemBeforeUpload({ size: 0 })).toBe('empty');
    expect(problemBeforeUpload({ size: 1 })).toBeNull();
  });
});

describe('uploadProblem', () => {
  it('reads the API’s and the BFF’s codes', () => {
    expect(uploadProblem(apiError(413, 'FILE_TOO_LARGE'))).toBe('tooLarge');
    expect(uploadProblem(apiError(413, 'PAYLOAD_TOO_LARGE'))).toBe('tooLarge');
    expect(uploadProblem(apiError(413))).toBe('tooLarge');
    expect(uploadProblem(apiError(415, 'UNSUPPORTED_FILE_TYPE'))).toBe('unsupportedType');
    expect(uploadProblem(apiError(403, 'FEATURE_DISABLED'))).toBe('featureDisabled');
    expect(uploadProblem(apiError(403, 'FORBIDDEN'))).toBe('forbidden');
    expect(uploadProblem(apiError(404, 'NOT_FOUND'))).toBe('notFound');
    expect(uploadProblem(noResponseError())).toBe('offline');
    expect(uploadProblem(apiError(500, 'INTERNAL_ERROR'))).toBe('failed');
    expect(uploadProblem(new Error('?'))).toBe('failed');
    expect(uploadProblem(new DOMException('x', 'AbortError'))).toBe('cancelled');
  });
});
