/**
 * Spec §5 empty check: undefined, null, the empty string, zero, an empty list and an empty
 * object are empty. Only plain objects count as objects, so a Date is never "empty".
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0) return true;
  if (typeof value === 'number' && Number.isNaN(value)) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

// Any version and variant: the Academy API's ids are not all v4.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Spec §5 UUID check: the 8-4-4-4-12 hexadecimal form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
