import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { MeResult } from '@/lib/resources/me';
import { subscriptionRequired } from '@/shared/access/subscription';

/**
 * Spec §2 payment-required (402) view: guests get log in and try free; signed-in users on a
 * subscription model a link to /account/orders; anyone else a link home.
 */
export async function PaymentRequired({ result }: { result: MeResult }) {
  const t = await getTranslations();
  const { me, authenticated } = result;
  const onSubscription = subscriptionRequired(me.availableBusinessModels ?? []);
  const description = !authenticated
    ? t('shell.paymentRequired.guestDescription')
    : onSubscription
      ? t('shell.paymentRequired.userDescription')
      : t('shell.paymentRequired.otherDescription');

  return (
    <section className="error-block" aria-labelledby="payment-required-title" data-status="402">
      <h1 id="payment-required-title">{t('shell.paymentRequired.title')}</h1>
      <p>{description}</p>
      <div className="error-actions">
        {!authenticated ? (
          <>
            <Link href="/auth" className="button button-primary">
              {t('common.logIn')}
            </Link>
            <Link href="/auth/login/register" className="button">
              {t('common.tryFree')}
            </Link>
          </>
        ) : onSubscription ? (
          <Link href="/account/orders" className="button button-primary">
            {t('shell.paymentRequired.toOrders')}
          </Link>
        ) : (
          <Link href="/" className="button button-primary">
            {t('common.goHome')}
          </Link>
        )}
      </div>
    </section>
  );
}
