import type { Enrollment, EnrollmentStatus } from '@/lib/resources/enrollments';

/** One line of an account's enrolments table, ready to show. */
export interface EnrollmentRow {
  id: string;
  /** Null when the API sent no course with it (an upstream that left it out). */
  title: string | null;
  status: EnrollmentStatus;
  /** A whole percentage, 0–100, whatever the upstream sent: a progress bar takes nothing else. */
  progress: number;
  enrolledAt: string;
  /** The course has been unpublished since: staff still see the enrolment, with a badge. */
  unpublished: boolean;
}

function percent(value: unknown): number {
  const number = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return Math.min(100, Math.max(0, Math.round(number)));
}

/** Enrolments in the order the API sent them (newest first) as table rows. */
export function enrollmentRows(enrollments: readonly Enrollment[]): EnrollmentRow[] {
  return enrollments.map((enrollment) => ({
    id: enrollment.id,
    title: enrollment.course?.title ?? null,
    // Anything but completed is still going on: an unknown status must not read as finished.
    status: enrollment.status === 'completed' ? 'completed' : 'active',
    progress: percent(enrollment.progress),
    enrolledAt: enrollment.enrolledAt,
    unpublished: enrollment.course ? enrollment.course.status !== 'published' : false,
  }));
}
