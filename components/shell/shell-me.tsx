'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { MeResult } from '@/lib/resources/me';

const ShellMeContext = createContext<MeResult | null>(null);

/**
 * /v1/me for the shell's own widgets (the language choice, the chat) without TanStack Query:
 * guest pages pass the server's answer (they ship no query client), the signed-in
 * shell passes its live query.
 */
export function ShellMeProvider({ value, children }: { value: MeResult; children: ReactNode }) {
  return <ShellMeContext.Provider value={value}>{children}</ShellMeContext.Provider>;
}

/** The shell's /v1/me, or null outside a shell. */
export function useShellMe(): MeResult | null {
  return useContext(ShellMeContext);
}
