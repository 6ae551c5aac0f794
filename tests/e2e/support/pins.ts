import { expect, type Page } from '@playwright/test';

/**
 * Sets the signed-in staff member's pinned accounts (the admin_account_pins preference) through
 * the API, so a test that pins starts from the same state also when a retry follows a half-run
 * attempt. `names` are searched for among the portal's accounts, in that order.
 */
export async function setOwnPins(page: Page, origin: string, names: readonly string[]) {
  const headers = { 'x-requested-with': 'XMLHttpRequest', origin };
  const me = (await (await page.request.get(`${origin}/api/v1/me`)).json()) as {
    data: { relationships: { account: { data: { id: string } } } };
  };
  const base = `${origin}/api/v1/accounts/${me.data.relationships.account.data.id}/preferences`;
  const list = (await (
    await page.request.get(`${base}?filter[property]=admin_account_pins`)
  ).json()) as { data: { id: string }[] };
  for (const preference of list.data) {
    expect((await page.request.delete(`${base}/${preference.id}`, { headers })).status()).toBe(204);
  }
  if (names.length === 0) return;

  const pins = [];
  for (const name of names) {
    const found = (await (
      await page.request.get(`${origin}/api/v1/accounts?filter[search]=${encodeURIComponent(name)}`)
    ).json()) as { data: { id: string; attributes: { full_name: string } }[] };
    const account = found.data.find((row) => row.attributes.full_name === name);
    expect(account, name).toBeDefined();
    pins.push({ uri: `/admin/accounts/${account?.id}`, title: name, image: null });
  }
  const created = await page.request.post(base, {
    headers,
    data: {
      data: { type: 'preferences', attributes: { property: 'admin_account_pins', payload: pins } },
    },
  });
  expect(created.status()).toBe(201);
}
