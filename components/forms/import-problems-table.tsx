/** One problem of an import file, as the API words it: its row and column, and what is wrong. */
export interface ImportProblemRow {
  row: number;
  column: string;
  code: string;
  detail: string;
}

/**
 * An import file's problems (the quiz import, the people import): a table by row and column
 * whose caption names the file, its cells labelled for the phone cards.
 */
export function ImportProblemsTable({
  className,
  caption,
  labels,
  problems,
}: {
  className: string;
  caption: string;
  labels: { row: string; column: string; problem: string };
  problems: readonly ImportProblemRow[];
}) {
  return (
    <table className={className}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.row}</th>
          <th scope="col">{labels.column}</th>
          <th scope="col">{labels.problem}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row may have several problems in one column.
          <tr key={`${problem.row}:${problem.column}:${index}`}>
            <td data-label={labels.row}>{problem.row}</td>
            <td data-label={labels.column}>{problem.column}</td>
            <td data-label={labels.problem}>{problem.detail}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
