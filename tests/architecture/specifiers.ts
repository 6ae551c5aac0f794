/**
 * The import and export-from specifiers of a source file, static and dynamic. Type-only ones
 * are erased by the compiler: the import boundaries skip them (`{ types: false }`); the domain
 * rule counts them, since a type ties one domain to another as much as a value does.
 * `{ dynamic: false }` leaves out `import('…')`, for code that loads a part only on a condition.
 */
export function specifiers(
  source: string,
  { types, dynamic = true }: { types: boolean; dynamic?: boolean },
): string[] {
  const pattern = types
    ? /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g
    : /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'";]*?from\s+'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;
  return [...source.matchAll(pattern)]
    .filter((match) => dynamic || match[3] === undefined)
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}
