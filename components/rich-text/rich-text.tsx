import 'server-only';
import { sanitizeRichText } from '@/shared/rich-text/sanitize';
import './rich-text.css';

/**
 * Stored rich text (a lesson, a course description), shown as HTML. Rendered on the server and
 * sanitised again with the shared allowlist: stored HTML is never trusted on output either.
 * rich-text.css styles it, and the shared editor (components/editor) uses the same rules for
 * what is being typed, so tables, images, code and quotes look alike in both.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the shared allowlist just above.
      dangerouslySetInnerHTML={{ __html: withTableBoxes(sanitizeRichText(html)) }}
    />
  );
}

/**
 * Each table in a box that scrolls sideways on a narrow screen, in the tab order so the
 * keyboard can scroll it too. Sanitised tables carry no attributes, so `<table>` is exact.
 */
export function withTableBoxes(html: string): string {
  return html
    .replaceAll('<table>', '<div class="rich-text-table" tabindex="0"><table>')
    .replaceAll('</table>', '</table></div>');
}
