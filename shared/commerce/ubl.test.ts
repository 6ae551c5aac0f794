import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { creditNoteFigures, type InvoiceFigures } from './invoices';
import { refundCreditFigures } from './refunds';
import { UBL_CUSTOMIZATION, UBL_PROFILE, type UblDocument, ublXml } from './ubl';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'TaxSubtotal'].includes(name),
});

type Node = Record<string, unknown>;
const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (current as Node | undefined)?.[key], node);
/** An amount's text and its currencyID (BT-5 on every amount). */
const money = (node: unknown) => {
  const value = node as Node;
  expect(value['@currencyID']).toBe('EUR');
  return value['#text'];
};

const figures: InvoiceFigures = {
  lines: [
    {
      description: 'Annual subscription & more <b>',
      language: 'en',
      quantity: 1,
      unitPriceCents: 24000,
      vatRateBasisPoints: 2100,
      netCents: 24000,
      discountCents: 6000,
      vatCents: 3780,
      totalCents: 21780,
    },
    {
      description: 'Book',
      language: 'en',
      quantity: 2,
      unitPriceCents: 1000,
      vatRateBasisPoints: 900,
      netCents: 2000,
      discountCents: 0,
      vatCents: 180,
      totalCents: 2180,
    },
  ],
  subtotalCents: 26000,
  discountCents: 6000,
  vatCents: 3960,
  totalCents: 23960,
};

const invoice: UblDocument = {
  kind: 'invoice',
  number: 'DEMO-INV-2026-000007',
  issuedAt: new Date('2026-12-05T10:00:00Z'),
  dueAt: new Date('2026-12-19T10:00:00Z'),
  currency: 'EUR',
  seller: {
    name: 'Demo Academy B.V.',
    address: 'Keizersgracht 1\n1015 CJ Amsterdam',
    country: 'NL',
    vatId: 'NL000099998B57',
    registration: '12345678',
    email: 'billing@demo.academy',
    iban: 'NL91 ABNA 0417 1643 00',
  },
  buyer: {
    name: 'Eva Expired',
    address: 'Damrak 1\n1012 LG Amsterdam',
    country: 'NL',
    vatId: '',
    email: 'expired@demo.academy',
  },
  ...figures,
  reverseCharge: false,
  orderNumber: 'DEMO-2026-000042',
  billingReference: '',
};

describe('UBL 2.1 / EN 16931 (Peppol BIS Billing 3.0)', () => {
  it('writes an invoice with the business terms the norm requires', () => {
    const xml = ublXml(invoice);
    const doc = parser.parse(xml).Invoice as Node;
    expect(xml).toContain(
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac=',
    );
    expect(doc.CustomizationID).toBe(UBL_CUSTOMIZATION); // BT-24
    expect(doc.ProfileID).toBe(UBL_PROFILE); // BT-23
    expect(doc.ID).toBe('DEMO-INV-2026-000007'); // BT-1
    expect(doc.IssueDate).toBe('2026-12-05'); // BT-2
    expect(doc.DueDate).toBe('2026-12-19'); // BT-9
    expect(doc.InvoiceTypeCode).toBe('380'); // BT-3
    expect(doc.DocumentCurrencyCode).toBe('EUR'); // BT-5
    expect(doc.BuyerReference).toBe('DEMO-2026-000042'); // BT-10
    expect(at(doc, 'OrderReference', 'ID')).toBe('DEMO-2026-000042'); // BT-13
    const seller = at(doc, 'AccountingSupplierParty', 'Party') as Node;
    expect(at(seller, 'EndpointID')).toEqual({
      '#text': 'billing@demo.academy',
      '@schemeID': 'EM',
    }); // BT-34
    expect(at(seller, 'PartyLegalEntity', 'RegistrationName')).toBe('Demo Academy B.V.'); // BT-27
    expect(at(seller, 'PartyLegalEntity', 'CompanyID')).toBe('12345678'); // BT-30
    expect(at(seller, 'PartyTaxScheme', 'CompanyID')).toBe('NL000099998B57'); // BT-31
    expect(at(seller, 'PostalAddress', 'StreetName')).toBe('Keizersgracht 1'); // BT-35
    expect(at(seller, 'PostalAddress', 'Country', 'IdentificationCode')).toBe('NL'); // BT-40
    const buyer = at(doc, 'AccountingCustomerParty', 'Party') as Node;
    expect(at(buyer, 'PartyLegalEntity', 'RegistrationName')).toBe('Eva Expired'); // BT-44
    expect(at(buyer, 'EndpointID', '@schemeID')).toBe('EM'); // BT-49
    expect(at(buyer, 'PostalAddress', 'Country', 'IdentificationCode')).toBe('NL'); // BT-55
    expect(at(buyer, 'PartyTaxScheme')).toBeUndefined();
    expect(at(doc, 'PaymentMeans', 'PaymentMeansCode')).toBe('58'); // BT-81
    expect(at(doc, 'PaymentMeans', 'PayeeFinancialAccount', 'ID')).toBe('NL91ABNA0417164300'); // BT-84

    // BG-22 totals: BT-106 = Σ BT-131, BT-109 = BT-106, BT-112 = BT-109 + BT-110, BT-115.
    const totals = at(doc, 'LegalMonetaryTotal') as Node;
    expect(money(totals.LineExtensionAmount)).toBe('200.00');
    expect(money(totals.TaxExclusiveAmount)).toBe('200.00');
    expect(money(totals.TaxInclusiveAmount)).toBe('239.60');
    expect(money(totals.PayableAmount)).toBe('239.60');
    // BG-23: per rate, highest first (BT-116 … BT-119).
    expect(money(at(doc, 'TaxTotal', 'TaxAmount'))).toBe('39.60'); // BT-110
    const subtotals = at(doc, 'TaxTotal', 'TaxSubtotal') as Node[];
    expect(
      subtotals.map((entry) => [
        money(entry.TaxableAmount),
        money(entry.TaxAmount),
        at(entry, 'TaxCategory', 'ID'),
        at(entry, 'TaxCategory', 'Percent'),
      ]),
    ).toEqual([
      ['180.00', '37.80', 'S', '21.00'],
      ['20.00', '1.80', 'S', '9.00'],
    ]);
    // BG-25 lines: BT-126, BT-129 (unit C62), BT-131 net of its allowance, BT-153, BT-151/152, BT-146.
    const lines = doc.InvoiceLine as Node[];
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first?.ID).toBe('1');
    expect(first?.InvoicedQuantity).toEqual({ '#text': '1', '@unitCode': 'C62' });
    expect(money(first?.LineExtensionAmount)).toBe('180.00');
    expect(money(at(first, 'AllowanceCharge', 'Amount'))).toBe('60.00');
    expect(at(first, 'AllowanceCharge', 'ChargeIndicator')).toBe('false');
    expect(at(first, 'Item', 'Name')).toBe('Annual subscription & more <b>');
    expect(at(first, 'Item', 'ClassifiedTaxCategory', 'Percent')).toBe('21.00');
    expect(money(at(first, 'Price', 'PriceAmount'))).toBe('240.00');
    expect(second?.InvoicedQuantity).toEqual({ '#text': '2', '@unitCode': 'C62' });
    // Escaped, never raw markup.
    expect(xml).toContain('Annual subscription &amp; more &lt;b&gt;');
  });

  it('writes a credit note with positive amounts and the invoice it credits (BG-3)', () => {
    const whole = ublXml({
      ...invoice,
      ...creditNoteFigures(invoice),
      kind: 'credit_note',
      number: 'DEMO-CN-2026-000003',
      creditFor: { number: 'DEMO-INV-2026-000007', issuedAt: invoice.issuedAt },
    });
    const doc = parser.parse(whole).CreditNote as Node;
    expect(doc.CreditNoteTypeCode).toBe('381');
    expect(doc.DueDate).toBeUndefined();
    expect(at(doc, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe(
      'DEMO-INV-2026-000007',
    ); // BT-25
    expect(at(doc, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toBe('2026-12-05'); // BT-26
    expect(money(at(doc, 'LegalMonetaryTotal', 'PayableAmount'))).toBe('239.60');
    const lines = doc.CreditNoteLine as Node[];
    expect(lines[1]?.CreditedQuantity).toEqual({ '#text': '2', '@unitCode': 'C62' });

    // A partial refund's credit note: its part, VAT per rate, totals that add up.
    const part = refundCreditFigures(invoice, [], 10000);
    const partial = parser.parse(
      ublXml({ ...invoice, ...part, kind: 'credit_note', number: 'DEMO-CN-2026-000004' }),
    ).CreditNote as Node;
    const totals = at(partial, 'LegalMonetaryTotal') as Node;
    const exclusive = Number(money(totals.TaxExclusiveAmount));
    const tax = Number(money(at(partial, 'TaxTotal', 'TaxAmount')));
    expect(money(totals.PayableAmount)).toBe('100.00');
    expect((exclusive + tax).toFixed(2)).toBe('100.00');
    const lineSum = (partial.CreditNoteLine as Node[]).reduce(
      (sum, line) => sum + Number(money(line.LineExtensionAmount)),
      0,
    );
    expect(lineSum.toFixed(2)).toBe(money(totals.LineExtensionAmount));
  });

  it('marks a reverse-charged invoice AE at 0 % with the exemption reason', () => {
    const doc = parser.parse(
      ublXml({
        ...invoice,
        buyer: { ...invoice.buyer, country: 'BE', vatId: 'BE0123456789' },
        reverseCharge: true,
        lines: invoice.lines.map((line) => ({ ...line, vatCents: 0, vatRateBasisPoints: 0 })),
        vatCents: 0,
        totalCents: 20000,
      }),
    ).Invoice as Node;
    const [entry] = at(doc, 'TaxTotal', 'TaxSubtotal') as Node[];
    expect(at(entry, 'TaxCategory', 'ID')).toBe('AE');
    expect(at(entry, 'TaxCategory', 'Percent')).toBe('0.00');
    expect(at(entry, 'TaxCategory', 'TaxExemptionReasonCode')).toBe('VATEX-EU-AE');
    expect(at(doc, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID')).toBe(
      'BE0123456789',
    ); // BT-48
  });
});
