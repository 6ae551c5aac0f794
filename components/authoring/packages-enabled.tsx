'use client';

import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether authors may upload content packages (ACADEMY_CONTENT_PACKAGES, issue 37): the course
 * editor's page reads the setting on the server and hands it to the outline here.
 */
const PackagesEnabled = createContext(false);

export function PackagesEnabledProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  return <PackagesEnabled value={enabled}>{children}</PackagesEnabled>;
}

export const usePackagesEnabled = () => useContext(PackagesEnabled);
