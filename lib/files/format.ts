/**
 * A file size as people read it, in decimal units like the spec's limit (50 MB is
 * 50,000,000 bytes): "340 kB", "1.2 MB", "12 bytes", in the page's language.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const units = [
    { unit: 'gigabyte', size: 1e9 },
    { unit: 'megabyte', size: 1e6 },
    { unit: 'kilobyte', size: 1e3 },
  ] as const;
  for (const { unit, size } of units) {
    if (bytes >= size) {
      return new Intl.NumberFormat(locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: bytes >= size * 10 ? 0 : 1,
      }).format(bytes / size);
    }
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(
    bytes,
  );
}
