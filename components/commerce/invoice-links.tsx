import { useTranslations } from 'next-intl';
import type { InvoiceKind } from '@/shared/commerce/invoices';

export type InvoiceLink = { id: string; kind: InvoiceKind; number: string };

/**
 * An order's invoice and credit notes as PDF downloads (issue 40, item 5), in the buyer's
 * language whatever the page's, each with its UBL e-invoice (EN 16931) beside it. For /account/orders (a server component) and the order page
 * (a client one): it holds no state.
 */
export function InvoiceLinks({ invoices }: { invoices: readonly InvoiceLink[] | undefined }) {
  const t = useTranslations('commerce.documents');
  if (!invoices || invoices.length === 0) return null;
  return (
    <ul className="invoice-links">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <a href={`/api/v1/invoices/${invoice.id}/pdf`} download>
            {t(invoice.kind === 'invoice' ? 'invoice' : 'creditNote', { number: invoice.number })}
          </a>
          {' · '}
          <a
            href={`/api/v1/invoices/${invoice.id}/ubl`}
            download
            aria-label={t(invoice.kind === 'invoice' ? 'invoiceUbl' : 'creditNoteUbl', {
              number: invoice.number,
            })}
          >
            {t('ubl')}
          </a>
        </li>
      ))}
    </ul>
  );
}
