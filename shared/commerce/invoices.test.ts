import { describe, expect, it } from 'vitest';
import {
  creditNoteFigures,
  dueDate,
  type InvoiceLine,
  invoiceNumber,
  normaliseVatId,
  reverseCharge,
  vatBreakdown,
  vatIdProblem,
} from './invoices';

const line = (rate: number, net: number, discount = 0): InvoiceLine => {
  const vat = Math.round(((net - discount) * rate) / 10_000);
  return {
    description: 'x',
    language: 'en',
    quantity: 1,
    unitPriceCents: net,
    vatRateBasisPoints: rate,
    netCents: net,
    discountCents: discount,
    vatCents: vat,
    totalCents: net - discount + vat,
  };
};

describe('invoice numbers', () => {
  it('are per kind, portal key and year, six digits', () => {
    expect(invoiceNumber('invoice', 'demo', 2026, 1)).toBe('DEMO-INV-2026-000001');
    expect(invoiceNumber('credit_note', 'unlimited', 2027, 1234)).toBe('UNLIMITED-CN-2027-001234');
  });
});

describe('VAT per rate', () => {
  it('adds up the taxable amount (after discount) and VAT of each rate, highest first', () => {
    expect(vatBreakdown([line(900, 1000), line(2100, 2000, 500), line(2100, 1000)])).toEqual([
      { rateBasisPoints: 2100, taxableCents: 2500, vatCents: 525 },
      { rateBasisPoints: 900, taxableCents: 1000, vatCents: 90 },
    ]);
    expect(vatBreakdown([])).toEqual([]);
  });
});

describe('credit notes', () => {
  it('negate every amount and quantity, never writing -0', () => {
    const figures = {
      lines: [line(2100, 1000, 0)],
      subtotalCents: 1000,
      discountCents: 0,
      vatCents: 210,
      totalCents: 1210,
    };
    const credit = creditNoteFigures(figures);
    expect(credit.totalCents).toBe(-1210);
    expect(Object.is(credit.discountCents, 0)).toBe(true);
    expect(credit.lines[0]).toMatchObject({ quantity: -1, netCents: -1000, vatCents: -210 });
  });
});

describe('VAT numbers (a format check by country, as VIES publishes the formats)', () => {
  it('are written without spaces, dots or dashes, in capitals', () => {
    expect(normaliseVatId(' nl 8534.21.678-b01 ')).toBe('NL853421678B01');
  });

  it('need their country’s prefix and format; Greece is EL', () => {
    expect(vatIdProblem('NL853421678B01', 'NL')).toBeNull();
    expect(vatIdProblem('BE0123456789', 'BE')).toBeNull();
    expect(vatIdProblem('EL123456789', 'GR')).toBeNull();
    expect(vatIdProblem('RO12345678', 'RO')).toBeNull();
    expect(vatIdProblem('DE123456789', 'NL')).toBe('prefix');
    expect(vatIdProblem('GR123456789', 'GR')).toBe('prefix');
    expect(vatIdProblem('NL853421678', 'NL')).toBe('format');
    expect(vatIdProblem('DE12345678', 'DE')).toBe('format');
    expect(vatIdProblem('NL853421678B01', null)).toBe('country_required');
  });

  it('are taken as written outside the EU, and none is no problem', () => {
    expect(vatIdProblem('CHE-123.456.789 MWST', 'CH')).toBeNull();
    expect(vatIdProblem('', null)).toBeNull();
  });
});

describe('reverse charge (VAT Directive art. 196)', () => {
  const nl = 'NL';
  it('applies to a business with a well-formed number in another member state', () => {
    expect(
      reverseCharge({ sellerCountry: nl, buyerCountry: 'BE', buyerVatId: 'BE0123456789' }),
    ).toBe(true);
  });

  it('does not apply at home, to consumers, outside the EU, or to a malformed number', () => {
    expect(
      reverseCharge({ sellerCountry: nl, buyerCountry: 'NL', buyerVatId: 'NL853421678B01' }),
    ).toBe(false);
    expect(reverseCharge({ sellerCountry: nl, buyerCountry: 'BE', buyerVatId: '' })).toBe(false);
    expect(reverseCharge({ sellerCountry: nl, buyerCountry: 'CH', buyerVatId: 'CHE123' })).toBe(
      false,
    );
    expect(reverseCharge({ sellerCountry: nl, buyerCountry: 'BE', buyerVatId: 'BE12' })).toBe(
      false,
    );
    expect(
      reverseCharge({ sellerCountry: null, buyerCountry: 'BE', buyerVatId: 'BE0123456789' }),
    ).toBe(false);
  });
});

describe('due dates', () => {
  it('are the issue day plus the payment terms', () => {
    const issued = new Date('2026-12-05T10:00:00Z');
    expect(dueDate(issued, 14).toISOString()).toBe('2026-12-19T10:00:00.000Z');
    expect(dueDate(issued, 0)).toEqual(issued);
  });
});
