// Test support for the language menu and switch: the visitor on a portal with given languages,
// rendering for that visitor, and the cookie they keep the choice in.

import type { ReactElement } from 'react';
import { type MeResult, meKeys } from '@/lib/resources/me';
import { renderWithProviders, testQueryClient } from '@/tests/support/render-with-providers';

/**
 * What the API says about the visitor on a portal whose languages are `locales`, the first one
 * primary: signed in as `account`, or a guest when that is null.
 */
export function meWithLanguages(locales: string[], account: { id: string } | null): MeResult {
  const languages = locales.map((locale, index) => ({
    id: `lang-${locale}`,
    locale,
    isPrimary: index === 0,
    overrides: null,
  }));
  return {
    me: { portal: { languages }, account, roles: [] },
    features: [],
    authenticated: account !== null,
  } as unknown as MeResult;
}

/** Renders `ui` for the visitor `result` tells of, known already as under the shell. */
export function renderKnowing(ui: ReactElement, result: MeResult) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(meKeys.me(), result);
  return renderWithProviders(ui, { queryClient });
}

/** Forgets the language choice the cookie keeps, so each test starts without one. */
export function clearLanguageCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie under test
  document.cookie = 'custom-language=; Path=/; Max-Age=0';
}
