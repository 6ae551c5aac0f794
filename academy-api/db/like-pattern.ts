/** A `%term%` ILIKE pattern with the user's own % and _ taken literally. */
export function likePattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
