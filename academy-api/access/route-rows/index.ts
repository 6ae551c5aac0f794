import type { Row, RowContext } from '../route-table';
import { rows as accountSelfService } from './account-self-service';
import { rows as administration } from './administration';
import { rows as communication } from './communication';

/** Every domain's rows (one file each, so features do not edit one shared list). */
export function domainRows(context: RowContext): Row[] {
  return [communication, accountSelfService, administration].flatMap((rows) => rows(context));
}
