import { csvText } from '../../shared/csv/cells';
import { contentDisposition } from '../files/names';

/**
 * A CSV download: UTF-8 with a byte order mark (spreadsheets read the accents), CRLF, and
 * spreadsheet formulas defused (csvText: every cell through the one defuseCell). Every export
 * answers through here.
 */
export function csvResponse(rows: readonly (readonly string[])[], fileName: string): Response {
  return csvDownload(csvText(rows), fileName);
}

/** CSV text made elsewhere (the quiz export, whose cells went through defuseCell too). */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': contentDisposition('attachment', fileName),
      'cache-control': 'no-store',
    },
  });
}
