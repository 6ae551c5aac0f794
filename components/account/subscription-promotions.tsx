import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { deserialize } from '@/lib/api/jsonapi';
import { academyRequest } from '@/lib/server/academy';

export type RedeemedFilter = 'all' | 'available' | 'redeemed';

interface Promotion {
  id: string;
  code: string;
  description: string | null;
  discountPercent: number | null;
  expiresAt: string | null;
  redeemedAt: string | null;
}

const FILTER_PARAM: Record<RedeemedFilter, string> = {
  all: '',
  available: '&filter[redeemed]=false',
  redeemed: '&filter[redeemed]=true',
};

/** The account's subscription promotions (spec §3), filterable by redeemed; plain links, no JS. */
export async function SubscriptionPromotions({
  accountId,
  filter,
}: {
  accountId: string;
  filter: RedeemedFilter;
}) {
  const [t, format] = await Promise.all([getTranslations('account'), getFormatter()]);
  const document = await academyRequest(
    `/v1/accounts/${encodeURIComponent(accountId)}/subscription_promotions?page[size]=100${FILTER_PARAM[filter]}`,
  );
  const { data: promotions } = await deserialize<Promotion[]>(document);
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
                {promotion.description && <span> · {promotion.description}</span>}
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
