import type { Page } from '@playwright/test';

/**
 * Live chat in end-to-end tests. The provider's script cannot be reached from here,
 * and neither demo portal has a chat id (DEMO-DATA.md), so the test, not the app, supplies both:
 * - the chat id: the portal's `zendeskChatId` is rewritten from null in the pages, RSC payloads
 *   and /api/v1/me answers this browser receives (no test hook in the app or its data);
 * - the script: requests for the provider's snippet are answered with STAND_IN_SCRIPT, which
 *   implements the few window.zE commands of lib/chat/provider.ts and records what it is told.
 */
export const TEST_CHAT_ID = 'e2e-chat-id';
export const CHAT_SCRIPT = 'https://static.zdassets.com/ekr/snippet.js?*';

const STAND_IN_SCRIPT = `(() => {
  const key = new URL(document.currentScript.src).searchParams.get('key');
  const listeners = {};
  const state = { key, locale: null, conversationTags: null, open: false };
  const panel = document.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Chat stand-in');
  panel.hidden = true;
  panel.style.cssText = 'position:fixed;right:16px;bottom:88px;width:260px;padding:8px;background:#fff;border:1px solid #888;z-index:45';
  const close = document.createElement('button');
  close.textContent = 'Minimise the stand-in chat';
  const emit = (event, value) => (listeners[event] || []).forEach((listener) => listener(value));
  const show = (open) => { state.open = open; panel.hidden = !open; };
  close.addEventListener('click', () => { show(false); emit('close'); });
  panel.append(close);
  document.body.append(panel);
  window.zE = (command, name, value) => {
    if (command === 'messenger' && name === 'open') show(true);
    if (command === 'messenger' && name === 'close') show(false);
    if (command === 'messenger:on') (listeners[name] ||= []).push(value);
    if (command === 'messenger:set') state[name] = value;
  };
  window.__chatStandIn = { state, emit };
})();`;

const NULL_CHAT_ID = /(\\*)"zendeskChatId\1":null/g;
const NULL_WIRE_CHAT_ID = /"zendesk_chat_id":null/g;

/**
 * Gives the demo portal a chat id in this page's eyes and serves the stand-in script. Call
 * `page.unrouteAll({ behavior: 'ignoreErrors' })` after the test: prefetches may still be open.
 */
export async function withTestChat(page: Page, origin: string) {
  await page.route(CHAT_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SCRIPT }),
  );
  await page.route(
    (url) => url.origin === origin && !url.pathname.startsWith('/_next/static/'),
    async (route) => {
      const request = route.request();
      const isMe = new URL(request.url()).pathname === '/api/v1/me';
      if (request.resourceType() !== 'document' && !request.headers().rsc && !isMe) {
        return route.fallback();
      }
      try {
        const response = await route.fetch({ maxRedirects: 0 });
        const headers = { ...response.headers() };
        delete headers['content-length'];
        delete headers['content-encoding'];
        const body = (await response.text())
          .replace(NULL_CHAT_ID, (_, slashes: string) => {
            const q = `${slashes}"`;
            return `${q}zendeskChatId${q}:${q}${TEST_CHAT_ID}${q}`;
          })
          .replace(NULL_WIRE_CHAT_ID, `"zendesk_chat_id":"${TEST_CHAT_ID}"`);
        return route.fulfill({ response, headers, body });
      } catch {
        // The test ended (or the page moved on) while this answer was on its way.
        await route.abort().catch(() => undefined);
      }
    },
  );
}
