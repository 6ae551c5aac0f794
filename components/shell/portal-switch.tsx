'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { NativeSelect } from '@/components/forms/native-fields';
import { cookieString, portalCookieChange } from '@/lib/access/portal-switch';
import { PORTAL_DOMAIN_COOKIE } from '@/lib/proxy/portal-domain';
import { portalSwitcherQuery } from '@/lib/resources/portals';
import { useMe } from './use-me';

/** Spec §7: choosing a portal writes or deletes portal_domain, then the page loads afresh. */
export function PortalSwitch() {
  const t = useTranslations('shell');
  const id = useId();
  const { me } = useMe();
  const { data: portals, isError } = useQuery(portalSwitcherQuery());

  async function choose(portalId: string) {
    const target = portals?.find((portal) => portal.id === portalId);
    if (!target || target.id === me.portal.id) return;
    const change = portalCookieChange(target, window.location.hostname);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari; the value is built by cookieString.
    document.cookie =
      change.kind === 'set'
        ? cookieString(PORTAL_DOMAIN_COOKIE, change.domain)
        : cookieString(PORTAL_DOMAIN_COOKIE, '', 0);
    // A full load, not router.refresh(): a refresh keeps the client's error boundaries, so a 403
    // shown on the other portal stayed on screen after switching back; it also keeps
    // every cached query and the old theme's state. A portal switch is rare: start clean.
    window.location.reload();
  }

  if (isError) return <p className="field-error">{t('portalsError')}</p>;
  return (
    <div className="nav-section">
      <label htmlFor={id} className="nav-section-title">
        {t('switchPortal')}
      </label>
      <NativeSelect
        id={id}
        className="nav-select"
        value={me.portal.id}
        onChange={(event) => choose(event.target.value)}
        disabled={!portals}
      >
        {(portals ?? [me.portal]).map((portal) => (
          <option key={portal.id} value={portal.id}>
            {portal.id === me.portal.id ? t('currentPortal', { portal: portal.name }) : portal.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
