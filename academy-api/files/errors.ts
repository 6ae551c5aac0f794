import { errorTexts, type Locale, type TextKey } from '../i18n/error-texts';
import { ApiError, pointerTo, text } from '../jsonapi/errors';
import { MAX_UPLOAD_BYTES } from './limits';
import type { UploadPurpose } from './sniff';
import { acceptedExtensions } from './sniff';

/**
 * The upload's own errors (the app shows `detail` as it is): their texts are in
 * messages/<locale>/api.json (`text.files`). A code of its own has a title of its own, in the
 * language the upload was received in; the two VALIDATION_FAILED ones keep that code's title.
 */
const TEXTS = {
  FILE_TOO_LARGE: { title: 'files.fileTooLargeTitle', detail: 'files.fileTooLarge' },
  UNSUPPORTED_FILE_TYPE: { title: 'files.unsupportedTypeTitle', detail: 'files.unsupportedType' },
  FEATURE_DISABLED: { title: 'files.featureDisabledTitle', detail: 'files.featureDisabled' },
  NOT_MULTIPART: { title: 'files.notMultipartTitle', detail: 'files.notMultipart' },
  FILE_MISSING: { title: 'files.fileMissingTitle', detail: 'files.fileMissing' },
  FIELD_AFTER_FILE: { detail: 'files.fieldAfterFile' },
  UPLOAD_INCOMPLETE: { title: 'files.uploadIncompleteTitle', detail: 'files.uploadIncomplete' },
  NOT_FOR_PURPOSE: { detail: 'files.notForPurpose' },
} satisfies Record<string, { title?: TextKey; detail: TextKey }>;

type Code = keyof typeof TEXTS;

const error = (
  status: number,
  code: Code,
  locale: Locale,
  extra: object = {},
  values?: Record<string, string>,
) => {
  const known: { title?: TextKey; detail: TextKey } = TEXTS[code];
  return new ApiError(status, [
    {
      code: code === 'NOT_FOR_PURPOSE' || code === 'FIELD_AFTER_FILE' ? 'VALIDATION_FAILED' : code,
      ...(known.title ? { title: errorTexts(locale).text(known.title) } : {}),
      text: text(known.detail, values),
      ...extra,
    },
  ]);
};

const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL', ro: 'ro-RO' };

/**
 * 413: spec §9's limit (or a purpose's own, lower one: a portal logo's), whether the
 * Content-Length said so or the bytes did.
 */
export const fileTooLarge = (locale: Locale, maxBytes = MAX_UPLOAD_BYTES) =>
  error(
    413,
    'FILE_TOO_LARGE',
    locale,
    { source: pointerTo('file'), meta: { max_bytes: maxBytes } },
    {
      mb: new Intl.NumberFormat(NUMBER_LOCALES[locale]).format(maxBytes / 1_000_000),
      bytes: new Intl.NumberFormat(NUMBER_LOCALES[locale], { useGrouping: 'always' }).format(
        maxBytes,
      ),
    },
  );

/** 415: the bytes are not of a type this purpose takes (whatever the name or browser said). */
export const unsupportedFileType = (locale: Locale, purpose: UploadPurpose) => {
  const accepted = acceptedExtensions(purpose);
  return error(
    415,
    'UNSUPPORTED_FILE_TYPE',
    locale,
    { source: pointerTo('file'), meta: { accepted } },
    { types: accepted.map((ext) => ext.toUpperCase()).join(', ') },
  );
};

/** 403: the portal has not switched on the feature the purpose needs (account_files). */
export const featureDisabled = (locale: Locale, feature: string) =>
  error(403, 'FEATURE_DISABLED', locale, { meta: { feature } });

/** 415: the body is not multipart/form-data. */
export const notMultipart = (locale: Locale) => error(415, 'NOT_MULTIPART', locale);

/** 422: the request had no `file` part. */
export const fileMissing = (locale: Locale) =>
  error(422, 'FILE_MISSING', locale, { source: pointerTo('file'), meta: { rule: 'required' } });

/** 422: a field arrived after the file, where it can no longer decide how the file is kept. */
export const fieldAfterFile = (locale: Locale, field: string) =>
  error(422, 'FIELD_AFTER_FILE', locale, { source: pointerTo(field), meta: { rule: 'order' } });

/** 422: course_id or portfolio_item_id sent with a purpose they do not belong to. */
export const notForPurpose = (locale: Locale, field: string) =>
  error(422, 'NOT_FOR_PURPOSE', locale, {
    source: pointerTo(field),
    meta: { rule: 'prohibited' },
  });

/** 400: the request body ended or failed before the file was complete (the sender stopped). */
export const uploadIncomplete = (locale: Locale) =>
  error(400, 'UPLOAD_INCOMPLETE', locale, { source: pointerTo('file') });
