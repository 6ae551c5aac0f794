import { isUuid } from '../../shared/validation/empty';
import { notFound } from './errors';

/** A path id that cannot be a uuid names nothing: 404 here, not a database cast error. */
export function uuidParam(value: string | undefined): string {
  if (!value || !isUuid(value)) throw notFound();
  return value.toLowerCase();
}
