/**
 * A course's progress bar with its words beside it: the bar is named for the course and tells
 * assistive technology the number, so the words are for the eye alone.
 */
export function CourseProgress({
  value,
  label,
  text,
  className,
}: {
  /** 0–100. */
  value: number;
  /** The bar's accessible name, e.g. "Progress in Data literacy". */
  label: string;
  /** What it reads beside the bar, e.g. "40 % done". */
  text: string;
  className?: string;
}) {
  return (
    <div className={className ? `course-progress ${className}` : 'course-progress'}>
      <progress max={100} value={value} aria-label={label} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}
