import { describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
const byType = (doc: Json, type: string) =>
  doc.included?.filter((r: Json) => r.type === type) ?? [];
const one = (doc: Json, type: string) => byType(doc, type)[0];

describe('GET /v1/me', () => {
  it('answers a guest Me: no roles, only portal and theme, meta.features', async () => {
    const { status, body, response } = await t.request('/v1/me');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
    expect(body.data.type).toBe('me');
    expect(body.data.attributes.roles).toEqual([]);
    expect(Object.keys(body.data.relationships)).toEqual(['portal', 'theme']);
    expect(body.included.map((r: Json) => r.type).sort()).toEqual(['portals', 'themes']);
    expect(body.meta).toMatchObject({
      authenticated: false,
      features: expect.arrayContaining(['portals', 'account-support', 'lti']),
    });
    // Every flag of spec §6, plus portals and lti (DEMO-DATA).
    expect(body.meta.features).toHaveLength(12);
  });

  it('shows the portal a visitor is on, with its own theme and flags', async () => {
    const { body } = await t.request('/v1/me', { domain: 'unlimited.localhost' });
    expect(one(body, 'portals').attributes).toMatchObject({
      key: 'unlimited',
      name: 'Unlimited Learning',
      information: { knowledge_base_url: null, zendesk_chat_id: null },
      assets: { logo: '/portal-assets/unlimited-logo.svg' },
      parameters: [{ type: 'default_language', data: { locale: 'en' } }],
    });
    expect(one(body, 'themes').attributes).toMatchObject({
      colors: { primary: 'rgb(14,124,102)' },
      assets: {
        favicon: '/portal-assets/unlimited-favicon.svg',
        styles: ['/portal-assets/unlimited-theme.css'],
      },
    });
    expect(body.meta.features).toEqual(['account_files', 'catalog-categories', 'random-quizzes']);
  });

  it('answers a signed-in Me with every default include', async () => {
    const token = await t.signIn('student@demo.academy');
    const { body } = await t.request('/v1/me', { token });
    expect(body.meta.authenticated).toBe(true);
    expect(body.data.attributes).toEqual({
      roles: ['student'],
      available_business_models: ['subscription'],
      order_course_access: false,
    });
    expect(Object.keys(body.data.relationships).sort()).toEqual([
      'account',
      'banner',
      'contract',
      'entity',
      'portal',
      'primary_coach',
      'profile',
      'subscription',
      'theme',
    ]);
    expect(one(body, 'accounts').attributes).toMatchObject({
      full_name: 'Stijn Student',
      email: 'student@demo.academy',
    });
    expect(one(body, 'entities').attributes).toEqual({ name: 'Acme Learning BV' });
    // The banner under the header comes with Me (DEMO-DATA "Communication").
    expect(one(body, 'banners').attributes).toMatchObject({
      title: 'New courses this autumn',
      severity: 'info',
    });
    expect(one(body, 'contracts').attributes).toEqual({ business_models: ['subscription'] });
    expect(one(body, 'subscriptions').attributes).toMatchObject({ is_active: true, kind: 'paid' });
    expect(one(body, 'primary_coaches').attributes).toEqual({
      full_name: 'Cora Coach',
      email_address: 'coach@demo.academy',
      phone_number: expect.stringMatching(/^\+31/),
    });
    expect(one(body, 'profiles').attributes.headline).toBeTruthy();
    expect(one(body, 'portals').attributes.key).toBe('demo');
    expect(one(body, 'themes').attributes.colors.primary).toBe('rgb(113,72,229)');
  });

  it('reports an ended subscription as inactive', async () => {
    const token = await t.signIn('expired@demo.academy');
    const { body } = await t.request('/v1/me', { token });
    expect(one(body, 'subscriptions').attributes.is_active).toBe(false);
  });

  it('gives staff no subscription and flat-fee students their business model', async () => {
    const admin = await t.request('/v1/me', { token: await t.signIn('admin@demo.academy') });
    expect(admin.body.data.attributes.roles).toEqual(['academy_admin', 'academy_support']);
    expect(admin.body.data.relationships.subscription.data).toBeNull();
    const flat = await t.request('/v1/me', { token: await t.signIn('flatfee@demo.academy') });
    expect(flat.body.data.attributes.available_business_models).toEqual(['flat_fee']);
  });

  it('adds the portal languages on request, with the en override string', async () => {
    const { body } = await t.request('/v1/me?include=portal.languages,portal.portal_domains');
    const languages = byType(body, 'portal_languages');
    expect(languages.map((l: Json) => l.attributes.locale)).toEqual(['nl', 'en', 'ro']);
    expect(languages[0].attributes.is_primary).toBe(true);
    expect(JSON.parse(languages[1].attributes.overrides)).toEqual({
      'catalog.title': 'Course catalogue',
    });
    expect(byType(body, 'portal_domains').map((d: Json) => d.attributes)).toEqual([
      { domain: 'localhost', base_url: 'http://localhost:3000' },
      { domain: '127.0.0.1', base_url: 'http://127.0.0.1:3000' },
      { domain: 'demo.localhost', base_url: 'http://demo.localhost:3000' },
    ]);
  });

  it('refuses a non-staff token on another portal', async () => {
    const token = await t.signIn('learner@unlimited.academy', 'unlimited.localhost');
    const { status, body } = await t.request('/v1/me', { token, domain: 'localhost' });
    expect(status).toBe(403);
    expect(body.errors[0].code).toBe('PORTAL_ACCESS_DENIED');
  });

  it('answers 400 for an unknown include and 405 for other methods', async () => {
    const bad = await t.request('/v1/me?include=secrets');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source).toEqual({ parameter: 'include' });
    expect((await t.request('/v1/me', { method: 'DELETE' })).status).toBe(405);
  });
});

describe('portal resolution and system routes', () => {
  it('answers 404 PORTAL_NOT_FOUND for an unknown or missing portal domain', async () => {
    for (const domain of ['nowhere.example', null]) {
      const { status, body } = await t.request('/v1/me', { domain });
      expect(status).toBe(404);
      expect(body.errors[0].code).toBe('PORTAL_NOT_FOUND');
    }
  });

  it('gives the 404 and 405 details in the caller’s language, English otherwise', async () => {
    const dutch = { 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.5' };
    const unknown = await t.request('/v1/me', { domain: 'nowhere.example', headers: dutch });
    expect(unknown.body.errors[0]).toMatchObject({
      title: 'Portaal niet gevonden',
      detail: 'Geen portaal bedient nowhere.example.',
    });
    const missing = await t.request('/v1/me', {
      domain: null,
      headers: { 'accept-language': 'ro' },
    });
    expect(missing.body.errors[0].detail).toBe('Antetul X-Portal-Domain lipsește.');
    const wrongMethod = await t.request('/v1/me', { method: 'DELETE', headers: dutch });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.errors[0]).toMatchObject({
      title: 'Methode niet toegestaan',
      detail: 'DELETE is hier niet toegestaan.',
    });
    const nowhere = await t.request('/v1/nothing-here', { headers: dutch });
    expect(nowhere.body.errors[0].detail).toBe('/v1/nothing-here bestaat niet.');
    const english = await t.request('/v1/me', { method: 'DELETE' });
    expect(english.body.errors[0].detail).toBe('DELETE is not allowed here.');
  });

  it('normalises the domain header (case, port)', async () => {
    expect((await t.request('/v1/me', { domain: 'Demo.Localhost:3000' })).status).toBe(200);
  });

  it('GET /health needs no portal', async () => {
    const { status, body } = await t.request('/health', { domain: null });
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('GET /ping reports the session and the server time', async () => {
    const { body } = await t.request('/ping');
    expect(body.meta.authenticated).toBe(false);
    expect(Math.abs(Date.parse(body.meta.server_time) - Date.now())).toBeLessThan(5000);
  });

  it('answers 404 NOT_FOUND for unknown routes', async () => {
    const { status, body } = await t.request('/v1/unknown');
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe('NOT_FOUND');
  });
});
