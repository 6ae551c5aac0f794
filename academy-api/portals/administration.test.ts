import { describe, expect, it } from 'vitest';
import { type Json, setUpTestApi } from '../test/api-client';

const t = setUpTestApi();
const body = (type: string, attributes: Json) => ({ data: { type, attributes } });

/** The portal's settings, for the groups of spec §6 and the admin's current portal. */
describe('feature flags', () => {
  it('switches a flag on the current portal only, audited with who and old → new', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const path = '/v1/portals/current/feature_flags/portfolio_feature';
    const off = await t.request(path, {
      method: 'PATCH',
      token: ada,
      body: body('feature_flags', { enabled: false }),
    });
    expect(off.status).toBe(200);
    expect(off.body.data.attributes).toEqual({ key: 'portfolio_feature', enabled: false });
    // The next request follows it: the portfolio answers 403 for Stijn.
    const stijn = await t.signIn('student@demo.academy');
    const me = await t.request('/v1/me', { token: stijn });
    const portfolio = `/v1/accounts/${me.body.data.id}/portfolio_items`;
    expect((await t.request(portfolio, { token: stijn })).status).toBe(403);
    await t.request(path, {
      method: 'PATCH',
      token: ada,
      body: body('feature_flags', { enabled: true }),
    });
    const changes = await t.request(
      '/v1/portals/current/feature_flag_changes?filter[flag]=portfolio_feature',
      { token: ada },
    );
    expect(
      changes.body.data.map((c: Json) => [
        c.attributes.old_value,
        c.attributes.new_value,
        c.attributes.changed_by_name,
      ]),
    ).toEqual([
      [false, true, 'Ada Admin'],
      [true, false, 'Ada Admin'],
    ]);
    // Unchanged value: nothing recorded.
    await t.request(path, {
      method: 'PATCH',
      token: ada,
      body: body('feature_flags', { enabled: true }),
    });
    const again = await t.request(
      '/v1/portals/current/feature_flag_changes?filter[flag]=portfolio_feature',
      { token: ada },
    );
    expect(again.body.data).toHaveLength(2);
  });

  it("reads another portal's flags for comparing, but changes only the current portal's", async () => {
    const ada = await t.signIn('admin@demo.academy');
    const portals = await t.request('/v1/portals', { token: ada });
    const unlimited = portals.body.data.find((p: Json) => p.attributes.key === 'unlimited');
    const flags = await t.request(`/v1/portals/${unlimited.id}/feature_flags`, { token: ada });
    expect(flags.status).toBe(200);
    const on = flags.body.data.filter((f: Json) => f.attributes.enabled).map((f: Json) => f.id);
    expect(on.sort()).toEqual(['account_files', 'catalog-categories', 'random-quizzes']);
    const changed = await t.request(`/v1/portals/${unlimited.id}/feature_flags/portfolio_feature`, {
      method: 'PATCH',
      token: ada,
      body: body('feature_flags', { enabled: true }),
    });
    expect(changed.status).toBe(404);
    expect(
      (await t.request(`/v1/portals/${unlimited.id}/feature_flag_changes`, { token: ada })).status,
    ).toBe(404);
  });

  it('refuses other groups (403) and unknown flags (404)', async () => {
    const sam = await t.signIn('support@demo.academy');
    expect((await t.request('/v1/portals/current/feature_flags', { token: sam })).status).toBe(403);
    const ada = await t.signIn('admin@demo.academy');
    const unknown = await t.request('/v1/portals/current/feature_flags/portals', {
      method: 'PATCH',
      token: ada,
      body: body('feature_flags', { enabled: false }),
    });
    expect(unknown.status).toBe(404);
  });
});

describe('language overrides', () => {
  const english = async (token: string) => {
    const list = await t.request('/v1/portals/current/languages', { token });
    return list.body.data.find((l: Json) => l.attributes.locale === 'en');
  };

  it('saves an override and reverts it; the primary language cannot be removed', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const en = await english(ada);
    const put = await t.request(`/v1/portals/current/languages/${en.id}/overrides/catalog.search`, {
      method: 'PUT',
      token: ada,
      body: body('overrides', { text: 'Find a course' }),
    });
    expect(put.status).toBe(200);
    expect(JSON.parse(put.body.data.attributes.overrides)).toMatchObject({
      'catalog.title': 'Course catalogue',
      'catalog.search': 'Find a course',
    });
    const reverted = await t.request(
      `/v1/portals/current/languages/${en.id}/overrides/catalog.search`,
      { method: 'DELETE', token: ada },
    );
    expect(JSON.parse(reverted.body.data.attributes.overrides)).toEqual({
      'catalog.title': 'Course catalogue',
    });
    const list = await t.request('/v1/portals/current/languages', { token: ada });
    const primary = list.body.data.find((l: Json) => l.attributes.is_primary);
    const removed = await t.request(`/v1/portals/current/languages/${primary.id}`, {
      method: 'DELETE',
      token: ada,
    });
    expect(removed.status).toBe(422);
  });

  it('answers 422 naming an unknown key or broken ICU syntax', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const en = await english(ada);
    const unknown = await t.request(
      `/v1/portals/current/languages/${en.id}/overrides/catalog.nothing_here`,
      { method: 'PUT', token: ada, body: body('overrides', { text: 'x' }) },
    );
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(unknown.body.errors)).toContain('catalog.nothing_here');
    const broken = await t.request(
      `/v1/portals/current/languages/${en.id}/overrides/catalog.title`,
      { method: 'PUT', token: ada, body: body('overrides', { text: 'Courses {count, plural' }) },
    );
    expect(broken.status).toBe(422);
    expect(JSON.stringify(broken.body.errors)).toContain('catalog.title');
    const whole = await t.request(`/v1/portals/current/languages/${en.id}`, {
      method: 'PATCH',
      token: ada,
      body: body('portal_languages', { overrides: '{"nope.key":"x"}' }),
    });
    expect(whole.status).toBe(422);
    expect(whole.body.errors[0].detail).toContain('nope.key');
  });

  it('changes only the current portal', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const en = await english(ada);
    const elsewhere = await t.request(
      `/v1/portals/current/languages/${en.id}/overrides/catalog.title`,
      {
        method: 'PUT',
        token: ada,
        domain: 'unlimited.localhost',
        body: body('overrides', { text: 'x' }),
      },
    );
    // Ada is on Unlimited Learning now: Demo Academy's language is not there (and the portal
    // has no `portals` feature, so the settings are not hers to change at all).
    expect([403, 404]).toContain(elsewhere.status);
  });
});

describe('agreements', () => {
  it('a published major version is pending at the next sign-in, a minor one is not', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const draft = await t.request('/v1/agreements', {
      method: 'POST',
      token: ada,
      body: body('agreement_versions', { kind: 'terms', change: 'major' }),
    });
    expect(draft.status).toBe(201);
    const id = draft.body.data.id;
    // A draft starts from the current version's texts; without the primary language's (nl)
    // text it cannot be published.
    await t.request(`/v1/agreements/${id}/texts/nl`, { method: 'DELETE', token: ada });
    const early = await t.request(`/v1/agreements/${id}/publish`, { method: 'POST', token: ada });
    expect(early.status).toBe(422);
    const text = await t.request(`/v1/agreements/${id}/texts/nl`, {
      method: 'PUT',
      token: ada,
      body: body('agreement_texts', {
        title: 'Voorwaarden v2',
        body_html: '<p>Nieuw</p><script>x</script>',
      }),
    });
    expect(text.status).toBe(200);
    expect(JSON.stringify(text.body.data.attributes.texts)).not.toContain('<script');
    const before = await t.signIn('student@demo.academy');
    const published = await t.request(`/v1/agreements/${id}/publish`, {
      method: 'POST',
      token: ada,
    });
    expect(published.status).toBe(200);
    // The session that signed in before publishing goes on; the next sign-in must accept.
    const old = await t.request('/v1/agreements/pending', { token: before });
    expect(old.body.data).toEqual([]);
    const stijn = await t.signIn('student@demo.academy');
    const pending = await t.request('/v1/agreements/pending', { token: stijn });
    expect(pending.body.data.map((v: Json) => v.id)).toEqual([id]);
    const me = await t.request('/v1/me', { token: stijn });
    expect(me.body.meta.pending_agreements).toEqual([{ id, kind: 'terms' }]);
    const accepted = await t.request(`/v1/agreements/${id}/accept`, {
      method: 'POST',
      token: stijn,
    });
    expect(accepted.status).toBe(200);
    expect((await t.request('/v1/agreements/pending', { token: stijn })).body.data).toEqual([]);
    const report = await t.request(`/v1/agreements/${id}/acceptances`, { token: ada });
    expect(report.body.data.map((a: Json) => a.attributes.email)).toEqual(['student@demo.academy']);
    const csv = await t.api.fetch(
      new Request(`http://api/v1/agreements/${id}/acceptances/export`, {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${ada}` },
      }),
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toContain('student@demo.academy,terms,2.0');
    // A minor version (2.1) needs no new acceptance.
    const minor = await t.request('/v1/agreements', {
      method: 'POST',
      token: ada,
      body: body('agreement_versions', { kind: 'terms', change: 'minor' }),
    });
    expect(minor.body.data.attributes.version).toBe('2.1');
    await t.request(`/v1/agreements/${minor.body.data.id}/publish`, { method: 'POST', token: ada });
    const later = await t.signIn('student@demo.academy');
    expect((await t.request('/v1/agreements/pending', { token: later })).body.data).toEqual([]);
  });

  it('is managed only by the portal settings group', async () => {
    const alex = await t.signIn('author@demo.academy');
    expect((await t.request('/v1/agreements', { token: alex })).status).toBe(403);
  });
});

describe('integrations', () => {
  it('keeps secrets write-only: the answer says set and the last characters only', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const saved = await t.request('/v1/portals/current/integrations', {
      method: 'PATCH',
      token: ada,
      body: body('integrations', {
        zendesk_chat_id: 'chat-123',
        chat_key_id: 'app_1',
        chat_secret: 'super-secret-value-9876',
        analytics_domain: 'Stats.Example.org',
      }),
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain('super-secret-value');
    expect(saved.body.data.attributes).toMatchObject({
      zendesk_chat_id: 'chat-123',
      analytics_domain: 'stats.example.org',
      chat_secret: { set: true, hint: '••••9876' },
    });
    const bad = await t.request('/v1/portals/current/integrations', {
      method: 'PATCH',
      token: ada,
      body: body('integrations', { analytics_domain: `${'a'.repeat(64)}.example.org` }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].source.pointer).toBe('/data/attributes/analytics_domain');
  });

  it('lets only the academy group set the chat identity key', async () => {
    const path = '/v1/portals/current/integrations';
    const ada = await t.signIn('admin@demo.academy');
    const before = await t.request(path, { token: ada });
    // Alex (academy author) keeps the rest of the settings menu's integrations …
    const alex = await t.signIn('author@demo.academy');
    const help = await t.request(path, {
      method: 'PATCH',
      token: alex,
      body: body('integrations', { knowledge_base_url: 'https://help.example.org/authors' }),
    });
    expect(help.status).toBe(200);
    // … but neither the key id nor the secret, which sign anyone's identity to the chat.
    for (const attributes of [
      { chat_key_id: 'app_alex' },
      { chat_secret: 'alex-knows-it-1234' },
      { chat_secret: null },
      { zendesk_chat_id: 'chat-9', chat_key_id: 'app_alex', chat_secret: 'alex-knows-it-1234' },
    ]) {
      const refused = await t.request(path, {
        method: 'PATCH',
        token: alex,
        headers: { 'accept-language': 'nl' },
        body: body('integrations', attributes),
      });
      expect(refused.status, JSON.stringify(attributes)).toBe(403);
      // One error per field of the key, on that field.
      expect(refused.body.errors.map((e: Json) => [e.code, e.source.pointer])).toEqual(
        Object.keys(attributes)
          .filter((name) => name.startsWith('chat_'))
          .map((name) => ['FORBIDDEN', `/data/attributes/${name}`]),
      );
      expect(refused.body.errors[0].detail).toMatch(/academie/i);
      expect(refused.body.errors[0].detail).not.toBe(
        (
          await t.request(path, {
            method: 'PATCH',
            token: alex,
            headers: { 'accept-language': 'en' },
            body: body('integrations', attributes),
          })
        ).body.errors[0].detail,
      );
    }
    const after = await t.request(path, { token: ada });
    const { chat_key_id, chat_secret, zendesk_chat_id } = before.body.data.attributes;
    expect(after.body.data.attributes).toMatchObject({ chat_key_id, chat_secret, zendesk_chat_id });
  });
});

describe('image hosts', () => {
  const path = '/v1/portals/current/integrations';
  const save = (token: string, attributes: Json) =>
    t.request(path, { method: 'PATCH', token, body: body('integrations', attributes) });

  it('the academy group sets the hosts rich text images may come from, as host names', async () => {
    const ada = await t.signIn('admin@demo.academy');
    expect((await t.request(path, { token: ada })).body.data.attributes.image_hosts).toEqual([]);
    const saved = await save(ada, {
      image_hosts: ['Images.Example.com.', 'cdn.example.org', 'images.example.com'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.image_hosts).toEqual([
      'images.example.com',
      'cdn.example.org',
    ]);
    // The other settings stay as they were, and the hosts stay when the others change.
    const other = await save(ada, { knowledge_base_url: 'https://help.example.org' });
    expect(other.body.data.attributes.image_hosts).toEqual([
      'images.example.com',
      'cdn.example.org',
    ]);
    const cleared = await save(ada, { image_hosts: [] });
    expect(cleared.body.data.attributes.image_hosts).toEqual([]);
  });

  it('refuses anything but host names, and more than 20', async () => {
    const ada = await t.signIn('admin@demo.academy');
    for (const hosts of [
      ['https://images.example.com'],
      ['images.example.com/pictures'],
      ['*.example.com'],
      ['images.example.com:8443'],
      ['ana@images.example.com'],
      [`${'a'.repeat(64)}.example.com`],
      'images.example.com',
      Array.from({ length: 21 }, (_, index) => `h${index}.example.com`),
    ]) {
      const refused = await save(ada, { image_hosts: hosts });
      expect(refused.status, JSON.stringify(hosts)).toBe(422);
      expect(refused.body.errors[0].source.pointer).toMatch(/^\/data\/attributes\/image_hosts/);
    }
    expect((await t.request(path, { token: ada })).body.data.attributes.image_hosts).toEqual([]);
  });

  it('is for the academy group only: an author keeps the other settings but not the hosts', async () => {
    const alex = await t.signIn('author@demo.academy');
    expect((await save(alex, { image_hosts: ['tracker.example'] })).status).toBe(403);
    expect((await save(alex, { analytics_domain: 'stats.example.org' })).status).toBe(200);
    const ada = await t.signIn('admin@demo.academy');
    expect((await t.request(path, { token: ada })).body.data.attributes.image_hosts).toEqual([]);
  });
});

describe('dashboard', () => {
  it('shows the learning figures to staff, 12 weeks, and nothing to students', async () => {
    const ada = await t.signIn('admin@demo.academy');
    const { status, body: doc } = await t.request('/v1/dashboard', { token: ada });
    expect(status).toBe(200);
    expect(doc.data.attributes.learning.weeks).toHaveLength(12);
    expect(doc.data.attributes.learning.enrollments).toBeGreaterThan(0);
    expect(doc.data.attributes.content_issues).toEqual({ open: expect.any(Number) });
    const stijn = await t.signIn('student@demo.academy');
    expect((await t.request('/v1/dashboard', { token: stijn })).status).toBe(403);
  });

  it('shows the sales roles the orders paid in 12 weeks and their revenue; authors none', async () => {
    // The demo orders paid 58 and 38 days ago: 10 × Annual subscription (€ 2,904.00) and the
    // flat fee (€ 1,815.00), VAT included; the pending one does not count.
    const sven = await t.signIn('sales@demo.academy');
    const { status, body: doc } = await t.request('/v1/dashboard', { token: sven });
    expect(status).toBe(200);
    expect(doc.data.attributes.sales).toEqual({
      orders: 2,
      revenue_cents: 290_400 + 181_500,
      currency: 'EUR',
    });
    const alex = await t.signIn('author@demo.academy');
    const authors = await t.request('/v1/dashboard', { token: alex });
    expect(authors.body.data.attributes.sales).toBeNull();
  });
});
