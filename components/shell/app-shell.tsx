'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { LanguageSync } from '@/components/i18n/language-sync';
import { canGiveFeedback } from '@/lib/access/shell';
import { NavigationLoader } from './navigation-loader';
import { SessionWatcher } from './session-watcher';
import { ShellMeProvider } from './shell-me';
import { SiteHeader } from './site-header';
import { useEnvironment } from './use-environment';
import { useMe } from './use-me';

/*
 * What only signed-in users see is loaded in chunks of its own, so guest pages (the landing
 * page, sign-in, try free) ship none of it. The breadcrumbs and the side navigation
 * are rendered on the server with the page (the closed side navigation renders nothing there,
 * so it mounts once React runs); the tour, the feedback dialog and the chat load
 * after hydration, since nothing of them is on screen at first.
 */
const Breadcrumbs = dynamic(() => import('./breadcrumbs').then((module) => module.Breadcrumbs));
const SideNav = dynamic(() => import('./side-nav').then((module) => module.SideNav));
const OnboardingTour = dynamic(
  () => import('./onboarding-tour').then((module) => module.OnboardingTour),
  { ssr: false },
);
const FeedbackModal = dynamic(
  () => import('@/components/feedback/feedback-modal').then((module) => module.FeedbackModal),
  { ssr: false },
);
// Rendered with the page when /v1/me carries a banner; its code loads only then.
const AnnouncementBanner = dynamic(() =>
  import('@/components/communication/announcement-banner').then(
    (module) => module.AnnouncementBanner,
  ),
);
// Only while a support person acts as this account (issue 43): its code loads only then.
const ActingBanner = dynamic(() =>
  import('@/components/acting/acting-banner').then((module) => module.ActingBanner),
);
const ChatWidget = dynamic(
  () => import('@/components/chat/chat-widget').then((module) => module.ChatWidget),
  { ssr: false },
);

/**
 * The shell of spec §2 around every signed-in portal page: header, breadcrumbs, side navigation
 * (guests get ./guest-shell).
 */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const meResult = useMe();
  const { me, authenticated } = meResult;
  const environment = useEnvironment();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleId = useId().replace(/:/g, '');
  // What renders nothing on the server (the closed side navigation, the watchers) mounts once
  // React runs: rendering it there cost every signed-in page about a millisecond for no HTML.
  const hydrated = useHydrated();

  return (
    <ShellMeProvider value={meResult}>
      <div className="app">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((open) => !open)}
          toggleId={toggleId}
        />
        {/* Right under the header, so its arrow points at the menu button (before the banner). */}
        {/* Not while acting as someone (issue 43): the tour is theirs to see and close. */}
        {authenticated && !meResult.actingAs && <OnboardingTour />}
        {authenticated && meResult.actingAs && me.account && (
          <ActingBanner
            accountId={me.account.id}
            accountName={me.account.fullName}
            actorName={meResult.actingAs.actorName}
            features={meResult.features}
          />
        )}
        {authenticated && me.banner && <AnnouncementBanner banner={me.banner} />}
        {authenticated && <Breadcrumbs environment={environment} />}
        {hydrated && authenticated && (
          <SideNav
            open={menuOpen}
            onOpenChange={setMenuOpen}
            environment={environment}
            toggleId={toggleId}
          />
        )}
        <main id="main" className="main">
          {children}
        </main>
        {hydrated && (
          <>
            <NavigationLoader />
            <SessionWatcher environment={environment.environment} />
            <LanguageSync />
          </>
        )}
        {authenticated && canGiveFeedback(me.roles) && <FeedbackModal />}
        {me.portal.information?.zendeskChatId && <ChatWidget />}
      </div>
    </ShellMeProvider>
  );
}
