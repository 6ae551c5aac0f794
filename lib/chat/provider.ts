/**
 * The live chat provider (spec §7: "Live chat script loaded from a chat provider with the
 * portal's chat id; sets locale and conversation tags"): a Zendesk-style web widget that
 * installs one command function, window.zE. Everything the app asks of it goes through the
 * adapter below, so a stand-in script (tests) only has to implement these few commands.
 */
export type ChatCommand = (command: string, ...args: unknown[]) => void;

declare global {
  interface Window {
    zE?: ChatCommand;
  }
}

export const CHAT_SCRIPT_ORIGIN = 'https://static.zdassets.com';
/** The provider's snippet finds its own <script> by this id. */
export const CHAT_SCRIPT_ID = 'ze-snippet';

export function chatScriptUrl(chatId: string): string {
  return `${CHAT_SCRIPT_ORIGIN}/ekr/snippet.js?key=${encodeURIComponent(chatId)}`;
}

export interface ChatAdapter {
  open(): void;
  close(): void;
  setLocale(locale: string): void;
  setTags(tags: string[]): void;
  /** The widget opened or closed itself (its own header buttons). */
  onOpen(listener: () => void): void;
  onClose(listener: () => void): void;
  onUnread(listener: (count: number) => void): void;
}

export function chatAdapter(zE: ChatCommand): ChatAdapter {
  return {
    open: () => zE('messenger', 'open'),
    close: () => zE('messenger', 'close'),
    setLocale: (locale) => zE('messenger:set', 'locale', locale),
    setTags: (tags) => zE('messenger:set', 'conversationTags', tags),
    onOpen: (listener) => zE('messenger:on', 'open', listener),
    onClose: (listener) => zE('messenger:on', 'close', listener),
    onUnread: (listener) =>
      zE('messenger:on', 'unreadMessages', (count: unknown) => listener(Number(count) || 0)),
  };
}

let loading: { chatId: string; promise: Promise<ChatCommand> } | null = null;

/**
 * Adds the provider's script once per page (client navigations keep it) and resolves with
 * window.zE when it has run. A second chat id on the same page (a portal switch reloads the
 * page, so only in theory) is refused rather than mixing two widgets.
 */
export function loadChatScript(chatId: string, doc: Document = document): Promise<ChatCommand> {
  if (loading?.chatId === chatId) return loading.promise;
  if (loading) return Promise.reject(new Error('Another chat is loaded on this page'));
  const win = doc.defaultView;
  const promise = new Promise<ChatCommand>((resolve, reject) => {
    const script = doc.createElement('script');
    script.id = CHAT_SCRIPT_ID;
    script.src = chatScriptUrl(chatId);
    script.async = true;
    script.addEventListener('load', () =>
      win?.zE ? resolve(win.zE) : reject(new Error('The chat script installed no zE')),
    );
    script.addEventListener('error', () => reject(new Error('The chat script did not load')));
    doc.head.append(script);
  });
  loading = { chatId, promise };
  // A failed load may be retried on the next page.
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}

/** Test support: forget the loaded script. */
export function resetChatScriptForTests(): void {
  loading = null;
}
