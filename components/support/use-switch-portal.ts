'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMe } from '@/components/shell/use-me';
import { toast } from '@/components/ui/toast';
import { cookieString } from '@/lib/access/portal-switch';
import { PORTAL_DOMAIN_COOKIE } from '@/lib/proxy/portal-domain';
import type { Portal } from '@/lib/resources/portals';
import { portalSwitchPlan } from '@/lib/support/portal-switch-plan';

/**
 * Opens another portal on the current path: at its own base URL when the browser can
 * reach it, otherwise in place through the portal_domain cookie — then, as the side
 * navigation's switch does, every cached query is stale and the server render is redone.
 */
export function useSwitchPortal() {
  const t = useTranslations('support');
  const router = useRouter();
  const queryClient = useQueryClient();
  const { me } = useMe();

  return async (portal: Portal) => {
    let plan: ReturnType<typeof portalSwitchPlan>;
    try {
      plan = portalSwitchPlan(portal, me.portal.id, window.location);
    } catch {
      // A portal without any domain: there is nowhere to go.
      toast.error(t('switchFailed', { portal: portal.name }));
      return;
    }
    if (plan.kind === 'stay') return;
    if (plan.kind === 'navigate') {
      window.location.assign(plan.url);
      return;
    }
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari; the value is built by cookieString.
    document.cookie =
      plan.change.kind === 'set'
        ? cookieString(PORTAL_DOMAIN_COOKIE, plan.change.domain)
        : cookieString(PORTAL_DOMAIN_COOKIE, '', 0);
    await queryClient.invalidateQueries();
    router.refresh();
  };
}
