import { type QualificationDefinition, qualificationProgress } from './progress';

/** A mentee of the coach (an account whose primary coach they are). */
export interface Mentee {
  id: string;
  name: string;
  email: string;
}

export interface MatrixCell {
  qualificationId: string;
  progress: number;
  achieved: boolean;
}

/** One row of the coach's mentees × qualifications matrix. */
export interface MatrixRow extends Mentee {
  /** One cell per qualification, in the qualifications' order. */
  cells: MatrixCell[];
}

/**
 * The matrix rows: per mentee, per qualification, its progress and whether it is achieved.
 * `completed` maps an account id to the ids of the courses it completed.
 */
export function matrixRows(
  mentees: readonly Mentee[],
  qualifications: readonly Pick<QualificationDefinition, 'id' | 'requiredCount' | 'courses'>[],
  completed: ReadonlyMap<string, ReadonlySet<string>>,
): MatrixRow[] {
  return mentees.map((mentee) => {
    const done = completed.get(mentee.id);
    return {
      ...mentee,
      cells: qualifications.map((qualification) => {
        const courses = qualification.courses.map((course) => ({
          completed: done?.has(course.id) ?? false,
        }));
        const { progress, achieved } = qualificationProgress(qualification.requiredCount, courses);
        return { qualificationId: qualification.id, progress, achieved };
      }),
    };
  });
}
