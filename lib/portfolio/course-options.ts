import type { Enrollment } from '@/lib/resources/enrollments';

export interface CourseOption {
  value: string;
  label: string;
}

/**
 * The courses a student may link an item to: those of their enrolments, each once, by title
 * (a picker reads alphabetically; the enrolments arrive newest first).
 */
export function courseOptions(enrollments: readonly Enrollment[], locale: string): CourseOption[] {
  const byId = new Map<string, CourseOption>();
  for (const enrollment of enrollments) {
    const course = enrollment.course;
    if (course?.id && course.title) byId.set(course.id, { value: course.id, label: course.title });
  }
  return [...byId.values()].sort((a, b) => a.label.localeCompare(b.label, locale));
}
