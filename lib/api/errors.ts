/** A JSON:API error object (spec §3: id, status, title, detail, code, source, links, meta). */
export interface ApiErrorObject {
  id?: string;
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
  links?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface ApiErrorDocument {
  errors: ApiErrorObject[];
}

export function errorDocument(
  status: number,
  code: string,
  title: string,
  detail?: string,
): ApiErrorDocument {
  return { errors: [{ status: String(status), code, title, ...(detail ? { detail } : {}) }] };
}

export function isErrorDocument(value: unknown): value is ApiErrorDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { errors?: unknown }).errors)
  );
}

/** An error answer from the API, thrown by the fetchers so queries and forms can read it. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorObject[];

  constructor(status: number, errors: ApiErrorObject[]) {
    super(errors[0]?.detail ?? errors[0]?.title ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** Spec §8: no response received. */
export const noResponseError = () =>
  new ApiError(408, [{ status: '408', code: 'NO_RESPONSE', title: 'No response received' }]);
