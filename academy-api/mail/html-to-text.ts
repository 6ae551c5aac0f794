import { convert } from 'html-to-text';

const OPTIONS = {
  wordwrap: 78,
  selectors: [
    // A link shows its address after its text, unless the text is the address.
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true, ignoreHref: false } },
    { selector: 'img', format: 'skip' },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
    { selector: 'h4', options: { uppercase: false } },
    { selector: 'table', format: 'dataTable' },
    { selector: 'iframe', format: 'skip' },
  ],
};

/**
 * The plain-text version of an HTML e-mail ("a text version generated from the
 * HTML"): paragraphs and headings as blocks, lists with bullets or numbers, links as
 * "text [address]", tables as aligned columns, images and video players left out.
 */
export function htmlToPlainText(html: string): string {
  return convert(html, OPTIONS).trim();
}
