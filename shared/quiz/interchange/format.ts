/**
 * The quiz import's formats (docs/question-interchange.md), and which one a chosen file is:
 * pure, without the parsers, so the browser can tell before sending it.
 */

export const INTERCHANGE_FORMATS = ['csv', 'gift', 'moodle_xml', 'qti'] as const;
/** What the export writes: every format (QTI as a content package). */
export const EXPORT_FORMATS = INTERCHANGE_FORMATS;
export type InterchangeFormat = (typeof INTERCHANGE_FORMATS)[number];

/**
 * The format of a chosen file, by its name's extension, else by its first characters: a zip
 * (`PK`) is a QTI package, XML is a QTI item when its root is `qti-assessment-item` and else
 * Moodle XML, a CSV header row (column names only, type and question among them) is CSV, anything
 * else is GIFT.
 */
export function interchangeFormatOf(fileName: string, start = ''): InterchangeFormat {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (extension === 'csv') return 'csv';
  if (extension === 'gift') return 'gift';
  const head = start.replace(/^\uFEFF/, '').trimStart();
  if (extension === 'zip' || head.startsWith('PK')) return 'qti';
  if (extension === 'xml' || head.startsWith('<')) {
    return /<(\w+:)?qti-assessment-item\b/.test(head) ? 'qti' : 'moodle_xml';
  }
  const header = head.split(/\r?\n/, 1)[0]?.toLowerCase() ?? '';
  if (/^[a-z_",; ]+$/.test(header) && /\btype\b/.test(header) && /\bquestion\b/.test(header)) {
    return 'csv';
  }
  return 'gift';
}
