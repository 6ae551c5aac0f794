import { withTableBoxes } from '@/components/rich-text/table-boxes';
import '@/components/rich-text/rich-text.css';

/**
 * Rich text a coaching screen received from the Academy API (instructions, submissions,
 * feedback), shown in the browser without a page load (the ticket view's J/K). The API runs
 * every such field through the shared allowlist on output as well as on write
 * (academy-api/coaching/coaching.serializers.ts), so stored HTML is never shown unsanitised; styled like
 * components/rich-text/rich-text.tsx.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API on output with the shared allowlist.
      dangerouslySetInnerHTML={{ __html: withTableBoxes(html) }}
    />
  );
}
