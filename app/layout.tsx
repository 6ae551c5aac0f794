import type { Metadata, Viewport } from 'next';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { Monitoring } from '@/components/analytics/monitoring';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Providers } from '@/components/providers';
import { getAnalyticsEnabled, getMonitoringProps } from '@/lib/monitoring/public-config';
import { getRequestContext } from '@/lib/server/request-context';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Academy', template: '%s · Academy' },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Every page depends on the request (host → portal, session): nothing is prerendered at build. */
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, context] = await Promise.all([getLocale(), getRequestContext()]);
  return (
    <html lang={locale}>
      <body>
        <ClientMessages>
          <Providers>{children}</Providers>
        </ClientMessages>
        <Monitoring {...getMonitoringProps()} />
        {context.portalDomain && (
          <Analytics domain={context.portalDomain} enabled={getAnalyticsEnabled()} />
        )}
      </body>
    </html>
  );
}
