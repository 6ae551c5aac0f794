import { analyticsPaths } from '@/lib/monitoring/analytics';

/**
 * The proxied paths, fixed at build time by next.config.ts (which also rewrites them to
 * app/api/analytics/*), so page and rewrites can never disagree.
 */
const paths = analyticsPaths(process.env.ACADEMY_PLAUSIBLE_SUBDIRECTORY);

/** Plausible's queue until its script runs (what next-plausible's init script does). */
const INIT_SCRIPT = `;(window.plausible=window.plausible||function(){(plausible.q=plausible.q||[]).push(arguments)}),(plausible.init=plausible.init||function(i){plausible.o=i||{}});plausible.init({endpoint:${JSON.stringify(paths.apiPath)}})`;

interface AnalyticsProps {
  /** The portal's domain: the site its page views are counted under in Plausible. */
  domain: string;
  /** getAnalyticsEnabled() from lib/monitoring/public-config (spec §1). */
  enabled: boolean;
  /** The request's Content-Security-Policy nonce. */
  nonce?: string;
}

/**
 * Plausible page views and events (spec §1), through this origin only: the script is loaded
 * from `/{subdirectory}/js/script.js` and posts to `/{subdirectory}/api/event`. The domain-based
 * script (data-domain) is used because one deployment serves many portal domains. Plain script
 * tags rendered on the server: next-plausible's provider went through next/script, 4.6 kB of
 * first-load JavaScript on every page for two tags (issue 13).
 */
export function Analytics({ domain, enabled, nonce }: AnalyticsProps) {
  if (!enabled) return null;
  return (
    <>
      <script
        nonce={nonce}
        id="next-plausible-init"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script
        dangerouslySetInnerHTML={{ __html: INIT_SCRIPT }}
      />
      <script
        async
        nonce={nonce}
        id="next-plausible-script"
        src={paths.scriptPath}
        data-domain={domain}
        data-api={paths.apiPath}
      />
    </>
  );
}
