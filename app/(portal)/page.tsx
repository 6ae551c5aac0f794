import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { LandingPage } from '@/components/landing/landing-page';
import { loadPortalMe, startEnvironment } from '@/lib/server/guard';
import { getRequestContext } from '@/lib/server/request-context';
import { START_PATHS } from '@/shared/access/environment';

export async function generateMetadata(): Promise<Metadata> {
  const [{ me }, t, locale, context] = await Promise.all([
    loadPortalMe(),
    getTranslations('landing'),
    getLocale(),
    getRequestContext(),
  ]);
  const description = t('metaDescription', { portal: me.portal.name });
  return {
    title: { absolute: me.portal.name },
    description,
    alternates: context.host ? { canonical: '/' } : undefined,
    openGraph: {
      title: me.portal.name,
      description,
      type: 'website',
      locale,
      siteName: me.portal.name,
    },
    robots: { index: true, follow: true },
  };
}

/** Guests see the portal's landing page; signed-in users go to their environment's start. */
export default async function HomePage() {
  const result = await loadPortalMe();
  if (result.authenticated) redirect(START_PATHS[startEnvironment(result)]);
  return <LandingPage portal={result.me.portal} />;
}
