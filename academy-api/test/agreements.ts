import type { Json, TestApi } from './api-client';

/**
 * The ids of the portal's current terms and privacy statement, as the register form sends them
 * when the box is ticked (registering records only what was accepted). Empty on a
 * portal that published none.
 */
export async function currentAgreementIds(t: TestApi, domain = 'localhost'): Promise<string[]> {
  const { status, body } = await t.request('/v1/agreements/current', { domain });
  if (status !== 200) throw new Error(`Reading the current agreements failed: ${status}`);
  return body.data.map((version: Json) => version.id as string);
}
