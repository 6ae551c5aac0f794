/** Spec §4: the chat's open state lives in session storage (this tab only) under this key. */
export const CHAT_OPEN_KEY = 'academy.chat.open';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the chat was open in this tab; false when storage is missing or refused. */
export function readChatOpen(storage: SessionStore | null | undefined): boolean {
  try {
    return storage?.getItem(CHAT_OPEN_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the open state; a closed chat leaves nothing behind. Storage errors are ignored. */
export function writeChatOpen(storage: SessionStore | null | undefined, open: boolean): void {
  try {
    if (open) storage?.setItem(CHAT_OPEN_KEY, 'true');
    else storage?.removeItem(CHAT_OPEN_KEY);
  } catch {
    // Private mode or a full quota: the chat still works, it just will not reopen on reload.
  }
}
