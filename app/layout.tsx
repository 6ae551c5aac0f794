import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { Monitoring } from '@/components/analytics/monitoring';
import { ClientMessages } from '@/components/i18n/client-messages';
import { languageBootScript } from '@/components/i18n/language-boot';
import { LazyToaster } from '@/components/ui/toast';
import { getAnalyticsEnabled, getMonitoringProps } from '@/lib/monitoring/public-config';
import { getMe } from '@/lib/server/me';
import { getRequestContext } from '@/lib/server/request-context';
import './globals.css';
import './kit.css';

export const metadata: Metadata = {
  title: { default: 'Academy', template: '%s · Academy' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Every page depends on the request (host → portal, session): nothing is prerendered at build. */
export const dynamic = 'force-dynamic';

/**
 * The site page views count under: the portal's analytics domain
 * (/admin/settings/integrations), else the host. /v1/me is the request's one (the portal layout
 * reads the same); a page without a portal keeps the host.
 */
async function analyticsDomain(host: string | null): Promise<string | null> {
  if (!host) return null;
  try {
    return (await getMe()).me.portal.information?.analyticsDomain || host;
  } catch {
    return host;
  }
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, context, headerStore] = await Promise.all([
    getLocale(),
    getRequestContext(),
    headers(),
  ]);
  // The proxy's per-request nonce (Content-Security-Policy): the one inline script needs it.
  const nonce = headerStore.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  // Only pages that send analytics ask for the portal's analytics domain.
  const analyticsEnabled = getAnalyticsEnabled();
  const domain = analyticsEnabled ? await analyticsDomain(context.portalDomain) : null;
  return (
    <html lang={locale}>
      <head>
        {/* Before anything renders: a stored language the cookie lacks applies now. */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script
          dangerouslySetInnerHTML={{ __html: languageBootScript() }}
        />
      </head>
      <body>
        <ClientMessages>{children}</ClientMessages>
        {/* Spec §9 toasts: sonner and its Toaster load with the first toast. */}
        <LazyToaster />
        <Monitoring {...getMonitoringProps()} />
        {domain && <Analytics domain={domain} enabled={analyticsEnabled} />}
      </body>
    </html>
  );
}
