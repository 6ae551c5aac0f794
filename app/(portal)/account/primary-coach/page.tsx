import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { requireRoute } from '@/lib/server/guard';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('primaryCoachTitle') };
}

/** /account/primary-coach: the coach's name, and e-mail and phone when present. */
export default async function PrimaryCoachPage() {
  const [{ result }, t] = await Promise.all([
    requireRoute('/account/primary-coach'),
    getTranslations('account'),
  ]);
  const coach = result.me.primaryCoach;
  return (
    <section className="page-card" aria-labelledby="coach-title">
      <h1 id="coach-title">{t('primaryCoachTitle')}</h1>
      {coach ? (
        <>
          <p className="lead">{t('primaryCoachLead')}</p>
          <dl className="facts">
            <div>
              <dt>{t('name')}</dt>
              <dd>{coach.fullName}</dd>
            </div>
            {coach.emailAddress && (
              <div>
                <dt>{t('coachEmail')}</dt>
                <dd>
                  <a href={`mailto:${coach.emailAddress}`}>{coach.emailAddress}</a>
                </dd>
              </div>
            )}
            {coach.phoneNumber && (
              <div>
                <dt>{t('coachPhone')}</dt>
                <dd>
                  <a href={`tel:${coach.phoneNumber.replace(/[^+\d]/g, '')}`}>
                    {coach.phoneNumber}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <p>
            <Link className="button" href={`/profiles/${coach.id}`}>
              {t('coachProfile', { name: coach.fullName })}
            </Link>
          </p>
        </>
      ) : (
        <p>{t('noPrimaryCoach')}</p>
      )}
    </section>
  );
}
