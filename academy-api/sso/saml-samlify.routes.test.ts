import { eq } from 'drizzle-orm';
import * as samlify from 'samlify';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema';
import { type Json, setUpTestApi } from '../test/api-client';
import { SAML_TEST_KEYS } from '../test/saml-idp';

/**
 * Issue 39, "a real SAML IdP": besides our own test IdP (academy-api/test/saml-idp.ts, built on
 * xml-crypto), an identity provider made by another SAML implementation, `samlify`: it reads our
 * SP metadata, parses our AuthnRequest, and answers with its own signed Response, which the
 * portal must accept as it is — the interoperability a hand-built IdP cannot show. Its own XML
 * schema checks are not run here (they need a validator program); our side checks everything.
 */
samlify.setSchemaValidator({ validate: async () => 'not checked here' });

const t = setUpTestApi();
const ORIGIN = 'http://unlimited.localhost';
const DOMAIN = 'unlimited.localhost';
const IDP_ENTITY = 'https://idp.samlify.test/metadata';
const IDP_SSO = 'https://idp.samlify.test/sso';

let providerId: string;
let ourMetadata: string;

beforeAll(async () => {
  const admin = await t.signIn('admin@demo.academy', DOMAIN);
  const created = await t.request('/v1/identity_providers', {
    method: 'POST',
    domain: DOMAIN,
    token: admin,
    body: {
      data: {
        type: 'identity_providers',
        attributes: {
          kind: 'saml',
          name: 'samlify IdP',
          settings: {
            idp_entity_id: IDP_ENTITY,
            sso_url: IDP_SSO,
            certificate: SAML_TEST_KEYS.idp.cert,
          },
          // samlify's default answer names the person by an e-mail NameID, no attributes.
          mapping: { name: 'name_id', email: 'name_id', default_roles: ['student'] },
        },
      },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  providerId = (created.body.data as Json).id;
  const metadata = await t.api.fetch(
    new Request(
      `http://api/auth/sso/providers/${providerId}/saml/metadata?origin=${encodeURIComponent(ORIGIN)}`,
      { headers: { 'x-portal-domain': DOMAIN } },
    ),
  );
  ourMetadata = await metadata.text();
});

function samlifyIdp() {
  return samlify.IdentityProvider({
    entityID: IDP_ENTITY,
    privateKey: SAML_TEST_KEYS.idp.key,
    signingCert: SAML_TEST_KEYS.idp.cert,
    singleSignOnService: [
      { Binding: samlify.Constants.namespace.binding.redirect, Location: IDP_SSO },
    ],
    nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    isAssertionEncrypted: false,
  });
}

async function startSignIn() {
  const start = await t.request(`/auth/sso/providers/${providerId}/saml/start`, {
    method: 'POST',
    domain: DOMAIN,
    body: { origin: ORIGIN, return_to: '/catalog' },
  });
  expect(start.status).toBe(200);
  return new URL((start.body.data as Json).attributes.url as string);
}

async function postToAcs(samlResponse: string) {
  const answer = await t.request(`/auth/sso/providers/${providerId}/saml/acs`, {
    method: 'POST',
    domain: DOMAIN,
    body: { origin: ORIGIN, saml_response: samlResponse, relay_state: null },
  });
  expect(answer.status).toBe(200);
  return (answer.body.data as Json).attributes as Json;
}

describe('SAML sign-in with an IdP made by samlify', () => {
  it('reads our metadata and request, and its signed answer signs a new person in', async () => {
    const idp = samlifyIdp();
    const sp = samlify.ServiceProvider({ metadata: ourMetadata });
    expect(sp.entityMeta.getEntityID()).toBe(`${ORIGIN}/api/auth/sso/saml/${providerId}/metadata`);

    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(IDP_SSO);
    const request = await idp.parseLoginRequest(sp, 'redirect', {
      query: Object.fromEntries(url.searchParams),
    });
    expect(request.extract.issuer).toBe(sp.entityMeta.getEntityID());

    const email = `samlify.person.${Date.now()}@unlimited.test`;
    const { context } = await idp.createLoginResponse(sp, { ...request }, 'post', { email });
    const outcome = await postToAcs(context);
    expect(outcome).toMatchObject({ outcome: 'signed_in', return_to: '/catalog' });
    const [made] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    expect(made).toBeDefined();

    // samlify's answer again: the request it answers was used up.
    expect(await postToAcs(context)).toMatchObject({ outcome: 'refused', reason: 'replayed' });
  });

  it('refuses samlify’s answer signed by a key the portal does not know', async () => {
    const stranger = samlify.IdentityProvider({
      entityID: IDP_ENTITY,
      privateKey: SAML_TEST_KEYS.attacker.key,
      signingCert: SAML_TEST_KEYS.attacker.cert,
      singleSignOnService: [
        { Binding: samlify.Constants.namespace.binding.redirect, Location: IDP_SSO },
      ],
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
    });
    const sp = samlify.ServiceProvider({ metadata: ourMetadata });
    const url = await startSignIn();
    const request = await stranger.parseLoginRequest(sp, 'redirect', {
      query: Object.fromEntries(url.searchParams),
    });
    const { context } = await stranger.createLoginResponse(sp, { ...request }, 'post', {
      email: 'mallory@unlimited.test',
    });
    expect(await postToAcs(context)).toMatchObject({
      outcome: 'refused',
      reason: 'token_invalid',
      token: null,
    });
    const [none] = await t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'mallory@unlimited.test'));
    expect(none).toBeUndefined();
  });
});
