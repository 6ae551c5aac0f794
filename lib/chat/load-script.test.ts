// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_SCRIPT_ID, loadChatScript, resetChatScriptForTests } from './provider';

afterEach(() => {
  resetChatScriptForTests();
  document.head.innerHTML = '';
  delete window.zE;
});

const script = () => document.getElementById(CHAT_SCRIPT_ID) as HTMLScriptElement | null;

describe('loadChatScript', () => {
  it('adds the provider script once and resolves with window.zE', async () => {
    const first = loadChatScript('key-1');
    expect(loadChatScript('key-1')).toBe(first);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(script()?.src).toBe('https://static.zdassets.com/ekr/snippet.js?key=key-1');
    const zE = () => undefined;
    window.zE = zE;
    script()?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(zE);
  });

  it('fails when the script fails, and may be tried again', async () => {
    const first = loadChatScript('key-1');
    script()?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/did not load/);
    expect(loadChatScript('key-1')).not.toBe(first);
  });

  it('refuses a second chat id on the same page', async () => {
    void loadChatScript('key-1');
    await expect(loadChatScript('key-2')).rejects.toThrow(/Another chat/);
  });
});
