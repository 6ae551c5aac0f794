import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { accountCount, lastAudit } from '../test/audit-entries';
import {
  assertionXml,
  authnRequestOf,
  logoutRequestXml,
  logoutResponseXml,
  type ResponseOptions,
  redirectMessageOf,
  redirectQuery,
  responseXml,
  SAML_TEST_KEYS,
  samlId,
  samlResponse,
  signElement,
  startTestSamlIdp,
  type TestSamlIdp,
} from '../test/saml-idp';

/**
 * Issue 39: SAML 2.0 sign-in against a small IdP on loopback (academy-api/test/saml-idp.ts, built
 * on xml-crypto): SP- and IdP-initiated sign-in, encrypted assertions, and the refusals of
 * unsigned, wrongly signed, expired, wrong-audience, misdirected and replayed answers and of the
 * classic wrapping attacks (CVE-2025-29774/29775, CVE-2025-54419, CVE-2025-47949 and older).
 * Every refusal makes nothing and is audited with its reason.
 */
const t = setUpTestApi();
const ORIGIN = 'http://unlimited.localhost';
const DOMAIN = 'unlimited.localhost';
let idp: TestSamlIdp;
let admin: string;
let providerId: string;
let acs: string;
let audience: string;

const attributes = (body: Json) => body.data.attributes;

async function createSamlProvider(settings: Record<string, unknown> = {}, extra = {}) {
  const created = await t.request('/v1/identity_providers', {
    method: 'POST',
    domain: DOMAIN,
    token: admin,
    body: {
      data: {
        type: 'identity_providers',
        attributes: {
          kind: 'saml',
          name: 'Unlimited SAML',
          settings: {
            idp_entity_id: idp.entityId,
            sso_url: idp.ssoUrl,
            certificate: SAML_TEST_KEYS.idp.cert,
            ...settings,
          },
          mapping: { name: 'displayName', email: 'mail', default_roles: ['student'] },
          ...extra,
        },
      },
    },
  });
  expect(created.status).toBe(201);
  return created.body.data as Json;
}

/** A fresh SP-initiated request: its id, and the options of an answer to it. */
async function startSignIn(id = providerId, returnTo: string | null = null) {
  const start = await t.request(`/auth/sso/providers/${id}/saml/start`, {
    method: 'POST',
    domain: DOMAIN,
    body: { origin: ORIGIN, return_to: returnTo },
  });
  expect(start.status).toBe(200);
  const request = authnRequestOf(attributes(start.body).url);
  return { request, url: attributes(start.body).url as string };
}

function answerTo(requestId: string, person: string, overrides: Partial<ResponseOptions> = {}) {
  return {
    idpEntityId: idp.entityId,
    acs,
    audience,
    inResponseTo: requestId,
    person: { nameId: person, attributes: { mail: person, displayName: 'Sam L' } },
    ...overrides,
  } satisfies ResponseOptions;
}

async function post(samlResponseB64: string, id = providerId, relayState: string | null = null) {
  const answer = await t.request(`/auth/sso/providers/${id}/saml/acs`, {
    method: 'POST',
    domain: DOMAIN,
    body: { origin: ORIGIN, saml_response: samlResponseB64, relay_state: relayState },
  });
  expect(answer.status).toBe(200);
  return attributes(answer.body);
}

/** Refused with this reason, nothing made, the reason audited. */
async function expectRefused(run: () => Promise<Json>, reason = 'token_invalid') {
  const before = await accountCount(t.db);
  const outcome = await run();
  expect(outcome).toMatchObject({ outcome: 'refused', reason, token: null });
  expect(await accountCount(t.db)).toBe(before);
  expect((await lastAudit(t.db, 'sso.refused'))?.after).toMatchObject({ reason });
  return (await lastAudit(t.db, 'sso.refused'))?.after as Record<string, unknown>;
}

const b64 = (xml: string) => Buffer.from(xml).toString('base64');

beforeAll(async () => {
  idp = await startTestSamlIdp();
  // Academy admins sign in on every portal (DEMO-DATA); Ada manages the second portal's sign-in.
  admin = await t.signIn('admin@demo.academy', DOMAIN);
  const provider = await createSamlProvider();
  providerId = provider.id;
  acs = `${ORIGIN}/api/auth/sso/saml/${providerId}/acs`;
  audience = `${ORIGIN}/api/auth/sso/saml/${providerId}/metadata`;
});
afterAll(() => idp?.close());

describe('SAML sign-in', () => {
  it('publishes our SP metadata per portal and provider', async () => {
    const response = await t.api.fetch(
      new Request(
        `http://api/auth/sso/providers/${providerId}/saml/metadata?origin=${encodeURIComponent(ORIGIN)}`,
        { headers: { 'x-portal-domain': DOMAIN } },
      ),
    );
    expect(response.headers.get('content-type')).toContain('application/samlmetadata+xml');
    const xml = await response.text();
    expect(xml).toContain(`entityID="${audience}"`);
    expect(xml).toContain(`Location="${acs}"`);
  });

  it('signs a new person in SP-initiated through the IdP, and back where they were going', async () => {
    idp.signInAs({
      nameId: 'sam.l@unlimited.test',
      attributes: { mail: 'Sam.L@unlimited.test', displayName: 'Sam L' },
    });
    const { url } = await startSignIn(providerId, '/catalog');
    const page = await (await fetch(url)).text();
    const response = /name="SAMLResponse" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const form = new URL(/action="([^"]+)"/.exec(page)?.[1] ?? '');
    expect(form.toString()).toBe(acs);
    const outcome = await post(response);
    expect(outcome).toMatchObject({ outcome: 'signed_in', return_to: '/catalog' });
    const [made] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'sam.l@unlimited.test'));
    expect(made?.fullName).toBe('Sam L');
    expect((await lastAudit(t.db, 'sso.provisioned'))?.after).toMatchObject({
      subject: 'sam.l@unlimited.test',
    });

    // The same answer again: the request was used, and the assertion too.
    await expectRefused(() => post(response), 'replayed');
  });

  it('refuses an assertion replayed under a new request', async () => {
    const first = await startSignIn();
    const id = samlId();
    const answer = await samlResponse(
      answerTo(first.request.id, 'sam.l@unlimited.test', { assertionId: id }),
    );
    expect((await post(answer)).outcome).toBe('signed_in');
    const second = await startSignIn();
    const again = await samlResponse(
      answerTo(second.request.id, 'sam.l@unlimited.test', { assertionId: id }),
    );
    await expectRefused(() => post(again), 'replayed');
  });

  it('refuses an answer to a request it never made, when IdP-initiated is off', async () => {
    await expectRefused(
      () => samlResponse(answerTo(samlId(), 'x@unlimited.test')).then((r) => post(r)),
      'state_unknown',
    );
    // Without InResponseTo at all.
    const unsolicited = await samlResponse({
      ...answerTo('', 'x@unlimited.test'),
      inResponseTo: undefined,
    });
    await expectRefused(() => post(unsolicited), 'state_unknown');
  });

  it('refuses an unsigned assertion', async () => {
    const { request } = await startSignIn();
    await expectRefused(async () =>
      post(await samlResponse(answerTo(request.id, 'x@unlimited.test', { signWith: null }))),
    );
  });

  it("refuses a signature by another key, the attacker's certificate in KeyInfo", async () => {
    const { request } = await startSignIn();
    await expectRefused(async () =>
      post(
        await samlResponse(
          answerTo(request.id, 'x@unlimited.test', { signWith: SAML_TEST_KEYS.attacker }),
        ),
      ),
    );
  });

  it('refuses an expired assertion, and one not valid yet (beyond the skew)', async () => {
    const { request } = await startSignIn();
    const past = new Date(Date.now() - 10 * 60_000);
    await expectRefused(async () =>
      post(
        await samlResponse(
          answerTo(request.id, 'x@unlimited.test', {
            notOnOrAfter: past,
            notBefore: new Date(past.getTime() - 60_000),
          }),
        ),
      ),
    );
    const next = await startSignIn();
    const future = new Date(Date.now() + 10 * 60_000);
    await expectRefused(async () =>
      post(
        await samlResponse(
          answerTo(next.request.id, 'x@unlimited.test', {
            notBefore: future,
            notOnOrAfter: new Date(future.getTime() + 60_000),
          }),
        ),
      ),
    );
  });

  it('refuses another audience, recipient or destination', async () => {
    for (const wrong of [
      { audience: 'https://other.example/sp' },
      { recipient: 'https://other.example/acs' },
      { destination: 'https://other.example/acs' },
    ]) {
      const { request } = await startSignIn();
      await expectRefused(async () =>
        post(await samlResponse(answerTo(request.id, 'x@unlimited.test', wrong))),
      );
    }
  });

  it('refuses a signed assertion moved next to an unsigned one (wrapping)', async () => {
    const { request } = await startSignIn();
    const options = answerTo(request.id, 'victim@unlimited.test');
    const id = samlId();
    const signed = signElement(assertionXml({ ...options, id }), id, SAML_TEST_KEYS.idp);
    const evil = assertionXml({
      ...options,
      id: samlId(),
      person: {
        nameId: 'attacker@unlimited.test',
        attributes: { mail: 'attacker@unlimited.test' },
      },
    });
    await expectRefused(() => post(b64(responseXml(options, evil + signed))));
    const next = await startSignIn();
    await expectRefused(() =>
      post(b64(responseXml({ ...options, inResponseTo: next.request.id }, signed + evil))),
    );
  });

  it('refuses two assertions and duplicate ids', async () => {
    const { request } = await startSignIn();
    const options = answerTo(request.id, 'victim@unlimited.test');
    const id = samlId();
    const signed = signElement(assertionXml({ ...options, id }), id, SAML_TEST_KEYS.idp);
    await expectRefused(() => post(b64(responseXml(options, signed + signed))));
    // The evil assertion carries the signed one's ID, inside it (the signature "finds" the first).
    const next = await startSignIn();
    const nextOptions = { ...options, inResponseTo: next.request.id };
    const evil = assertionXml({
      ...nextOptions,
      id,
      person: { nameId: 'attacker@unlimited.test' },
    });
    const nested = evil.replace(
      '</saml:Assertion>',
      `<saml:Advice>${signed}</saml:Advice></saml:Assertion>`,
    );
    await expectRefused(() => post(b64(responseXml(nextOptions, nested))));
  });

  it('reads a NameID with a comment inside as the whole signed value, never its first part', async () => {
    const { request } = await startSignIn();
    const options = answerTo(request.id, 'victim@unlimited.test.evil.test', {
      person: { nameId: 'victim@unlimited.test.evil.test' },
    });
    const id = samlId();
    const signed = signElement(assertionXml({ ...options, id }), id, SAML_TEST_KEYS.idp).replace(
      'victim@unlimited.test.evil.test',
      'victim@unlimited.test<!---->.evil.test',
    );
    const outcome = await post(b64(responseXml(options, signed)));
    if (outcome.outcome === 'signed_in') {
      // Signed in, then as the whole address the IdP signed.
      const [made] = await t.db
        .select()
        .from(accounts)
        .where(eq(accounts.email, 'victim@unlimited.test.evil.test'));
      expect(made).toBeDefined();
      expect((await lastAudit(t.db, 'sso.provisioned'))?.after).toMatchObject({
        subject: 'victim@unlimited.test.evil.test',
      });
    } else {
      expect(outcome.outcome).toBe('refused');
    }
    const [victim] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'victim@unlimited.test'));
    expect(victim).toBeUndefined();
  });

  it('accepts an encrypted assertion with our key, and IdP-initiated sign-in where allowed', async () => {
    const provider = await createSamlProvider(
      { allow_idp_initiated: true, sp_certificate: SAML_TEST_KEYS.sp.cert },
      { name: 'Unlimited SAML (encrypted)', sp_private_key: SAML_TEST_KEYS.sp.key },
    );
    expect(provider.attributes.sp_private_key_set).toBe(true);
    const id = provider.id as string;
    const options = {
      idpEntityId: idp.entityId,
      acs: `${ORIGIN}/api/auth/sso/saml/${id}/acs`,
      audience: `${ORIGIN}/api/auth/sso/saml/${id}/metadata`,
      person: {
        nameId: 'enc@unlimited.test',
        attributes: { mail: 'enc@unlimited.test', displayName: 'Enc' },
      },
      encryptFor: SAML_TEST_KEYS.sp.cert,
    };
    // IdP-initiated (no request), encrypted, with a path to go to.
    const outcome = await post(await samlResponse(options), id, '/catalog');
    expect(outcome).toMatchObject({ outcome: 'signed_in', return_to: '/catalog' });
    // An address outside this portal in RelayState is not followed.
    const again = await post(await samlResponse(options), id, '//evil.example/');
    expect(again).toMatchObject({ outcome: 'signed_in', return_to: null });
  });
});

describe('SAML single logout', () => {
  let sloId: string;
  let slo: string;
  let sloAcs: string;
  let sloAudience: string;
  const IDP_SLO = 'https://idp.example.test/slo';

  beforeAll(async () => {
    const provider = await createSamlProvider(
      { slo_url: IDP_SLO, sp_certificate: SAML_TEST_KEYS.sp.cert },
      { name: 'Unlimited SAML (SLO)', sp_private_key: SAML_TEST_KEYS.sp.key },
    );
    sloId = provider.id as string;
    slo = `${ORIGIN}/api/auth/sso/saml/${sloId}/slo`;
    sloAcs = `${ORIGIN}/api/auth/sso/saml/${sloId}/acs`;
    sloAudience = `${ORIGIN}/api/auth/sso/saml/${sloId}/metadata`;
  });

  /** Signs a person in SP-initiated through the SLO provider: their session token. */
  async function signIn(person: string, sessionIndex: string) {
    const { request } = await startSignIn(sloId);
    const answer = await samlResponse({
      ...answerTo(request.id, person),
      acs: sloAcs,
      audience: sloAudience,
      sessionIndex,
    });
    const outcome = await post(answer, sloId);
    expect(outcome.outcome).toBe('signed_in');
    return outcome.token as string;
  }

  const authenticated = async (token: string) =>
    (await t.request('/v1/me', { domain: DOMAIN, token })).body.meta.authenticated;

  async function sendSlo(fields: Record<string, unknown>) {
    const answer = await t.request(`/auth/sso/providers/${sloId}/saml/slo`, {
      method: 'POST',
      domain: DOMAIN,
      body: { origin: ORIGIN, ...fields },
    });
    expect(answer.status).toBe(200);
    return attributes(answer.body) as Record<string, unknown>;
  }

  async function expectLogoutRefused(run: () => Promise<Record<string, unknown>>, reason: string) {
    const outcome = await run();
    expect(outcome).toMatchObject({ outcome: 'refused', reason, url: null });
    expect((await lastAudit(t.db, 'sso.logout_refused'))?.after).toMatchObject({ reason });
  }

  it('lists the single logout service and our signing certificate in the SP metadata', async () => {
    const response = await t.api.fetch(
      new Request(
        `http://api/auth/sso/providers/${sloId}/saml/metadata?origin=${encodeURIComponent(ORIGIN)}`,
        { headers: { 'x-portal-domain': DOMAIN } },
      ),
    );
    const xml = await response.text();
    expect(xml).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${slo}"/>`,
    );
    expect(xml).toContain(
      `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${slo}"/>`,
    );
    expect(xml).toMatch(/<KeyDescriptor use="signing">/);
    expect(xml).toMatch(/<KeyDescriptor use="encryption">/);
  });

  it('SP-initiated: signing out sends a signed LogoutRequest and accepts the IdP’s answer once', async () => {
    const token = await signIn('slo.sp@unlimited.test', '_session-sp-1');
    const logout = await t.request(`/auth/sso/providers/${sloId}/logout`, {
      method: 'POST',
      domain: DOMAIN,
      token,
      body: { post_logout_redirect_uri: `${ORIGIN}/auth?loggedOut=true` },
    });
    expect(logout.status).toBe(200);
    const url = attributes(logout.body).url as string;
    expect(url.startsWith(`${IDP_SLO}?`)).toBe(true);
    const sent = redirectMessageOf(url, SAML_TEST_KEYS.sp.cert);
    expect(sent).toMatchObject({
      verified: true,
      nameId: 'slo.sp@unlimited.test',
      sessionIndex: '_session-sp-1',
    });
    expect(sent.xml).toContain(`Destination="${IDP_SLO}"`);
    expect((await lastAudit(t.db, 'sso.logout_requested'))?.after).toMatchObject({
      name_id: 'slo.sp@unlimited.test',
    });
    // Another person's token (or none) gets no LogoutRequest for this session.
    const guest = await t.request(`/auth/sso/providers/${sloId}/logout`, {
      method: 'POST',
      domain: DOMAIN,
      body: { post_logout_redirect_uri: `${ORIGIN}/auth?loggedOut=true` },
    });
    expect(attributes(guest.body).url).toBeNull();

    const answer = logoutResponseXml({
      idpEntityId: idp.entityId,
      destination: slo,
      inResponseTo: sent.id,
    });
    // A failed status is refused (and leaves the request usable for the real answer).
    const failed = logoutResponseXml({
      idpEntityId: idp.entityId,
      destination: slo,
      inResponseTo: sent.id,
      status: 'urn:oasis:names:tc:SAML:2.0:status:Responder',
    });
    await expectLogoutRefused(
      () => sendSlo({ query: redirectQuery(failed.xml, 'SAMLResponse') }),
      'provider_error',
    );
    // Signed by another key: refused.
    await expectLogoutRefused(
      () => sendSlo({ query: redirectQuery(answer.xml, 'SAMLResponse', SAML_TEST_KEYS.attacker) }),
      'token_invalid',
    );
    const query = redirectQuery(answer.xml, 'SAMLResponse', SAML_TEST_KEYS.idp, 'r');
    expect(await sendSlo({ query })).toMatchObject({ outcome: 'logged_out', url: null });
    expect((await lastAudit(t.db, 'sso.logged_out'))?.after).toMatchObject({ initiated_by: 'sp' });
    // The same answer again: the request id was used once.
    await expectLogoutRefused(() => sendSlo({ query }), 'replayed');
    // An answer to a request we never sent.
    const stray = logoutResponseXml({
      idpEntityId: idp.entityId,
      destination: slo,
      inResponseTo: samlId(),
    });
    await expectLogoutRefused(
      () => sendSlo({ query: redirectQuery(stray.xml, 'SAMLResponse') }),
      'state_unknown',
    );
  });

  it('SP-initiated: the IdP’s answer by the POST binding is checked the same way', async () => {
    const token = await signIn('slo.post@unlimited.test', '_session-post-1');
    const logout = await t.request(`/auth/sso/providers/${sloId}/logout`, {
      method: 'POST',
      domain: DOMAIN,
      token,
      body: { post_logout_redirect_uri: `${ORIGIN}/auth?loggedOut=true` },
    });
    const sent = redirectMessageOf(attributes(logout.body).url, SAML_TEST_KEYS.sp.cert);
    const answer = logoutResponseXml({
      idpEntityId: idp.entityId,
      destination: slo,
      inResponseTo: sent.id,
    });
    // Unsigned, or signed by another key: refused.
    await expectLogoutRefused(() => sendSlo({ saml_response: b64(answer.xml) }), 'token_invalid');
    await expectLogoutRefused(
      () =>
        sendSlo({
          saml_response: b64(signElement(answer.xml, answer.id, SAML_TEST_KEYS.attacker)),
        }),
      'token_invalid',
    );
    // A failed status, though signed (node-saml's POST path does not look at it).
    const failed = logoutResponseXml({
      idpEntityId: idp.entityId,
      destination: slo,
      inResponseTo: sent.id,
      status: 'urn:oasis:names:tc:SAML:2.0:status:Requester',
    });
    await expectLogoutRefused(
      () => sendSlo({ saml_response: b64(signElement(failed.xml, failed.id, SAML_TEST_KEYS.idp)) }),
      'provider_error',
    );
    const signed = b64(signElement(answer.xml, answer.id, SAML_TEST_KEYS.idp));
    expect(await sendSlo({ saml_response: signed })).toMatchObject({ outcome: 'logged_out' });
    await expectLogoutRefused(() => sendSlo({ saml_response: signed }), 'replayed');
  });

  it('IdP-initiated: a signed LogoutRequest ends that session everywhere and is answered signed', async () => {
    const token = await signIn('slo.idp@unlimited.test', '_session-idp-1');
    const other = await signIn('slo.idp@unlimited.test', '_session-idp-2');
    expect(await authenticated(token)).toBe(true);
    const request = logoutRequestXml({
      idpEntityId: idp.entityId,
      destination: slo,
      nameId: 'slo.idp@unlimited.test',
      sessionIndex: '_session-idp-1',
    });
    const query = redirectQuery(request.xml, 'SAMLRequest', SAML_TEST_KEYS.idp, 'back-to-idp');
    const outcome = await sendSlo({ query });
    expect(outcome.outcome).toBe('logged_out');
    expect(await authenticated(token)).toBe(false);
    // Another session of the person (another SessionIndex) goes on.
    expect(await authenticated(other)).toBe(true);
    const answer = redirectMessageOf(outcome.url as string, SAML_TEST_KEYS.sp.cert);
    expect(answer).toMatchObject({
      verified: true,
      inResponseTo: request.id,
      status: 'urn:oasis:names:tc:SAML:2.0:status:Success',
    });
    expect(new URL(outcome.url as string).searchParams.get('RelayState')).toBe('back-to-idp');
    expect((await lastAudit(t.db, 'sso.logged_out'))?.after).toMatchObject({
      initiated_by: 'idp',
      name_id: 'slo.idp@unlimited.test',
      sessions_ended: 1,
    });
    // The same request again: refused, nothing more ended.
    await expectLogoutRefused(() => sendSlo({ query }), 'replayed');
    expect(await authenticated(other)).toBe(true);

    // By the POST binding (the signature in the XML), without a SessionIndex: every session.
    const all = logoutRequestXml({
      idpEntityId: idp.entityId,
      destination: slo,
      nameId: 'slo.idp@unlimited.test',
    });
    const signed = signElement(all.xml, all.id, SAML_TEST_KEYS.idp);
    const posted = await sendSlo({ saml_request: b64(signed) });
    expect(posted.outcome).toBe('logged_out');
    expect(await authenticated(other)).toBe(false);
  });

  it('refuses a forged, unsigned, misdirected, stale or foreign LogoutRequest, ending nothing', async () => {
    const token = await signIn('slo.victim@unlimited.test', '_session-victim');
    const request = (overrides: Partial<Parameters<typeof logoutRequestXml>[0]> = {}) =>
      logoutRequestXml({
        idpEntityId: idp.entityId,
        destination: slo,
        nameId: 'slo.victim@unlimited.test',
        ...overrides,
      }).xml;
    // Signed by the attacker's key.
    await expectLogoutRefused(
      () => sendSlo({ query: redirectQuery(request(), 'SAMLRequest', SAML_TEST_KEYS.attacker) }),
      'token_invalid',
    );
    // Not signed at all (node-saml alone would accept it).
    await expectLogoutRefused(
      () => sendSlo({ query: redirectQuery(request(), 'SAMLRequest', null) }),
      'token_invalid',
    );
    // Unsigned by the POST binding.
    await expectLogoutRefused(() => sendSlo({ saml_request: b64(request()) }), 'token_invalid');
    // A signature over other parameters than those sent (SAMLRequest swapped after signing).
    const signedQuery = redirectQuery(request(), 'SAMLRequest');
    const swapped = signedQuery.replace(
      /^SAMLRequest=[^&]+/,
      redirectQuery(request({ nameId: 'someone.else@unlimited.test' }), 'SAMLRequest', null),
    );
    await expectLogoutRefused(() => sendSlo({ query: swapped }), 'token_invalid');
    // Another issuer, another destination, an old request.
    await expectLogoutRefused(
      () =>
        sendSlo({
          query: redirectQuery(request({ idpEntityId: 'https://evil.example/idp' }), 'SAMLRequest'),
        }),
      'token_invalid',
    );
    await expectLogoutRefused(
      () =>
        sendSlo({
          query: redirectQuery(request({ destination: 'https://evil.example/slo' }), 'SAMLRequest'),
        }),
      'token_invalid',
    );
    await expectLogoutRefused(
      () =>
        sendSlo({
          query: redirectQuery(
            request({ issueInstant: new Date(Date.now() - 60 * 60 * 1000) }),
            'SAMLRequest',
          ),
        }),
      'expired_request',
    );
    expect(await authenticated(token)).toBe(true);
  });
});

describe('IdP metadata into the SAML form', () => {
  const read = (attributes: Record<string, unknown>, token = admin) =>
    t.request('/v1/identity_providers/metadata', {
      method: 'POST',
      domain: DOMAIN,
      token,
      body: { data: { type: 'idp_metadata', attributes } },
    });

  it('reads the IdP’s metadata from its address (through the guarded fetch) or its XML', async () => {
    const fromUrl = await read({ url: idp.metadataUrl });
    expect(fromUrl.status).toBe(200);
    expect(fromUrl.body.data.attributes).toEqual({
      entity_id: idp.entityId,
      sso_url: idp.ssoUrl,
      sso_binding: 'redirect',
      slo_url: idp.sloUrl,
      certificates: [expect.stringContaining('-----BEGIN CERTIFICATE-----')],
    });
    const xml = await (await fetch(idp.metadataUrl)).text();
    const fromXml = await read({ xml });
    expect(fromXml.body.data.attributes).toEqual(fromUrl.body.data.attributes);
    // The certificate read works as the provider's certificate: a provider made from it signs in.
    const made = await createSamlProvider(
      { certificate: fromXml.body.data.attributes.certificates.join('\n') },
      { name: 'From metadata' },
    );
    const { request } = await startSignIn(made.id as string);
    const answer = await samlResponse({
      ...answerTo(request.id, 'meta@unlimited.test'),
      acs: `${ORIGIN}/api/auth/sso/saml/${made.id}/acs`,
      audience: `${ORIGIN}/api/auth/sso/saml/${made.id}/metadata`,
    });
    expect((await post(answer, made.id as string)).outcome).toBe('signed_in');
  });

  it('says what is wrong, in the person’s language, and reads nothing else', async () => {
    const malformed = await read({ xml: '<EntityDescriptor entityID="x">' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toMatchObject({
      code: 'METADATA_INVALID',
      source: { pointer: '/data/attributes/xml' },
    });
    expect(malformed.body.errors[0].detail).toMatch(/well-formed XML/);
    const both = await read({ url: idp.metadataUrl, xml: '<x/>' });
    expect(both.body.errors[0].code).toBe('METADATA_SOURCE');
    expect((await read({})).body.errors[0].code).toBe('METADATA_SOURCE');
    const missing = await read({ url: `${idp.ssoUrl.replace(/\/sso$/, '')}/nothing-here` });
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      code: 'METADATA_UNREACHABLE',
      source: { pointer: '/data/attributes/url' },
    });
    expect(missing.body.errors[0].detail).toContain('404');
    // Another role of the portal may not read it.
    const learner = await t.signIn('learner@unlimited.academy', DOMAIN);
    expect((await read({ url: idp.metadataUrl }, learner)).status).toBe(403);
  });

  it('refuses a private or plain-http metadata address where private addresses are not allowed', async () => {
    process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE = 'false';
    try {
      const port = new URL(idp.metadataUrl).port;
      const loopback = await read({ url: `https://127.0.0.1:${port}/metadata` });
      expect(loopback.body.errors[0]).toMatchObject({
        code: 'PRIVATE_ADDRESS',
        source: { pointer: '/data/attributes/url' },
      });
      const metadataService = await read({ url: 'https://169.254.169.254/latest/meta-data' });
      expect(metadataService.body.errors[0].code).toBe('PRIVATE_ADDRESS');
      const plain = await read({ url: idp.metadataUrl });
      expect(plain.body.errors[0].code).toBe('INVALID_URL');
    } finally {
      delete process.env.ACADEMY_WEBHOOKS_ALLOW_PRIVATE;
    }
  });
});
