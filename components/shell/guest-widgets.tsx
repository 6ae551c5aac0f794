'use client';

import dynamic from 'next/dynamic';
import { LanguageSync } from '@/components/i18n/language-sync';
import { GuestPing } from './guest-ping';
import { useShellMe } from './shell-me';

const ChatWidget = dynamic(
  () => import('@/components/chat/chat-widget').then((module) => module.ChatWidget),
  { ssr: false },
);

/** What runs in a guest page's browser besides the page itself: none of it paints. */
export function GuestWidgets() {
  // The chat's code loads only for a portal with a chat id.
  const chat = Boolean(useShellMe()?.me.portal.information?.zendeskChatId);
  return (
    <>
      <GuestPing />
      <LanguageSync />
      {chat && <ChatWidget />}
    </>
  );
}
