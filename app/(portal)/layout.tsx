import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { UnavailableView } from '@/components/errors/unavailable-view';
import { GuestShell } from '@/components/shell/guest-shell';
import { SignedInShell } from '@/components/shell/signed-in-shell';
import { meKeys, type PingResult } from '@/lib/resources/me';
import { loadPortalMeOrUnavailable } from '@/lib/server/guard';
import { dehydrateRequest, getQueryClient } from '@/lib/server/query-client';
import { setResponseStatus } from '@/lib/server/response-status';
import { themeFavicon, themeStylesheets } from '@/lib/theme/assets';
import { themeRootCss } from '@/lib/theme/colors';

/** Titles carry the portal's name (search results, tabs); its favicon when the theme has one. */
export async function generateMetadata(): Promise<Metadata> {
  const result = await loadPortalMeOrUnavailable();
  if (result === 'unavailable') return {};
  const { me } = result;
  const favicon = themeFavicon(me.theme?.assets);
  return {
    // `absolute`: the portal's name alone, not under the root layout's "%s · Academy" (a page
    // without a title of its own read "Demo Academy · Academy").
    title: { absolute: me.portal.name, template: `%s · ${me.portal.name}` },
    ...(favicon ? { icons: { icon: favicon } } : {}),
  };
}

/** Every portal page: /v1/me once per request (the request's QueryClient), for the shell. */
export default async function PortalLayout({ children }: { children: ReactNode }) {
  const result = await loadPortalMeOrUnavailable();
  if (result === 'unavailable') {
    // The mapped view in the page's language, answered 503, not a 500.
    setResponseStatus(503);
    return <UnavailableView />;
  }
  // The theme's colours on :root (portals, dialogs and toasts included), then its stylesheets,
  // in the server-rendered page so the first paint has them. Deliberately not hoisted into
  // <head> (no precedence): hoisted styles are never removed, and a portal switch
  // (router.refresh) must drop the old portal's.
  const theme = (
    <>
      <style>{themeRootCss(result.me.theme)}</style>
      {themeStylesheets(result.me.theme?.assets).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
  // Guests get the server-rendered shell without a query client (their pages hydrate
  // only their forms and the language menu); signed-in users the shell on TanStack Query.
  if (!result.authenticated) {
    return (
      <>
        {theme}
        <GuestShell result={result}>{children}</GuestShell>
      </>
    );
  }
  // The page itself just came from the server with this session: the first ping (spec §4) waits
  // its 10 minutes like every later one, instead of asking again on every page load.
  getQueryClient().setQueryData(meKeys.ping(), { authenticated: true } satisfies PingResult);
  return (
    <>
      {theme}
      <SignedInShell state={dehydrateRequest()}>{children}</SignedInShell>
    </>
  );
}
