import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { Monitoring } from '@/components/analytics/monitoring';
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
        <NextIntlClientProvider>
          <Providers>{children}</Providers>
        </NextIntlClientProvider>
        <Monitoring {...getMonitoringProps()} />
        {context.portalDomain && (
          <Analytics domain={context.portalDomain} enabled={getAnalyticsEnabled()} />
        )}
      </body>
    </html>
  );
}
