'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import type { PrimaryCoach } from '@/lib/resources/accounts';

/**
 * Spec §2: the student's primary coach, with e-mail and phone when known; the name leads to
 * the coach's profile.
 */
export function PrimaryCoachCard({ coach }: { coach: PrimaryCoach }) {
  const t = useTranslations('shell');
  return (
    <section className="coach-card" aria-label={t('primaryCoach')}>
      <p className="nav-section-title">{t('primaryCoach')}</p>
      <p className="coach-card-name">
        <Link
          href={`/profiles/${coach.id}`}
          aria-label={t('coachProfile', { name: coach.fullName })}
        >
          {coach.fullName}
        </Link>
      </p>
      {coach.emailAddress && (
        <p>
          <span className="visually-hidden">{t('email')}: </span>
          <a href={`mailto:${coach.emailAddress}`}>{coach.emailAddress}</a>
        </p>
      )}
      {coach.phoneNumber && (
        <p>
          <span className="visually-hidden">{t('phone')}: </span>
          <a href={`tel:${coach.phoneNumber.replace(/[^+\d]/g, '')}`}>{coach.phoneNumber}</a>
        </p>
      )}
    </section>
  );
}
