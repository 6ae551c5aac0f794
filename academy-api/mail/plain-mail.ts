import { escapeHtml } from '../../shared/communication/merge-fields';

/**
 * The body of a short notice the worker sends (a scheduled report, an invoice): a greeting,
 * a few paragraphs and the portal's name as signature, as plain text and as its HTML twin in the
 * recipient's language.
 */
export function plainMailBodies(input: {
  locale: string;
  subject: string;
  greeting: string;
  lines: readonly string[];
  signature: string;
}): { text: string; html: string } {
  const { locale, subject, greeting, lines, signature } = input;
  return {
    text: `${[greeting, '', ...lines, '', `-- \n${signature}`].join('\n')}\n`,
    html: `<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem"><p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<hr style="border:0;border-top:1px solid #ccc;margin:2rem 0 1rem"><p style="font-size:0.875rem;color:#444">${escapeHtml(signature)}</p></body></html>`,
  };
}
