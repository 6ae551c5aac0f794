import { jsonLdScriptContent } from '@/lib/seo/json-ld';

/** Structured data for search engines, escaped so no value can end the script element. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdScriptContent escapes <, > and & (no </script> breakout); React would HTML-escape a text child, which is not JSON.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(data) }}
    />
  );
}
