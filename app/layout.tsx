import type { Metadata, Viewport } from 'next';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { Monitoring } from '@/components/analytics/monitoring';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Providers } from '@/components/providers';
import { getAnalyticsEnabled, getMonitoringProps } from '@/lib/monitoring/public-config';
import { getMe } from '@/lib/server/me';
import { getRequestContext } from '@/lib/server/request-context';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Academy', template: '%s · Academy' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Every page depends on the request (host → portal, session): nothing is prerendered at build. */
export const dynamic = 'force-dynamic';

/**
 * The site page views count under: the portal's analytics domain (issue 20,
 * /admin/settings/integrations), else the host. /v1/me is the request's one (the portal layout
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
  const [locale, context] = await Promise.all([getLocale(), getRequestContext()]);
  const domain = await analyticsDomain(context.portalDomain);
  return (
    <html lang={locale}>
      <body>
        <ClientMessages>
          <Providers>{children}</Providers>
        </ClientMessages>
        <Monitoring {...getMonitoringProps()} />
        {domain && <Analytics domain={domain} enabled={getAnalyticsEnabled()} />}
      </body>
    </html>
  );
}
