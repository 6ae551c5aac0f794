/** What the "Add to portfolio" form sends (camelCase; the request is snake_case). */
export interface PortfolioItemInput {
  title: string;
  description: string;
  /** As chosen; the API checks it against the §5 rule as the form did. */
  kind: string;
  courseId: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values as the request's attributes: no course is null, no description ''. */
export function portfolioItemInput(values: Record<string, unknown>): PortfolioItemInput {
  const courseId = text(values.course_id);
  return {
    title: text(values.title),
    description: text(values.description),
    kind: text(values.kind),
    courseId: courseId === '' ? null : courseId,
  };
}
