import type { APIRequestContext } from '@playwright/test';

/**
 * The ids of the portal's current terms and privacy statement: what a registration
 * accepts, as the register form sends them once its box is ticked. Empty on a portal without.
 */
export async function currentAgreementIds(api: APIRequestContext): Promise<string[]> {
  const response = await api.get('/api/v1/agreements/current');
  if (!response.ok()) {
    throw new Error(
      `Reading the current agreements: ${response.status()} ${await response.text()}`,
    );
  }
  const document = (await response.json()) as { data: { id: string }[] };
  return document.data.map((version) => version.id);
}

/** The same for a plain fetch against the app (tests that run without Playwright's request). */
export async function currentAgreementIdsAt(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/v1/agreements/current`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!response.ok) throw new Error(`Reading the current agreements: ${response.status}`);
  const document = (await response.json()) as { data: { id: string }[] };
  return document.data.map((version) => version.id);
}
