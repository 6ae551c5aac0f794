import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { vatBreakdown, vatRatePercent } from '../../shared/commerce/invoices';
import { formatAmount } from '../../shared/commerce/money';
import { countryName } from '../../shared/i18n/countries';
import type { NamespaceText } from '../i18n/message-catalog';
import type { InvoiceRow } from './invoices.queries';

/**
 * An invoice or credit note as a PDF (issue 40, item 5), in the invoice's language: what it says
 * is laid out by `invoiceLayout` (pure, tested word for word), then drawn on A4 pages with
 * DejaVu Sans, embedded and subset, so every letter of en, nl and ro prints (ș, ț, €).
 */

/** The texts of one document, in its language: every string the PDF prints. */
export interface InvoiceLayout {
  title: string;
  /** Label and value rows under the title: number, dates, references. */
  facts: [string, string][];
  seller: string[];
  buyerHeading: string;
  buyer: string[];
  columns: [string, string, string, string, string];
  rows: [string, string, string, string, string][];
  totals: [string, string][];
  notes: string[];
  /** The document's metadata title: "Invoice DEMO-INV-2026-000001". */
  documentTitle: string;
}

const day = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(date);

const percent = (basisPoints: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(vatRatePercent(basisPoints))} %`;

/** What the document says, in its language (`t`: the `commerce.invoice` texts of it). */
export function invoiceLayout(
  invoice: InvoiceRow,
  t: NamespaceText,
  extra: { creditFor?: string | null } = {},
): InvoiceLayout {
  const { locale, currency } = invoice;
  const money = (cents: number) => formatAmount(cents, currency, locale);
  const kind = invoice.kind === 'invoice' ? 'invoice' : 'creditNote';
  const party = (p: InvoiceRow['seller']) => [
    p.name,
    ...p.address.split('\n').filter((line) => line.trim() !== ''),
    ...(p.country ? [countryName(p.country, locale)] : []),
    ...(p.vatId ? [`${t('vatId')}: ${p.vatId}`] : []),
    ...(p.registration ? [`${t('registration')}: ${p.registration}`] : []),
    ...(p.email ? [p.email] : []),
  ];
  const facts: [string, string][] = [
    [t('number'), invoice.number],
    [t('issued'), day(invoice.issuedAt, locale)],
    ...(invoice.kind === 'invoice'
      ? ([[t('due'), day(invoice.dueAt, locale)]] as [string, string][])
      : []),
    ...(extra.creditFor ? ([[t('creditFor'), extra.creditFor]] as [string, string][]) : []),
    [t('order'), invoice.orderNumber],
    ...(invoice.billingReference
      ? ([[t('reference'), invoice.billingReference]] as [string, string][])
      : []),
  ];
  const breakdown = vatBreakdown(invoice.lines);
  const totals: [string, string][] = [
    [t('subtotal'), money(invoice.subtotalCents)],
    ...(invoice.discountCents !== 0
      ? ([[t('discount'), money(-invoice.discountCents)]] as [string, string][])
      : []),
    ...breakdown.map((rate): [string, string] => [
      t('vatOn', { rate: percent(rate.rateBasisPoints, locale), amount: money(rate.taxableCents) }),
      money(rate.vatCents),
    ]),
    [t('total'), money(invoice.totalCents)],
  ];
  const notes = [
    ...(invoice.reverseCharge ? [t('reverseCharge')] : []),
    ...(invoice.kind === 'invoice' && invoice.seller.iban
      ? [t('payTo', { iban: invoice.seller.iban, number: invoice.number })]
      : []),
    ...(invoice.seller.footer ? [invoice.seller.footer] : []),
  ];
  return {
    title: t(`${kind}.title`),
    documentTitle: `${t(`${kind}.title`)} ${invoice.number}`,
    facts,
    seller: party(invoice.seller),
    buyerHeading: t('billedTo'),
    buyer: party(invoice.buyer),
    columns: [t('description'), t('quantity'), t('unitPrice'), t('vat'), t('amount')],
    rows: invoice.lines.map((line) => [
      line.description,
      String(line.quantity),
      money(line.unitPriceCents),
      percent(line.vatRateBasisPoints, locale),
      money(line.netCents),
    ]),
    totals,
    notes,
  };
}

const FONT_DIR = () => path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');
let fonts: Promise<[Buffer, Buffer]> | undefined;

/** The two fonts, read once per process (files of the build: next.config.ts traces them). */
function fontFiles() {
  fonts ??= Promise.all([
    readFile(path.join(FONT_DIR(), 'DejaVuSans.ttf')),
    readFile(path.join(FONT_DIR(), 'DejaVuSans-Bold.ttf')),
  ]);
  return fonts;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Words of `text` in lines no wider than `width` at `size` (a word wider than that on its own). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}

/** The layout drawn on as many A4 pages as its lines need. */
export async function renderInvoicePdf(layout: InvoiceLayout, locale: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fontFiles();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  doc.setTitle(layout.documentTitle);
  doc.setLanguage(locale);
  doc.setProducer('Academy');
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const textAt = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; right?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const left =
      options.right !== undefined ? options.right - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: left, y, font, size, color: options.color ?? INK });
  };

  // Title, then the seller on the left and the facts on the right.
  textAt(layout.title, MARGIN, { font: bold, size: 20 });
  y -= 30;
  const top = y;
  for (const line of layout.seller) {
    textAt(line, MARGIN, { size: 9, color: MUTED });
    y -= 12;
  }
  const sellerBottom = y;
  y = top;
  for (const [label, value] of layout.facts) {
    textAt(label, MARGIN + width * 0.55, { size: 9, color: MUTED });
    textAt(value, 0, { size: 9, right: MARGIN + width });
    y -= 12;
  }
  y = Math.min(y, sellerBottom) - 16;
  textAt(layout.buyerHeading, MARGIN, { font: bold, size: 10 });
  y -= 14;
  for (const line of layout.buyer) {
    textAt(line, MARGIN, { size: 10 });
    y -= 13;
  }
  y -= 18;

  // The lines: description wraps, the figures align right.
  const right = [0.56, 0.74, 0.85, 1].map((share) => MARGIN + width * share);
  const header = () => {
    textAt(layout.columns[0], MARGIN, { font: bold, size: 9 });
    layout.columns.slice(1).forEach((column, index) => {
      textAt(column, 0, { font: bold, size: 9, right: right[index] });
    });
    y -= 6;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + width, y },
      thickness: 0.5,
      color: MUTED,
    });
    y -= 14;
  };
  header();
  for (const row of layout.rows) {
    const description = wrap(row[0], regular, 10, width * 0.46);
    ensure(description.length * 13 + 4);
    description.forEach((line, index) => {
      textAt(line, MARGIN);
      if (index === 0) {
        row.slice(1).forEach((cell, column) => {
          textAt(cell, 0, { right: right[column] });
        });
      }
      y -= 13;
    });
    y -= 4;
  }
  page.drawLine({
    start: { x: MARGIN, y: y + 8 },
    end: { x: MARGIN + width, y: y + 8 },
    thickness: 0.5,
    color: MUTED,
  });
  y -= 6;
  layout.totals.forEach(([label, value], index) => {
    ensure(16);
    const last = index === layout.totals.length - 1;
    const font = last ? bold : regular;
    textAt(label, 0, { font, right: MARGIN + width * 0.8 });
    textAt(value, 0, { font, right: MARGIN + width });
    y -= last ? 18 : 14;
  });
  y -= 10;
  for (const note of layout.notes) {
    for (const line of wrap(note, regular, 9, width)) {
      ensure(12);
      textAt(line, MARGIN, { size: 9, color: MUTED });
      y -= 12;
    }
    y -= 4;
  }
  return doc.save();
}
