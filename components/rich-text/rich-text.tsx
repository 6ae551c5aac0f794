import 'server-only';
import { portalImageHosts } from '@/lib/resources/portals';
import { getMe } from '@/lib/server/me';
import { sanitizeRichText } from '@/shared/rich-text/sanitize';
import { withTableBoxes } from './table-boxes';
import './rich-text.css';

/**
 * Stored rich text (a lesson, a course description), shown as HTML. Rendered on the server and
 * sanitised again with the shared allowlist: stored HTML is never trusted on output either.
 * rich-text.css styles it, and the shared editor (components/editor) uses the same rules for
 * what is being typed, so tables, images, code and quotes look alike in both. Images only of
 * the file storage and of the portal's image hosts.
 */
export async function RichText({ html, className }: { html: string; className?: string }) {
  const imageHosts = portalImageHosts((await getMe()).me.portal);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the shared allowlist just above.
      dangerouslySetInnerHTML={{ __html: withTableBoxes(sanitizeRichText(html, { imageHosts })) }}
    />
  );
}

export { withTableBoxes };
