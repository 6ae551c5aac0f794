/**
 * Each table in a box that scrolls sideways on a narrow screen, in the tab order so the
 * keyboard can scroll it too. Sanitised tables carry no attributes, so `<table>` is exact.
 */
export function withTableBoxes(html: string): string {
  return html
    .replaceAll('<table>', '<div class="rich-text-table" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
}
