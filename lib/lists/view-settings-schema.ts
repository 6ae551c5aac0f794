/*
 * The shapes of a list's view settings, checked by hand where they come back from local storage
 * or a stored preference: list pages are client components, and zod was ~32 kB of their
 * first-load JavaScript. Like a zod object, a check keeps only the known keys.
 */

/** A filter's value: one choice, several, a flag, or null for "not filtered". */
export type FilterValue = string | number | boolean | string[] | null;

/** Spec §3 admin account pin: uri, title, image. */
export interface Pin {
  uri: string;
  title: string;
  image?: string | null;
}

export type Sort = { field: string; direction: 'asc' | 'desc' } | null;

/** Fixed query options of a view (filter and sort), under the user's own choices. */
export interface ApiOptions {
  filter: Record<string, string | string[]>;
  sort?: string;
}

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** Spec §3: a named view's filters, preferences, api options, sort, search and pins. */
export interface ViewSettings {
  filters: Record<string, FilterValue>;
  preferences: Record<string, JsonValue>;
  apiOptions: ApiOptions;
  sort: Sort;
  search: string;
  pins: Pin[];
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isFilterValue(value: unknown): value is FilterValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    isFiniteNumber(value) ||
    isStringArray(value)
  );
}

export function isJsonValue(value: unknown): value is JsonValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJsonValue);
  return isRecord(value) && Object.values(value).every(isJsonValue);
}

const recordOf = <T>(value: unknown, check: (item: unknown) => item is T) =>
  isRecord(value) && Object.values(value).every(check) ? (value as Record<string, T>) : null;

/** A pin (uri not empty, title, image a string, null or absent), else null. */
export function parsePin(value: unknown): Pin | null {
  if (!isRecord(value)) return null;
  const { uri, title, image } = value;
  if (typeof uri !== 'string' || uri.length === 0 || typeof title !== 'string') return null;
  if (image === undefined) return { uri, title };
  if (image !== null && typeof image !== 'string') return null;
  return { uri, title, image };
}

/** A sort (field not empty, asc or desc) or null; undefined when it is neither. */
export function parseSort(value: unknown): Sort | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { field, direction } = value;
  if (typeof field !== 'string' || field.length === 0) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field, direction };
}

/** A view as stored (everything but the screen's apiOptions), else null. */
export function parseStoredView(value: unknown): Omit<ViewSettings, 'apiOptions'> | null {
  if (!isRecord(value)) return null;
  const filters = recordOf(value.filters, isFilterValue);
  const preferences = recordOf(value.preferences, isJsonValue);
  const sort = parseSort(value.sort);
  const pins = Array.isArray(value.pins) ? value.pins.map(parsePin) : null;
  if (!filters || !preferences || sort === undefined || typeof value.search !== 'string') {
    return null;
  }
  if (!pins || pins.some((pin) => pin === null)) return null;
  return { filters, preferences, sort, search: value.search, pins: pins as Pin[] };
}

export const EMPTY_VIEW: ViewSettings = {
  filters: {},
  preferences: {},
  apiOptions: { filter: {} },
  sort: null,
  search: '',
  pins: [],
};

/** A view's defaults as a screen declares them; missing parts are empty. */
export function defineView(defaults: Partial<ViewSettings> = {}): ViewSettings {
  return { ...EMPTY_VIEW, ...defaults };
}
