import type { MatrixRow } from '../../shared/qualifications/matrix';
import type { QualificationReport } from '../../shared/qualifications/progress';
import type { ResourceObject } from '../jsonapi/document';
import type { QualificationRow } from '../queries/qualifications';

/**
 * GET /v1/qualifications: one qualification as the viewer stands in it (docs/quizzes-api.md
 * "Qualifications"): progress 0–100 and achieved, and each course with its progress.
 */
export function qualificationReportResource(report: QualificationReport): ResourceObject {
  return {
    type: 'qualifications',
    id: report.id,
    attributes: {
      name: report.name,
      required_count: report.requiredCount,
      course_count: report.courseCount,
      completed_count: report.completedCount,
      progress: report.progress,
      achieved: report.achieved,
      courses: report.courses.map((course) => ({
        id: course.id,
        title: course.title,
        slug: course.slug,
        progress: course.progress,
        completed: course.completed,
      })),
    },
  };
}

/** A qualification as defined, for its editor (GET /v1/qualifications/definitions and writes). */
export function qualificationDefinitionResource(row: QualificationRow): ResourceObject {
  return {
    type: 'qualifications',
    id: row.id,
    attributes: {
      name: row.name,
      required_count: row.requiredCount,
      course_count: row.courses.length,
      course_ids: row.courses.map((course) => course.id),
      courses: row.courses.map(({ id, title, slug }) => ({ id, title, slug })),
      created_at: row.createdAt.toISOString(),
    },
  };
}

/** One mentee of the coach's matrix (GET /v1/coach/qualifications); the id is the account's. */
export function coachQualificationRowResource(row: MatrixRow): ResourceObject {
  return {
    type: 'coach_qualification_rows',
    id: row.id,
    attributes: {
      name: row.name,
      email: row.email,
      cells: row.cells.map((cell) => ({
        qualification_id: cell.qualificationId,
        progress: cell.progress,
        achieved: cell.achieved,
      })),
    },
  };
}
