import PlausibleProvider from 'next-plausible';
import type { ComponentProps, ReactNode } from 'react';
import { analyticsPaths } from '@/lib/monitoring/analytics';

/**
 * The proxied paths, fixed at build time by next.config.ts (which also rewrites them to
 * app/api/analytics/*), so page and rewrites can never disagree.
 */
const paths = analyticsPaths(process.env.ACADEMY_PLAUSIBLE_SUBDIRECTORY);

interface AnalyticsProps {
  /** The portal's domain: the site its page views are counted under in Plausible. */
  domain: string;
  /** getAnalyticsEnabled() from lib/monitoring/public-config. */
  enabled: boolean;
  children?: ReactNode;
}

/**
 * Plausible page views and events, through this origin only: the script is loaded
 * from `/{subdirectory}/js/script.js` and posts to `/{subdirectory}/api/event`. The domain-based
 * script (data-domain) is used because one deployment serves many portal domains.
 */
export function Analytics({ domain, enabled, children }: AnalyticsProps) {
  // Read by Plausible's script from its own tag: the site to count under, and where to post.
  const scriptProps: ComponentProps<'script'> & Record<`data-${string}`, string> = {
    'data-domain': domain,
    'data-api': paths.apiPath,
  };
  return (
    <PlausibleProvider
      src={paths.scriptPath}
      enabled={enabled}
      init={{ endpoint: paths.apiPath }}
      scriptProps={scriptProps}
    >
      {children}
    </PlausibleProvider>
  );
}
