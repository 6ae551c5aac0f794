import type { MatrixRow } from './matrix';
import type { QualificationReport } from './progress';

/**
 * The CSV exports as rows of cells (the API quotes them and guards against formulas). Headers
 * are stable snake_case names, like the other exports; yes/no read well in any spreadsheet.
 */
export const REPORT_CSV_HEADER = [
  'qualification',
  'needed_count',
  'completed_count',
  'progress',
  'achieved',
  'course',
  'course_slug',
  'course_progress',
  'course_completed',
] as const;

export const MATRIX_CSV_HEADER = [
  'name',
  'email',
  'qualification',
  'progress',
  'achieved',
] as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The viewer's report: the header, then one row per qualification and course. */
export function reportCsvRows(report: readonly QualificationReport[]): string[][] {
  const rows: string[][] = [[...REPORT_CSV_HEADER]];
  for (const qualification of report) {
    const head = [
      qualification.name,
      String(qualification.needed),
      String(qualification.completedCount),
      String(qualification.progress),
      yesNo(qualification.achieved),
    ];
    if (qualification.courses.length === 0) rows.push([...head, '', '', '', '']);
    for (const course of qualification.courses) {
      rows.push([
        ...head,
        course.title,
        course.slug,
        String(course.progress),
        yesNo(course.completed),
      ]);
    }
  }
  return rows;
}

/** The coach's matrix: the header, then one row per mentee and qualification. */
export function matrixCsvRows(
  qualifications: readonly { id: string; name: string }[],
  rows: readonly MatrixRow[],
): string[][] {
  const names = new Map(qualifications.map((q) => [q.id, q.name]));
  return [
    [...MATRIX_CSV_HEADER],
    ...rows.flatMap((row) =>
      row.cells.map((cell) => [
        row.name,
        row.email,
        names.get(cell.qualificationId) ?? '',
        String(cell.progress),
        yesNo(cell.achieved),
      ]),
    ),
  ];
}
