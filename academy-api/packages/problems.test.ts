import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en/api.json';
import nl from '../../messages/nl/api.json';
import ro from '../../messages/ro/api.json';
import {
  hasErrors,
  PACKAGE_PROBLEM_CODES,
  type PackageProblemCode,
  problem,
  problemText,
  problemTextKey,
} from './problems';

/** The values each code's text takes: what the code that raises it must give. */
const PARAMS: Record<PackageProblemCode, string[]> = {
  NOT_A_ZIP: [],
  ZIP_DAMAGED: [],
  TOO_MANY_ENTRIES: ['count', 'max'],
  UNPACKED_TOO_LARGE: ['maxMb', 'mb'],
  RATIO_TOO_HIGH: ['max', 'ratio'],
  PATH_PARENT: ['path'],
  PATH_ABSOLUTE: ['path'],
  PATH_BACKSLASH: ['path'],
  PATH_DRIVE: ['path'],
  PATH_INVALID: ['path'],
  SYMLINK: ['path'],
  DUPLICATE_NAME: ['other', 'path'],
  FILE_AS_FOLDER: ['file', 'path'],
  ENCRYPTED: ['path'],
  STRONG_ENCRYPTION: [],
  UNSUPPORTED_COMPRESSION: ['method', 'path'],
  SIZE_MISMATCH: ['path'],
  ENTRY_TOO_LARGE: ['path'],
  ENTRY_DAMAGED: ['path'],
  MANIFEST_TOO_LARGE: ['file', 'maxMb'],
  NO_MANIFEST: [],
  MANIFEST_IN_FOLDER: ['file', 'folder'],
  MALFORMED_XML: ['file', 'line'],
  UNREADABLE_XML: ['file'],
  WRONG_ROOT: ['element', 'file'],
  SCHEMA_VERSION_MISSING: [],
  SCHEMA_VERSION_UNKNOWN: ['version'],
  NO_ORGANIZATION: [],
  DEFAULT_ORGANIZATION_UNKNOWN: ['identifier'],
  NO_LAUNCHABLE: ['file'],
  ITEM_RESOURCE_INVALID: ['item', 'resource'],
  LAUNCH_FILE_MISSING: ['item', 'path'],
  LAUNCH_FILE_CASE: ['actual', 'item', 'path'],
  FILE_MISSING: ['path', 'resource'],
  SCORM_LAUNCH_EXTERNAL: ['item', 'url'],
  INVALID_VALUE: ['item', 'name', 'value'],
  CMI5_ID_MISSING: ['title'],
  CMI5_URL_MISSING: ['au'],
  CMI5_ID_DUPLICATE: ['id'],
};

type Element = { type: number; value?: string };
const placeholders = (text: string) =>
  (parse(text) as Element[])
    .filter((element) => element.type === TYPE.argument)
    .map((element) => element.value ?? '')
    .sort();

const BUNDLES = { en, nl, ro };
const textOf = (locale: keyof typeof BUNDLES, code: PackageProblemCode) => {
  const key = problemTextKey(code).replace(/^packages\./, '');
  return (BUNDLES[locale].text.packages as Record<string, string>)[key];
};

describe('package problems', () => {
  it('has a text per code, no others, in English, Dutch and Romanian', () => {
    const keys = PACKAGE_PROBLEM_CODES.map((code) =>
      problemTextKey(code).replace(/^packages\./, ''),
    );
    for (const bundle of Object.values(BUNDLES)) {
      expect(Object.keys(bundle.text.packages).sort()).toEqual([...keys].sort());
    }
  });

  it.each(PACKAGE_PROBLEM_CODES)('%s takes its values in every language', (code) => {
    for (const locale of ['en', 'nl', 'ro'] as const) {
      const text = textOf(locale, code) ?? '';
      expect(placeholders(text), `${locale} ${code}`).toEqual(PARAMS[code]);
      // Whole sentences: a capital or a file name first, a full stop last.
      expect(text, `${locale} ${code}`).toMatch(/[.]$/);
      if (locale !== 'en') expect(text).not.toBe(textOf('en', code));
    }
  });

  it('words a problem in the author’s language, values as written', () => {
    const found = problem('LAUNCH_FILE_MISSING', { item: 'Lesson 1', path: 'content/index.html' });
    expect(problemText(found, 'en')).toBe(
      '“Lesson 1” starts with the file “content/index.html”, which is not in the zip.',
    );
    expect(problemText(found, 'nl')).toBe(
      '‘Lesson 1’ start met het bestand ‘content/index.html’, maar dat zit niet in de zip.',
    );
    expect(problemText(found, 'ro')).toBe(
      '„Lesson 1” pornește cu fișierul „content/index.html”, care nu se află în arhivă.',
    );
    const many = problem('TOO_MANY_ENTRIES', { count: 20001, max: 20000 });
    expect(problemText(many, 'nl')).toBe(
      'Het zip-bestand bevat 20001 items; een pakket mag er hoogstens 20000 bevatten.',
    );
  });

  it('tells errors, which refuse a package, from warnings', () => {
    expect(problem('SYMLINK', { path: 'x' }).severity).toBe('error');
    expect(problem('FILE_MISSING', { resource: 'r', path: 'x' }).severity).toBe('warning');
    expect(hasErrors([problem('FILE_MISSING', { resource: 'r', path: 'x' })])).toBe(false);
    expect(hasErrors([problem('INVALID_VALUE'), problem('NO_MANIFEST')])).toBe(true);
  });
});
