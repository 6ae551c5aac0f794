import { type Audience, type AudienceMember, inAudience } from './audience';
import { type AnnouncementSeverity, SEVERITY_RANK } from './rules';

/** What the banner choice looks at of an announcement. */
export interface BannerCandidate {
  id: string;
  severity: AnnouncementSeverity;
  startsAt: Date;
  endsAt: Date | null;
  showBanner: boolean;
  audience: Audience;
}

/** Published: its start has come (a future start publishes by itself) and its end has not. */
export function isLive(announcement: { startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return (
    announcement.startsAt <= now && (announcement.endsAt === null || announcement.endsAt > now)
  );
}

/** Higher severity first, then the newest start, then the id (a stable order). */
export function compareBanners(a: BannerCandidate, b: BannerCandidate): number {
  return (
    SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
    b.startsAt.getTime() - a.startsAt.getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/**
 * The one banner under the header: of the live banner announcements addressed to
 * this account and not dismissed by it, the highest severity, then the newest. The API's
 * query (communication/announcements.queries.ts, bannerFor) orders the same way; this is its specification.
 */
export function chooseBanner<C extends BannerCandidate>(
  candidates: readonly C[],
  context: { now: Date; member: AudienceMember; dismissed: ReadonlySet<string> },
): C | null {
  const eligible = candidates.filter(
    (candidate) =>
      candidate.showBanner &&
      isLive(candidate, context.now) &&
      !context.dismissed.has(candidate.id) &&
      inAudience(candidate.audience, context.member),
  );
  return eligible.sort(compareBanners)[0] ?? null;
}
