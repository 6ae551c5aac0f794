import { rows as authoring } from './authoring';
import { rows as catalogsAdmin } from './catalogs-admin';
import { rows as contentIssues } from './content-issues';
import { rows as files } from './files';
import { rows as labels } from './labels';
import type { Row, RowContext } from './types';

/** Every domain's rows (one file each, so features do not edit one shared list). */
export function domainRows(context: RowContext): Row[] {
  return [files, authoring, contentIssues, catalogsAdmin, labels].flatMap((rows) => rows(context));
}
