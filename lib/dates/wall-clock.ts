const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A Date whose local fields read as the wall clock in `timeZone`, so date-fns (which formats
 * in the process's zone) prints the same on the server and in the browser. For formatting
 * only: the result is not the same instant. Throws a RangeError on an unknown zone.
 */
export function wallClock(date: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, number>>;
  return new Date(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
    date.getMilliseconds(),
  );
}
