import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { promotionsQuery, type RedeemedFilter } from '@/lib/resources/promotions';
import { getQueryClient } from '@/lib/server/query-client';

/** The account's subscription promotions, filterable by redeemed; plain links, no JS. */
export async function SubscriptionPromotions({
  accountId,
  filter,
}: {
  accountId: string;
  filter: RedeemedFilter;
}) {
  const [t, format, locale, promotions] = await Promise.all([
    getTranslations('account'),
    getFormatter(),
    getLocale(),
    getQueryClient().fetchQuery(promotionsQuery(accountId, filter)),
  ]);
  const date = (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' });
  const filters: [RedeemedFilter, string][] = [
    ['all', t('filterAll')],
    ['available', t('filterAvailable')],
    ['redeemed', t('filterRedeemed')],
  ];

  return (
    <section aria-labelledby="promotions-title" className="promotions">
      <h2 id="promotions-title">{t('promotions')}</h2>
      <nav aria-label={t('filter')} className="segmented">
        {filters.map(([value, label]) => (
          <Link
            key={value}
            href={
              value === 'all'
                ? '/account/orders'
                : `/account/orders?redeemed=${value === 'redeemed'}`
            }
            aria-current={filter === value ? 'page' : undefined}
            className="segmented-option"
          >
            {label}
          </Link>
        ))}
      </nav>
      {promotions.length === 0 ? (
        <p className="muted">{t('noPromotions')}</p>
      ) : (
        <ul className="promotion-list">
          {promotions.map((promotion) => (
            <li
              key={promotion.id}
              className="promotion"
              data-redeemed={Boolean(promotion.redeemedAt)}
            >
              <p className="promotion-title">
                {promotion.discountPercent !== null &&
                  t('discount', { percent: promotion.discountPercent })}
                {promotion.description && (
                  <>
                    {' · '}
                    <span lang={partLanguage(promotion.language, locale)}>
                      {promotion.description}
                    </span>
                  </>
                )}
              </p>
              <p className="muted">
                {t('code')}: <code>{promotion.code}</code>
                {' · '}
                {promotion.redeemedAt
                  ? t('redeemedOn', { date: date(promotion.redeemedAt) })
                  : promotion.expiresAt && t('expires', { date: date(promotion.expiresAt) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
