'use client';

import dynamic from 'next/dynamic';

/*
 * The signed-in shell, its query client and TanStack Query are chunks of their own,
 * loaded (and rendered on the server) only for signed-in pages: a static import would put them
 * into the portal layout's scripts, which guest pages load too.
 */
export const SignedInShell = dynamic(() =>
  import('./signed-in-root').then((module) => module.SignedInRoot),
);
