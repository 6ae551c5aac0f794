import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import type { CSSProperties, ReactNode } from 'react';
import { SiteHeader } from '@/components/shell/site-header';
import { queryKeys } from '@/lib/api/queries';
import { makeQueryClient } from '@/lib/api/query-client';
import { loadPortalMe } from '@/lib/server/guard';
import { safeColor } from '@/lib/theme/colors';

/** Every portal page: /v1/me once per request, hydrated into TanStack Query for the browser. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const result = await loadPortalMe();
  const t = await getTranslations('common');
  const queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.me(), result);
  const style = { '--color-primary': safeColor(result.me.theme?.colors?.primary) } as CSSProperties;

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <div className="app" style={style}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader result={result} />
        <main id="main" className="main">
          {children}
        </main>
      </div>
    </HydrationBoundary>
  );
}
