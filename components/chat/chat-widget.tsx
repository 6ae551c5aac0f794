'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useShellMe } from '@/components/shell/shell-me';
import { chatTags } from '@/lib/chat/tags';
import { badgeMessage } from '@/lib/ui-state/badge';
import { useLiveChat } from './use-live-chat';
import './chat.css';

/**
 * Live chat for portals with a chat id (information.zendeskChatId); without
 * one nothing is rendered and nothing loaded.
 */
export function ChatWidget() {
  // The shell's /v1/me: guest pages have no query client.
  const me = useShellMe()?.me;
  const chatId = me?.portal.information?.zendeskChatId;
  if (!me || !chatId) return null;
  return <LiveChat chatId={chatId} tags={chatTags(me.account)} />;
}

function LiveChat({ chatId, tags }: { chatId: string; tags: string[] }) {
  const t = useTranslations('chat');
  const { ready, open, unread, toggle } = useLiveChat(chatId, useLocale(), tags);
  // The button appears once the widget can answer it; a script that fails leaves no dead button.
  if (!ready) return null;
  // The name starts with the count the badge shows (WCAG 2.5.3 Label in name).
  const badge = badgeMessage(unread);
  return (
    <button
      type="button"
      className="chat-button"
      aria-expanded={open}
      aria-label={badge ? t('buttonWithCount', badge) : t('button')}
      onClick={toggle}
    >
      <ChatIcon />
      {badge && (
        <span className="chat-badge" aria-hidden="true">
          {badge.badge}
        </span>
      )}
    </button>
  );
}

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
    </svg>
  );
}
