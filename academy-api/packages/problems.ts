import { errorTexts, type Locale, type TextKey, type TextValues } from '../i18n/error-texts';

/**
 * What can be wrong with an uploaded content package (issue 37 item 1), each with its text in
 * messages/<locale>/api.json (`text.packages`). An `error` refuses the package; a `warning` is
 * shown to the author but the package still plays.
 */
const PROBLEMS = {
  // The zip itself: refused before anything is stored.
  NOT_A_ZIP: { text: 'packages.notAZip', severity: 'error' },
  ZIP_DAMAGED: { text: 'packages.zipDamaged', severity: 'error' },
  TOO_MANY_ENTRIES: { text: 'packages.tooManyEntries', severity: 'error' },
  UNPACKED_TOO_LARGE: { text: 'packages.unpackedTooLarge', severity: 'error' },
  RATIO_TOO_HIGH: { text: 'packages.ratioTooHigh', severity: 'error' },
  PATH_PARENT: { text: 'packages.pathParent', severity: 'error' },
  PATH_ABSOLUTE: { text: 'packages.pathAbsolute', severity: 'error' },
  PATH_BACKSLASH: { text: 'packages.pathBackslash', severity: 'error' },
  PATH_DRIVE: { text: 'packages.pathDrive', severity: 'error' },
  PATH_INVALID: { text: 'packages.pathInvalid', severity: 'error' },
  SYMLINK: { text: 'packages.symlink', severity: 'error' },
  DUPLICATE_NAME: { text: 'packages.duplicateName', severity: 'error' },
  FILE_AS_FOLDER: { text: 'packages.fileAsFolder', severity: 'error' },
  ENCRYPTED: { text: 'packages.encrypted', severity: 'error' },
  STRONG_ENCRYPTION: { text: 'packages.strongEncryption', severity: 'error' },
  UNSUPPORTED_COMPRESSION: { text: 'packages.unsupportedCompression', severity: 'error' },
  SIZE_MISMATCH: { text: 'packages.sizeMismatch', severity: 'error' },
  ENTRY_TOO_LARGE: { text: 'packages.entryTooLarge', severity: 'error' },
  ENTRY_DAMAGED: { text: 'packages.entryDamaged', severity: 'error' },
  MANIFEST_TOO_LARGE: { text: 'packages.manifestTooLarge', severity: 'error' },
  // The manifest (imsmanifest.xml or cmi5.xml).
  NO_MANIFEST: { text: 'packages.noManifest', severity: 'error' },
  MANIFEST_IN_FOLDER: { text: 'packages.manifestInFolder', severity: 'error' },
  MALFORMED_XML: { text: 'packages.malformedXml', severity: 'error' },
  UNREADABLE_XML: { text: 'packages.unreadableXml', severity: 'error' },
  WRONG_ROOT: { text: 'packages.wrongRoot', severity: 'error' },
  SCHEMA_VERSION_MISSING: { text: 'packages.schemaVersionMissing', severity: 'error' },
  SCHEMA_VERSION_UNKNOWN: { text: 'packages.schemaVersionUnknown', severity: 'error' },
  NO_ORGANIZATION: { text: 'packages.noOrganization', severity: 'error' },
  DEFAULT_ORGANIZATION_UNKNOWN: {
    text: 'packages.defaultOrganizationUnknown',
    severity: 'warning',
  },
  NO_LAUNCHABLE: { text: 'packages.noLaunchable', severity: 'error' },
  ITEM_RESOURCE_INVALID: { text: 'packages.itemResourceInvalid', severity: 'error' },
  LAUNCH_FILE_MISSING: { text: 'packages.launchFileMissing', severity: 'error' },
  LAUNCH_FILE_CASE: { text: 'packages.launchFileCase', severity: 'error' },
  FILE_MISSING: { text: 'packages.fileMissing', severity: 'warning' },
  SCORM_LAUNCH_EXTERNAL: { text: 'packages.scormLaunchExternal', severity: 'error' },
  INVALID_VALUE: { text: 'packages.invalidValue', severity: 'warning' },
  CMI5_ID_MISSING: { text: 'packages.cmi5IdMissing', severity: 'error' },
  CMI5_URL_MISSING: { text: 'packages.cmi5UrlMissing', severity: 'error' },
  CMI5_ID_DUPLICATE: { text: 'packages.cmi5IdDuplicate', severity: 'error' },
} as const satisfies Record<string, { text: TextKey; severity: 'error' | 'warning' }>;

export type PackageProblemCode = keyof typeof PROBLEMS;
export const PACKAGE_PROBLEM_CODES = Object.keys(PROBLEMS) as PackageProblemCode[];

export type PackageProblem = {
  code: PackageProblemCode;
  severity: 'error' | 'warning';
  /** The values of the code's text (`{path}`, `{line}`…), as written in the package. */
  params: TextValues;
};

/** A problem with its code's severity. */
export function problem(code: PackageProblemCode, params: TextValues = {}): PackageProblem {
  return { code, severity: PROBLEMS[code].severity, params };
}

/** The key of a problem's text under `api.text`, for an API error's `text(key, values)`. */
export const problemTextKey = (code: PackageProblemCode): TextKey => PROBLEMS[code].text;

/** The problem in the author's language. */
export const problemText = (found: PackageProblem, locale: Locale): string =>
  errorTexts(locale).text(PROBLEMS[found.code].text, found.params);

export const hasErrors = (problems: readonly PackageProblem[]) =>
  problems.some((found) => found.severity === 'error');

/** Thrown by a manifest reader that cannot hand over the file (too large, damaged). */
export class PackageProblemError extends Error {
  constructor(readonly problem: PackageProblem) {
    super(problem.code);
    this.name = 'PackageProblemError';
  }
}
