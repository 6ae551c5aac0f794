/** The limits of the certification and revoke forms (SCREENS "/admin/certifications"), shared with the API. */
export const CERTIFICATION_NAME_MAX = 120;
export const VALIDITY_MONTHS_MAX = 120;
export const MIN_SCORE_MAX = 100;
/** Required courses of one certification. */
export const CERTIFICATION_COURSES_MAX = 50;
export const REVOKE_REASON_MIN = 3;
export const REVOKE_REASON_MAX = 500;

/** Spec §5 rule strings (shared/validation) of the text fields. */
export const CERTIFICATION_RULES = { name: `required|max:${CERTIFICATION_NAME_MAX}` } as const;
export const REVOKE_RULES = {
  reason: `required|min:${REVOKE_REASON_MIN}|max:${REVOKE_REASON_MAX}`,
} as const;

/**
 * A whole number within [min, max], from JSON (a number) or a form (its digits as text);
 * undefined when it is anything else.
 */
export function wholeNumberIn(value: unknown, min: number, max: number): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}
