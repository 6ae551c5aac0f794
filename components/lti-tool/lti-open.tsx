'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * After a valid launch (issue 38 item 2): the session is opened by `href` in a first-party
 * window. Outside an iframe (the platform opened us in a window of our own) it continues at once;
 * inside one, the session cookie would be a third-party cookie the browser may block (and a
 * SameSite=Lax one is never sent there), so the learner opens the course in a new window with a
 * click (a window a script opens unasked is blocked). Decided by where the page is, not by
 * waiting to see whether a cookie sticks.
 */
export function LtiOpen({ href }: { href: string }) {
  const t = useTranslations('ltiTool.open');
  const [framed, setFramed] = useState<boolean | null>(null);
  useEffect(() => {
    const inFrame = window.top !== window.self;
    setFramed(inFrame);
    if (!inFrame) window.location.replace(href);
  }, [href]);
  if (framed === false) return <p role="status">{t('continuing')}</p>;
  return (
    <p>
      <a className="button button-primary" href={href} target="_blank" rel="noopener">
        {t('button')}
      </a>
    </p>
  );
}
