import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { partLanguage } from '@/lib/i18n/language-of-parts';
import { accountOrdersQuery } from '@/lib/resources/commerce';
import { getQueryClient } from '@/lib/server/query-client';
import { formatAmount } from '@/shared/commerce/money';
import { InvoiceLinks } from './invoice-links';

/**
 * The orders an account sees on /account/orders (SCREENS "Commerce": the student's orders next
 * to their subscription and promotions): its own and its organisation's, newest first, with
 * what was ordered, the status and the total. Server-rendered: no script needed.
 */
export async function AccountOrders({ accountId }: { accountId: string }) {
  const [t, status, format, locale, orders] = await Promise.all([
    getTranslations('commerce.account'),
    getTranslations('commerce.status'),
    getFormatter(),
    getLocale(),
    getQueryClient().fetchQuery(accountOrdersQuery(accountId)),
  ]);
  return (
    <section aria-labelledby="account-orders-title" className="account-orders">
      <h2 id="account-orders-title">{t('title')}</h2>
      {orders.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ul className="account-order-list">
          {orders.map((order) => (
            <li key={order.id} className="account-order">
              <p className="account-order-head">
                <strong>{order.number}</strong>
                <span className={`order-status order-status-${order.status}`}>
                  {status(order.status)}
                </span>
              </p>
              <p>
                {order.lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move
                  <Fragment key={index}>
                    {index > 0 && ', '}
                    {t.rich('line', {
                      quantity: line.quantity,
                      product: line.productName,
                      // The name in its own language when that is not the page's (WCAG 3.1.2).
                      part: (chunks) => (
                        <span lang={partLanguage(line.productLanguage, locale)}>{chunks}</span>
                      ),
                    })}
                  </Fragment>
                ))}
              </p>
              <p className="muted">
                {t('placed', {
                  date: format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' }),
                })}
                {' · '}
                {order.customerType === 'entity'
                  ? t('forOrganisation', { name: order.customerName })
                  : t('forYou')}
                {' · '}
                {t('total', { amount: formatAmount(order.totalCents, order.currency, locale) })}
              </p>
              <InvoiceLinks invoices={order.invoices} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
