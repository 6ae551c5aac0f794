import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { wallClock } from './wall-clock';

const shown = (iso: string, zone: string) =>
  format(wallClock(new Date(iso), zone), 'yyyy-MM-dd HH:mm');

describe('wallClock', () => {
  it('reads an instant as the wall clock of a zone, whatever the process zone', () => {
    expect(shown('2026-01-15T13:00:00Z', 'Europe/Amsterdam')).toBe('2026-01-15 14:00');
    expect(shown('2026-07-15T13:00:00Z', 'Europe/Amsterdam')).toBe('2026-07-15 15:00');
    expect(shown('2026-01-15T23:30:00Z', 'Europe/Bucharest')).toBe('2026-01-16 01:30');
    expect(shown('2026-01-15T13:00:00Z', 'UTC')).toBe('2026-01-15 13:00');
  });

  it('rejects an unknown zone', () => {
    expect(() => wallClock(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
