import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OPEN_KEY } from '@/lib/chat/open-state';
import type { Account } from '@/lib/resources/accounts';
import type { MeResult } from '@/lib/resources/me';
import { meKeys } from '@/lib/resources/me';
import { meResult } from '@/tests/support/fixtures/demo-users';
import { labelInName } from '@/tests/support/label-in-name';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';
import { ChatWidget } from './chat-widget';

/** A stand-in for window.zE: records commands and lets the test fire the widget's events. */
const widget = vi.hoisted(() => {
  const listeners = new Map<string, (value?: unknown) => void>();
  const calls: unknown[][] = [];
  const zE = (command: string, ...args: unknown[]) => {
    calls.push([command, ...args]);
    if (command === 'messenger:on') listeners.set(String(args[0]), args[1] as () => void);
  };
  return { listeners, calls, zE, load: vi.fn() };
});
vi.mock('@/lib/chat/provider', async (original) => ({
  ...(await original<typeof import('@/lib/chat/provider')>()),
  loadChatScript: (chatId: string) => widget.load(chatId),
}));

function user(chatId: string | null, account: Partial<Account> | null): MeResult {
  const result = meResult({ roles: ['coach'] });
  const portal = {
    ...result.me.portal,
    information: { knowledgeBaseUrl: null, zendeskChatId: chatId },
  };
  return { ...result, me: { ...result.me, portal, account: account as Account | null } };
}

async function renderChat(result: MeResult) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), result);
  const view = renderWithProviders(<ChatWidget />, { queryClient });
  await act(async () => undefined);
  return view;
}

beforeEach(() => widget.load.mockResolvedValue(widget.zE));
afterEach(() => {
  widget.calls.length = 0;
  widget.listeners.clear();
  widget.load.mockReset();
  sessionStorage.clear();
});

const button = () => screen.getByRole('button', { name: /chat/i });

describe('ChatWidget (spec §4, §7)', () => {
  it('loads nothing without a chat id', async () => {
    await renderChat(user(null, { id: 'acc-1', fullName: 'Cora Coach' }));
    expect(widget.load).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loads the chat id and sets locale and conversation tags', async () => {
    await renderChat(user('chat-key', { id: 'acc-1', fullName: 'Cora Coach' }));
    expect(widget.load).toHaveBeenCalledWith('chat-key');
    expect(widget.calls).toContainEqual(['messenger:set', 'locale', 'en']);
    expect(widget.calls).toContainEqual([
      'messenger:set',
      'conversationTags',
      ['Cora Coach', 'acc-1'],
    ]);
  });

  it('tags an unknown user "Naam onbekend" and "ID onbekend"', async () => {
    await renderChat(user('chat-key', null));
    expect(widget.calls).toContainEqual([
      'messenger:set',
      'conversationTags',
      ['Naam onbekend', 'ID onbekend'],
    ]);
  });

  it('opens and closes by the button and keeps the state in session storage', async () => {
    const view = await renderChat(user('chat-key', { id: 'acc-1', fullName: 'Cora Coach' }));
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(widget.calls).toContainEqual(['messenger', 'open']);
    expect(sessionStorage.getItem(CHAT_OPEN_KEY)).toBe('true');

    // A reload in the same tab: the chat opens again by itself.
    view.unmount();
    widget.calls.length = 0;
    await renderChat(user('chat-key', { id: 'acc-1', fullName: 'Cora Coach' }));
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(widget.calls).toContainEqual(['messenger', 'open']);

    fireEvent.click(button());
    expect(widget.calls).toContainEqual(['messenger', 'close']);
    expect(sessionStorage.getItem(CHAT_OPEN_KEY)).toBeNull();
  });

  it("closes on the widget's own close event and shows the unread count", async () => {
    await renderChat(user('chat-key', { id: 'acc-1', fullName: 'Cora Coach' }));
    fireEvent.click(button());
    act(() => widget.listeners.get('close')?.());
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(sessionStorage.getItem(CHAT_OPEN_KEY)).toBeNull();
    act(() => widget.listeners.get('unreadMessages')?.(3));
    expect(button().getAttribute('aria-label')).toBe('3 unread chat messages');
    expect(labelInName(button())).toBe(true);
    expect(button().textContent).toBe('3');
  });
});
