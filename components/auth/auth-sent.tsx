'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What replaces an auth form once it was sent: announced, and focused as it appears, so nobody
 * is left on a button that vanished.
 */
export function AuthSent({ children }: { children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div ref={panel} tabIndex={-1} className="auth-sent" role="status">
      {children}
    </div>
  );
}
