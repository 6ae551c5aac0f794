'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { ChatWidget } from '@/components/chat/chat-widget';
import { FeedbackModal } from '@/components/feedback/feedback-modal';
import { LanguageSync } from '@/components/i18n/language-sync';
import { Breadcrumbs } from './breadcrumbs';
import { NavigationLoader } from './navigation-loader';
import { OnboardingTour } from './onboarding-tour';
import { SessionWatcher } from './session-watcher';
import { SideNav } from './side-nav';
import { SiteHeader } from './site-header';
import { useEnvironment } from './use-environment';
import { useMe } from './use-me';

/** The shell of spec §2 around every portal page: header, breadcrumbs, side navigation. */
export function AppShell({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  const { authenticated } = useMe();
  const environment = useEnvironment();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleId = useId().replace(/:/g, '');

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        toggleId={toggleId}
      />
      {authenticated && <OnboardingTour />}
      {authenticated && <Breadcrumbs environment={environment} />}
      {authenticated && (
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
      <NavigationLoader />
      <SessionWatcher environment={environment.environment} />
      <LanguageSync />
      <FeedbackModal />
      <ChatWidget />
    </div>
  );
}
