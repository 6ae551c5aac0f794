import type { ViewSettings } from '@/lib/lists/view-settings-schema';

/** The named view whose settings (search, sort, filters, page size) are kept per browser. */
export const PARTICIPANTS_VIEW = 'coach-participants';
export const MENTEES_VIEW = 'coach-mentees';

/** Sort fields of GET /v1/coach/participants (docs: the upstream contract). */
export const PARTICIPANT_SORTS = {
  name: 'full_name',
  progress: 'progress',
  lastOnline: 'last_online',
  tickets: 'open_tickets',
} as const;

export const PARTICIPANTS_VIEW_DEFAULTS: Partial<ViewSettings> = {
  sort: { field: PARTICIPANT_SORTS.name, direction: 'asc' },
};

export const COURSE_FILTER = 'course';
export const RISK_FILTER = 'risk';
export const RISK_CHOICES = ['at_risk', 'inactive', 'behind', 'overdue'] as const;
export type RiskChoice = (typeof RISK_CHOICES)[number];

/** The view preference that keeps the chosen page size across reloads. */
export const PAGE_SIZE_PREFERENCE = 'pageSize';

/** A filter as its select shows it: '' for none. */
export function filterOf(view: ViewSettings, name: string): string {
  const value = view.filters[name];
  return typeof value === 'string' ? value : '';
}

export const isRiskChoice = (value: string | null): value is RiskChoice =>
  RISK_CHOICES.includes(value as RiskChoice);

/**
 * Filters a link brings along (/coach/students?risk=at_risk from the dashboard,
 * ?course={id} from /coach/courses): they replace the stored ones for this visit.
 */
export function filtersFromLink(params: URLSearchParams): Record<string, string> | null {
  const risk = params.get('risk');
  const course = params.get('course');
  const found: Record<string, string> = {};
  if (isRiskChoice(risk)) found[RISK_FILTER] = risk;
  if (course && /^[0-9a-f-]{36}$/i.test(course)) found[COURSE_FILTER] = course;
  return Object.keys(found).length > 0 ? found : null;
}
