'use client';

import dynamic from 'next/dynamic';
import { LanguageSync } from '@/components/i18n/language-sync';
import { GuestPing } from './guest-ping';

const ChatWidget = dynamic(
  () => import('@/components/chat/chat-widget').then((module) => module.ChatWidget),
  { ssr: false },
);

/** What runs in a guest page's browser besides the page itself: none of it paints. */
export function GuestWidgets({ chat }: { chat: boolean }) {
  return (
    <>
      <GuestPing />
      <LanguageSync />
      {chat && <ChatWidget />}
    </>
  );
}
