import { durationParts } from '@/lib/catalog/course-paths';

/**
 * An ISO 8601 duration (schema.org `timeRequired`, `<time dateTime>`): 90 → `PT1H30M`,
 * 45 → `PT45M`, 120 → `PT2H`. Null for a course without a (positive) duration.
 */
export function isoDuration(totalMinutes: number): string | null {
  const { hours, minutes } = durationParts(totalMinutes);
  if (hours === 0 && minutes === 0) return null;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}`;
}
