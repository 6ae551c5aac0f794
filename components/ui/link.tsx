import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The app's link: Next.js's, without prefetching. Next.js prefetches every link that scrolls
 * into view, and here each prefetch is a server render of its own: every page is rendered per
 * request (per portal, account and language), nothing of it is static to fetch ahead. Measured on
 * the production build: a student's /catalog started six prefetch renders (a route tree and a
 * segment for each of three links) that took the server 795 ms of CPU per view against 458 ms
 * without them, and a click on a dynamic page goes to the server anyway. A link may still ask
 * for it (`prefetch`), for a page it knows the visitor opens next.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
