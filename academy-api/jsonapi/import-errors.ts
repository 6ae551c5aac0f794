import type { QuizFieldError } from '../../shared/quiz/question-schema';
import { type ErrorTexts, errorTexts, type Locale } from '../i18n/error-texts';
import { ApiError, pointerTo } from './errors';
import { jsonApiResponse } from './response';

/**
 * A CSV import's refusal (quiz questions, course groups): nothing is written, and every error
 * goes back as the preview listed it — by row and column — with the preview's own meta. Its
 * title is worded by `texts` (requestTexts: the portal's overrides too), or in `locale`.
 */
export function importRefusal(
  errors: readonly { row: number; column: string; code: string; detail: string }[],
  meta: Record<string, unknown>,
  texts: ErrorTexts | Locale,
) {
  const title = (typeof texts === 'string' ? errorTexts(texts) : texts).title(
    'VALIDATION_FAILED',
    422,
  );
  const refusal = errors.map((error) => ({
    status: '422',
    code: error.code,
    title,
    detail: error.detail,
    meta: { row: error.row, column: error.column },
  }));
  return jsonApiResponse({ errors: refusal, meta }, 422);
}

/** A 422 with one error per field of a shared/quiz-style schema, in the request's language. */
export function fieldErrorsRefusal(errors: QuizFieldError[], locale: Locale): ApiError {
  return new ApiError(
    422,
    errors.map((error) => ({
      code: 'VALIDATION_FAILED',
      detail: error.detail[locale],
      source: error.field ? pointerTo(error.field) : { pointer: '/data/attributes' },
      meta: { rule: error.code },
    })),
  );
}
