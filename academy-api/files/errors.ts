import type { FilePurpose } from '../db/schema';
import { ApiError, pointerTo } from '../jsonapi/errors';
import type { Locale } from '../jsonapi/messages';
import { MAX_UPLOAD_BYTES } from './limits';
import { acceptedExtensions } from './sniff';

type Text = Record<Locale, string>;

/** The upload's own errors, in the request's language (the app shows `detail` as it is). */
const TEXTS = {
  FILE_TOO_LARGE: {
    title: { en: 'File too large', nl: 'Bestand te groot', ro: 'Fișier prea mare' },
    detail: {
      en: 'The file is larger than {mb} MB ({bytes} bytes).',
      nl: 'Het bestand is groter dan {mb} MB ({bytes} bytes).',
      ro: 'Fișierul este mai mare de {mb} MB ({bytes} de octeți).',
    },
  },
  UNSUPPORTED_FILE_TYPE: {
    title: {
      en: 'File type not accepted',
      nl: 'Bestandstype niet toegestaan',
      ro: 'Tip de fișier neacceptat',
    },
    detail: {
      en: 'This kind of file cannot be uploaded here. Accepted: {types}.',
      nl: 'Dit soort bestand kan hier niet worden geüpload. Toegestaan: {types}.',
      ro: 'Acest tip de fișier nu poate fi încărcat aici. Acceptate: {types}.',
    },
  },
  FEATURE_DISABLED: {
    title: {
      en: 'Not available on this portal',
      nl: 'Niet beschikbaar op dit portaal',
      ro: 'Indisponibil pe acest portal',
    },
    detail: {
      en: 'Files are not switched on for this portal.',
      nl: 'Bestanden zijn niet ingeschakeld voor dit portaal.',
      ro: 'Fișierele nu sunt activate pentru acest portal.',
    },
  },
  NOT_MULTIPART: {
    title: {
      en: 'Not a file upload',
      nl: 'Geen bestandsupload',
      ro: 'Nu este o încărcare de fișier',
    },
    detail: {
      en: 'Send the file as multipart/form-data with the fields purpose and file.',
      nl: 'Stuur het bestand als multipart/form-data met de velden purpose en file.',
      ro: 'Trimite fișierul ca multipart/form-data cu câmpurile purpose și file.',
    },
  },
  FILE_MISSING: {
    title: { en: 'No file', nl: 'Geen bestand', ro: 'Niciun fișier' },
    detail: {
      en: 'Choose a file to upload.',
      nl: 'Kies een bestand om te uploaden.',
      ro: 'Alege un fișier de încărcat.',
    },
  },
  FIELD_AFTER_FILE: {
    title: { en: 'Invalid value', nl: 'Ongeldige waarde', ro: 'Valoare invalidă' },
    detail: {
      en: 'Send purpose (and course_id or portfolio_item_id) before the file.',
      nl: 'Stuur purpose (en course_id of portfolio_item_id) vóór het bestand.',
      ro: 'Trimite purpose (și course_id sau portfolio_item_id) înaintea fișierului.',
    },
  },
  UPLOAD_INCOMPLETE: {
    title: { en: 'Upload incomplete', nl: 'Upload onvolledig', ro: 'Încărcare incompletă' },
    detail: {
      en: 'The upload stopped before the whole file had arrived. Try again.',
      nl: 'De upload stopte voordat het hele bestand was aangekomen. Probeer het opnieuw.',
      ro: 'Încărcarea s-a oprit înainte ca întregul fișier să ajungă. Încearcă din nou.',
    },
  },
  NOT_FOR_PURPOSE: {
    title: { en: 'Invalid value', nl: 'Ongeldige waarde', ro: 'Valoare invalidă' },
    detail: {
      en: 'This field does not go with this purpose.',
      nl: 'Dit veld hoort niet bij dit doel.',
      ro: 'Acest câmp nu se potrivește cu acest scop.',
    },
  },
} satisfies Record<string, { title: Text; detail: Text }>;

type Code = keyof typeof TEXTS;

const error = (
  status: number,
  code: Code,
  locale: Locale,
  extra: object = {},
  values: Record<string, string> = {},
) =>
  new ApiError(status, [
    {
      code: code === 'NOT_FOR_PURPOSE' || code === 'FIELD_AFTER_FILE' ? 'VALIDATION_FAILED' : code,
      title: TEXTS[code].title[locale],
      detail: TEXTS[code].detail[locale].replace(/\{(\w+)\}/g, (_, name) => values[name] ?? ''),
      ...extra,
    },
  ]);

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
export const unsupportedFileType = (locale: Locale, purpose: FilePurpose) => {
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
