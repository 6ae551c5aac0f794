import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminColumn, AdminTable } from './admin-table';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
  count: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Alpha', count: 1 },
  { id: 'b', name: 'Beta', count: 2 },
];

const name: AdminColumn<Row> = { header: 'Name', rowHeader: true, cell: (row) => row.name };
const columns: AdminColumn<Row>[] = [
  name,
  { header: 'Count', cellClassName: 'amount', headerClassName: 'amount', cell: (row) => row.count },
  { header: 'Actions', hideHeader: true, cell: (row) => <button type="button">{row.name}</button> },
];

describe('AdminTable', () => {
  it('has a hidden caption, a heading row and a row per item headed by its first cell', () => {
    render(<AdminTable className="t" caption="Things" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.className).toBe('t');
    expect(table.querySelector('caption')?.className).toBe('visually-hidden');
    expect(screen.getAllByRole('columnheader').map((th) => th.outerHTML)).toEqual([
      '<th scope="col">Name</th>',
      '<th scope="col" class="amount">Count</th>',
      '<th scope="col"><span class="visually-hidden">Actions</span></th>',
    ]);
    expect(screen.getAllByRole('rowheader').map((th) => th.outerHTML)).toEqual([
      '<th scope="row">Alpha</th>',
      '<th scope="row">Beta</th>',
    ]);
    const beta = within(screen.getByRole('row', { name: /Beta/ })).getAllByRole('cell');
    expect(beta.map((td) => td.outerHTML)).toEqual([
      '<td class="amount">2</td>',
      '<td><button type="button">Beta</button></td>',
    ]);
  });

  it('labels the cells of visible columns with labelCells, unless a column says otherwise', () => {
    const labelled: AdminColumn<Row>[] = [{ ...name, labelCells: false }, ...columns.slice(1)];
    render(<AdminTable className="t" labelCells columns={labelled} rows={rows.slice(0, 1)} />);
    expect(document.querySelector('caption')).toBeNull();
    expect(screen.getByRole('rowheader').getAttribute('data-label')).toBeNull();
    expect(screen.getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual([
      'Count',
      null,
    ]);
  });
});
