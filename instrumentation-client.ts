import { routerTransitionStarted } from './lib/monitoring/client';

/**
 * Runs in every page before hydration, so it stays tiny and imports no SDK: monitoring starts
 * later, lazily, from <Monitoring> (components/analytics) and only when the page has a DSN.
 * This hook only hands App Router navigations to it for navigation spans once it runs.
 */
export function onRouterTransitionStart(href: string, navigationType: string) {
  routerTransitionStarted(href, navigationType);
}
