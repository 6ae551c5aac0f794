import { describe, expect, it } from 'vitest';
import { EVERYONE } from './audience';
import { type BannerCandidate, chooseBanner, isLive } from './banner';

const now = new Date('2026-10-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const student = { roles: ['student'], entityId: 'acme' };

function banner(id: string, changes: Partial<BannerCandidate> = {}): BannerCandidate {
  return {
    id,
    severity: 'info',
    startsAt: hours(-1),
    endsAt: null,
    showBanner: true,
    audience: EVERYONE,
    ...changes,
  };
}

const choose = (candidates: BannerCandidate[], dismissed: string[] = []) =>
  chooseBanner(candidates, { now, member: student, dismissed: new Set(dismissed) })?.id ?? null;

describe('the banner under the header (one at a time)', () => {
  it('highest severity first, whatever its age', () => {
    expect(
      choose([
        banner('info-new', { startsAt: hours(-1) }),
        banner('critical-old', { severity: 'critical', startsAt: hours(-100) }),
        banner('warning', { severity: 'warning', startsAt: hours(-2) }),
      ]),
    ).toBe('critical-old');
  });
  it('then the newest', () => {
    expect(choose([banner('old', { startsAt: hours(-5) }), banner('new')])).toBe('new');
  });
  it('a dismissed one gives way to the next', () => {
    const list = [banner('a', { severity: 'warning' }), banner('b')];
    expect(choose(list, ['a'])).toBe('b');
    expect(choose(list, ['a', 'b'])).toBeNull();
  });
  it('not before its start (a future start publishes by itself), not after its end', () => {
    expect(choose([banner('later', { startsAt: hours(1) })])).toBeNull();
    expect(choose([banner('ended', { endsAt: hours(-0.5) })])).toBeNull();
    expect(isLive({ startsAt: now, endsAt: null }, now)).toBe(true);
    expect(isLive({ startsAt: hours(-2), endsAt: now }, now)).toBe(false);
  });
  it('only its audience, and only announcements shown as a banner', () => {
    expect(
      choose([banner('coaches', { audience: { roles: ['coach'], entityIds: [] } })]),
    ).toBeNull();
    expect(choose([banner('news only', { showBanner: false })])).toBeNull();
  });
});
