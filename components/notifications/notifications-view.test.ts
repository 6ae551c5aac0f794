import { describe, expect, it } from 'vitest';
import { hidesNotificationPages } from './notifications-view';

/** Whether ListResults shows the pages: its rule, given hidesNotificationPages. */
const showsPages = (total: number, size: number) =>
  hidesNotificationPages(total) ? total > size : total > 0;

describe('hidesNotificationPages', () => {
  it('shows the pages only above 25 notifications in total, at every page size (spec §9)', () => {
    for (const size of [25, 50, 75]) {
      expect(showsPages(0, size)).toBe(false);
      expect(showsPages(25, size)).toBe(false);
      expect(showsPages(26, size)).toBe(true);
      expect(showsPages(40, size)).toBe(true);
    }
  });
});
