import Papa from 'papaparse';

/**
 * A CSV download: UTF-8 with a byte order mark (spreadsheets read the accents), CRLF, and
 * spreadsheet formulas defused (a cell starting with =, +, -, @, tab or CR would run when opened).
 */
export function csvResponse(rows: string[][], fileName: string): Response {
  const csv = `\uFEFF${Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' })}`;
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
