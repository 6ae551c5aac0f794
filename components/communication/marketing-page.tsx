'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MailingsList } from './mailings-list';
import { MailingSettingsForm } from './settings-form';
import { SubscribersList } from './subscribers-list';
import '@/components/communication/communication.css';

const TABS = ['mailings', 'subscribers', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /academy/marketing (SCREENS "Communication"): the mailings, the subscribers with their consent,
 * and the settings (`mailing_list_settings`), as tabs (arrow keys move between them).
 */
export function MarketingPage({ initialTab = 'mailings' }: { initialTab?: Tab }) {
  const t = useTranslations('communication.marketing');
  const [tab, setTab] = useState<Tab>(initialTab);
  return (
    <Tabs.Root className="comm-tabs" value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <Tabs.Trigger key={name} value={name} className="kit-tab">
            {t(`tabs.${name}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="mailings">
        <MailingsList />
      </Tabs.Content>
      <Tabs.Content value="subscribers">
        <SubscribersList />
      </Tabs.Content>
      <Tabs.Content value="settings">
        <MailingSettingsForm />
      </Tabs.Content>
    </Tabs.Root>
  );
}
