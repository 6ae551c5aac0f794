import type { ApiErrorObject } from '@/lib/api/errors';
import { PROFILE_LIMITS, type ProfileLink } from '@/shared/profiles/rules';
import type { RuleInput } from '@/shared/validation/validate';

/** The form's fields of link row n (0–4): link{n}_label and link{n}_url. */
export type LinkField = `link${number}_${'label' | 'url'}`;

const ROWS = Array.from({ length: PROFILE_LIMITS.links }, (_, index) => index);

/** One label and one address field per possible row, filled from the saved links. */
export function linkFieldsOf(
  links: readonly ProfileLink[],
  rules: { label: RuleInput; url: RuleInput },
): Record<LinkField, { value: string; rules: RuleInput; trim: boolean }> {
  const fields = {} as Record<LinkField, { value: string; rules: RuleInput; trim: boolean }>;
  for (const index of ROWS) {
    const link = links[index];
    fields[`link${index}_label`] = { value: link?.label ?? '', rules: rules.label, trim: true };
    fields[`link${index}_url`] = { value: link?.url ?? '', rules: rules.url, trim: true };
  }
  return fields;
}

/** The rows to save, in order: those with an address (a row left empty is no link). */
export function linkRowsOf(values: Record<string, unknown>): ProfileLink[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return ROWS.map((index) => ({
    label: text(values[`link${index}_label`]),
    url: text(values[`link${index}_url`]),
  })).filter((link) => link.url !== '');
}

const LINK_POINTER = /^\/data\/attributes\/links\/(\d+)\/(label|url)$/;

/**
 * The API points at a link's field as links/{n}/{field}; the form calls it link{n}_{field}.
 * Rows are saved without the empty ones, so n counts the rows with an address.
 */
export function relinkedErrors(
  errors: readonly ApiErrorObject[],
  sent?: readonly number[],
): ApiErrorObject[] {
  return errors.map((error) => {
    const match = LINK_POINTER.exec(error.source?.pointer ?? '');
    if (!match) return error;
    const row = sent?.[Number(match[1])] ?? Number(match[1]);
    return { ...error, source: { pointer: `/data/attributes/link${row}_${match[2]}` } };
  });
}

/** The form rows (0–4) that were sent, in order: the rows with an address. */
export function sentRows(values: Record<string, unknown>): number[] {
  return ROWS.filter((index) => {
    const url = values[`link${index}_url`];
    return typeof url === 'string' && url.trim() !== '';
  });
}
