/**
 * Countries by their ISO 3166-1 alpha-2 codes, named in a language by Intl (no list of names of
 * our own to keep): the invoices' addresses and the forms that choose a country (issue 40).
 */
export function countryName(code: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** A select's options for `codes`, named in `locale` and sorted as that language sorts. */
export function countryOptions(
  codes: readonly string[],
  locale: string,
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
