import { describe, expect, it } from 'vitest';
import { CHAT_OPEN_KEY, readChatOpen, writeChatOpen } from './open-state';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('chat open state (spec §4: "open state kept in session storage")', () => {
  it('survives in storage until closed', () => {
    const storage = memoryStorage();
    expect(readChatOpen(storage)).toBe(false);
    writeChatOpen(storage, true);
    expect(storage.items.get(CHAT_OPEN_KEY)).toBe('true');
    expect(readChatOpen(storage)).toBe(true);
    writeChatOpen(storage, false);
    expect(storage.items.has(CHAT_OPEN_KEY)).toBe(false);
    expect(readChatOpen(storage)).toBe(false);
  });

  it('treats missing or refusing storage as closed', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readChatOpen(null)).toBe(false);
    expect(readChatOpen(refusing)).toBe(false);
    expect(() => writeChatOpen(refusing, true)).not.toThrow();
  });
});
