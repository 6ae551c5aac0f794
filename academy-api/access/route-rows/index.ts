import type { Row, RowContext } from '../route-table';
import { rows as accountSelfService } from './account-self-service';

/** Every domain's rows (one file each, so features do not edit one shared list). */
export function domainRows(context: RowContext): Row[] {
  return [accountSelfService].flatMap((rows) => rows(context));
}
