import { describe, expect, it, vi } from 'vitest';
import { chatAdapter, chatScriptUrl } from './provider';

describe('chat provider adapter', () => {
  it('loads the Zendesk-style snippet with the chat id', () => {
    expect(chatScriptUrl('abc-123')).toBe('https://static.zdassets.com/ekr/snippet.js?key=abc-123');
    expect(chatScriptUrl('a&b')).toBe('https://static.zdassets.com/ekr/snippet.js?key=a%26b');
  });

  it('speaks the messenger commands', () => {
    const zE = vi.fn();
    const chat = chatAdapter(zE);
    chat.setLocale('nl');
    chat.setTags(['Cora Coach', 'acc-1']);
    chat.open();
    chat.close();
    expect(zE.mock.calls).toEqual([
      ['messenger:set', 'locale', 'nl'],
      ['messenger:set', 'conversationTags', ['Cora Coach', 'acc-1']],
      ['messenger', 'open'],
      ['messenger', 'close'],
    ]);
  });

  it('passes on the close event and the unread count as a number', () => {
    const handlers = new Map<string, (value?: unknown) => void>();
    const zE = vi.fn((command: string, event?: unknown, handler?: unknown) => {
      if (command === 'messenger:on') handlers.set(String(event), handler as () => void);
    });
    const chat = chatAdapter(zE);
    const onClose = vi.fn();
    const onUnread = vi.fn();
    chat.onClose(onClose);
    chat.onUnread(onUnread);
    handlers.get('close')?.();
    handlers.get('unreadMessages')?.('3');
    handlers.get('unreadMessages')?.(undefined);
    expect(onClose).toHaveBeenCalledOnce();
    expect(onUnread.mock.calls).toEqual([[3], [0]]);
  });
});
