import type { InvoiceKind, InvoiceLine, InvoiceParty } from './invoices';
import { vatBreakdown } from './invoices';

/**
 * An invoice or credit note as a UBL 2.1 e-invoice after EN 16931, in the Peppol BIS Billing 3.0
 * profile (issue 40, item 5, optional; docs/invoices.md "E-invoice (UBL)"): the same snapshot the
 * PDF prints, in the business terms (BT-…) the norm names. Pure: the API serves it beside the
 * PDF. A credit note is a UBL CreditNote: its amounts and quantities positive, the invoice it
 * credits as the preceding invoice reference (BG-3).
 */

export interface UblDocument {
  kind: InvoiceKind;
  number: string;
  issuedAt: Date;
  dueAt: Date;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
  reverseCharge: boolean;
  orderNumber: string;
  billingReference: string;
  /** A credit note's invoice: its number and date (BT-25, BT-26). */
  creditFor?: { number: string; issuedAt: Date } | null;
}

/** Peppol BIS Billing 3.0: BT-24 and BT-23. */
export const UBL_CUSTOMIZATION =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const UBL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const xmlText = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 does not allow.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** An element: text escaped, attributes escaped; nothing for an empty value. */
function el(name: string, value: string | null | undefined, attributes = ''): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}${attributes}>${xmlText(value)}</${name}>`;
}

const group = (name: string, ...children: string[]) => {
  const inner = children.join('');
  return inner ? `<${name}>${inner}</${name}>` : '';
};

const date = (value: Date) => value.toISOString().slice(0, 10);

/** UNCL 5305 VAT category: S standard, AE reverse charge, Z zero rated. */
function category(rateBasisPoints: number, reverseCharge: boolean): 'S' | 'AE' | 'Z' {
  if (reverseCharge) return 'AE';
  return rateBasisPoints > 0 ? 'S' : 'Z';
}

function percent(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

function taxCategory(name: string, rateBasisPoints: number, reverseCharge: boolean) {
  const code = category(rateBasisPoints, reverseCharge);
  return group(
    name,
    el('cbc:ID', code),
    el('cbc:Percent', percent(reverseCharge ? 0 : rateBasisPoints)),
    code === 'AE' ? el('cbc:TaxExemptionReasonCode', 'VATEX-EU-AE') : '',
    code === 'AE' ? el('cbc:TaxExemptionReason', 'Reverse charge') : '',
    group('cac:TaxScheme', el('cbc:ID', 'VAT')),
  );
}

/** The address as the order took it (free text): its first lines, and the country (BT-40/55). */
function address(party: InvoiceParty) {
  const lines = party.address
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return group(
    'cac:PostalAddress',
    el('cbc:StreetName', lines[0]),
    el('cbc:AdditionalStreetName', lines[1]),
    lines.length > 2 ? group('cac:AddressLine', el('cbc:Line', lines.slice(2).join(', '))) : '',
    group('cac:Country', el('cbc:IdentificationCode', party.country ?? '')),
  );
}

/** BG-4 / BG-7: electronic address (BT-34/49, e-mail: scheme EM), address, VAT id, legal name. */
function party(name: string, who: InvoiceParty, seller: boolean) {
  return group(
    name,
    group(
      'cac:Party',
      el('cbc:EndpointID', who.email, ' schemeID="EM"'),
      address(who),
      who.vatId
        ? group(
            'cac:PartyTaxScheme',
            el('cbc:CompanyID', who.vatId),
            group('cac:TaxScheme', el('cbc:ID', 'VAT')),
          )
        : '',
      group(
        'cac:PartyLegalEntity',
        el('cbc:RegistrationName', who.name),
        seller ? el('cbc:CompanyID', who.registration) : '',
      ),
      who.email ? group('cac:Contact', el('cbc:ElectronicMail', who.email)) : '',
    ),
  );
}

/**
 * The e-invoice's XML. Every amount is the document's own (a credit note's, stored negative,
 * written positive as UBL's CreditNote wants), two decimals, in its currency.
 */
export function ublXml(doc: UblDocument): string {
  const credit = doc.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const amount = (cents: number) =>
    `<cbc:X currencyID="${xmlText(doc.currency)}">${((sign * cents) / 100).toFixed(2)}</cbc:X>`;
  const money = (name: string, cents: number) =>
    amount(cents).replace('<cbc:X', `<${name}`).replace('</cbc:X>', `</${name}>`);
  const breakdown = vatBreakdown(doc.lines);
  const lineNet = doc.lines.reduce((sum, line) => sum + line.netCents - line.discountCents, 0);
  const root = credit ? 'CreditNote' : 'Invoice';
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity';
  const lines = doc.lines.map((line, index) =>
    group(
      lineName,
      el('cbc:ID', String(index + 1)),
      `<${quantityName} unitCode="C62">${Math.abs(line.quantity)}</${quantityName}>`,
      money('cbc:LineExtensionAmount', line.netCents - line.discountCents),
      line.discountCents !== 0
        ? group(
            'cac:AllowanceCharge',
            el('cbc:ChargeIndicator', 'false'),
            el('cbc:AllowanceChargeReason', 'Discount'),
            money('cbc:Amount', line.discountCents),
          )
        : '',
      group(
        'cac:Item',
        el('cbc:Name', line.description),
        taxCategory('cac:ClassifiedTaxCategory', line.vatRateBasisPoints, doc.reverseCharge),
      ),
      group(
        'cac:Price',
        `<cbc:PriceAmount currencyID="${xmlText(doc.currency)}">${(Math.abs(line.unitPriceCents) / 100).toFixed(2)}</cbc:PriceAmount>`,
      ),
    ),
  );
  const body = [
    el('cbc:CustomizationID', UBL_CUSTOMIZATION),
    el('cbc:ProfileID', UBL_PROFILE),
    el('cbc:ID', doc.number),
    el('cbc:IssueDate', date(doc.issuedAt)),
    credit ? '' : el('cbc:DueDate', date(doc.dueAt)),
    credit ? el('cbc:CreditNoteTypeCode', '381') : el('cbc:InvoiceTypeCode', '380'),
    doc.reverseCharge ? el('cbc:Note', 'VAT reverse charged (Directive 2006/112/EC art. 196)') : '',
    el('cbc:DocumentCurrencyCode', doc.currency),
    // BT-10, or at least BT-13 (PEPPOL-EN16931-R003): the buyer's reference, the order.
    el('cbc:BuyerReference', doc.billingReference || doc.orderNumber),
    group('cac:OrderReference', el('cbc:ID', doc.orderNumber)),
    doc.creditFor
      ? group(
          'cac:BillingReference',
          group(
            'cac:InvoiceDocumentReference',
            el('cbc:ID', doc.creditFor.number),
            el('cbc:IssueDate', date(doc.creditFor.issuedAt)),
          ),
        )
      : '',
    party('cac:AccountingSupplierParty', doc.seller, true),
    party('cac:AccountingCustomerParty', doc.buyer, false),
    doc.seller.iban
      ? group(
          'cac:PaymentMeans',
          el('cbc:PaymentMeansCode', '58'),
          el('cbc:PaymentID', doc.number),
          group('cac:PayeeFinancialAccount', el('cbc:ID', doc.seller.iban.replace(/\s+/g, ''))),
        )
      : '',
    group(
      'cac:TaxTotal',
      money('cbc:TaxAmount', doc.vatCents),
      ...breakdown.map((entry) =>
        group(
          'cac:TaxSubtotal',
          money('cbc:TaxableAmount', entry.taxableCents),
          money('cbc:TaxAmount', entry.vatCents),
          taxCategory('cac:TaxCategory', entry.rateBasisPoints, doc.reverseCharge),
        ),
      ),
    ),
    group(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', lineNet),
      money('cbc:TaxExclusiveAmount', doc.subtotalCents - doc.discountCents),
      money('cbc:TaxInclusiveAmount', doc.totalCents),
      money('cbc:PayableAmount', doc.totalCents),
    ),
    ...lines,
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="${NS[doc.kind]}" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}">` +
    body.join('') +
    `</${root}>\n`
  );
}
