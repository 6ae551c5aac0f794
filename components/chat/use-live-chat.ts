'use client';

import { useCallback, useEffect, useState } from 'react';
import { readChatOpen, writeChatOpen } from '@/lib/chat/open-state';
import { type ChatAdapter, chatAdapter, loadChatScript } from '@/lib/chat/provider';

const session = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * The live chat's state: loads the provider's script for the chat id, sets locale and
 * conversation tags, reopens the chat if it was open in this tab, follows the widget's own
 * open and close events and its unread count.
 */
export function useLiveChat(chatId: string, locale: string, tags: string[]) {
  const [chat, setChat] = useState<ChatAdapter | null>(null);
  const [open, setOpenState] = useState(false);
  const [unread, setUnread] = useState(0);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeChatOpen(session(), next);
  }, []);

  useEffect(() => {
    let active = true;
    loadChatScript(chatId).then(
      (zE) => {
        if (!active) return;
        const adapter = chatAdapter(zE);
        // The provider has no way to remove listeners: a stale effect's stay silent.
        adapter.onOpen(() => active && setOpen(true));
        adapter.onClose(() => active && setOpen(false));
        adapter.onUnread((count) => active && setUnread(count));
        setChat(adapter);
        if (readChatOpen(session())) {
          adapter.open();
          setOpenState(true);
        }
      },
      (error: Error) => console.warn('[chat]', error.message),
    );
    return () => {
      active = false;
    };
  }, [chatId, setOpen]);

  const tagKey = tags.join('\n');
  useEffect(() => {
    if (!chat) return;
    chat.setLocale(locale);
    chat.setTags(tagKey.split('\n'));
  }, [chat, locale, tagKey]);

  const toggle = useCallback(() => {
    if (!chat) return;
    if (open) chat.close();
    else chat.open();
    setOpen(!open);
  }, [chat, open, setOpen]);

  return { ready: chat !== null, open, unread, toggle };
}
