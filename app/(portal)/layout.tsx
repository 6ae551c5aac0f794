import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { queryKeys } from '@/lib/api/queries';
import { makeQueryClient } from '@/lib/api/query-client';
import { loadPortalMe } from '@/lib/server/guard';
import { themeFavicon, themeStylesheets } from '@/lib/theme/assets';
import { themeStyle } from '@/lib/theme/colors';

/** Titles carry the portal's name (search results, tabs); its favicon when the theme has one. */
export async function generateMetadata(): Promise<Metadata> {
  const { me } = await loadPortalMe();
  const favicon = themeFavicon(me.theme?.assets);
  return {
    title: { default: me.portal.name, template: `%s · ${me.portal.name}` },
    ...(favicon ? { icons: { icon: favicon } } : {}),
  };
}

/** Every portal page: /v1/me once per request, hydrated into TanStack Query for the shell. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const result = await loadPortalMe();
  const queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.me(), result);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      {/* The theme's stylesheets go into <head> (React hoists them), after the app's own CSS. */}
      {themeStylesheets(result.me.theme?.assets).map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="portal-theme" />
      ))}
      <div style={themeStyle(result.me.theme) as CSSProperties}>
        <AppShell>{children}</AppShell>
      </div>
    </HydrationBoundary>
  );
}
