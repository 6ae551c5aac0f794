import { useTranslations } from 'next-intl';

/** The seats a viewer's organisation bought of a course on a paid order, and how many are held. */
export type OrganisationSeatCount = { total: number; used: number };

/**
 * Why a course the viewer's organisation paid for is still locked — all its
 * seats are held (ask the academy to free one), or some are free (ask for one). Part of every
 * 402 view of such a course: its page and any lesson, quiz or assignment of it in the player.
 */
export function OrganisationSeats({ seats }: { seats: OrganisationSeatCount }) {
  const t = useTranslations('errors.paymentRequired');
  return (
    <p data-testid="organisation-seats">
      {seats.used >= seats.total
        ? t('seatsTaken', { total: seats.total })
        : t('seatsFree', { free: seats.total - seats.used })}
    </p>
  );
}
