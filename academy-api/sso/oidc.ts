import * as client from 'openid-client';
import type { OidcSettings } from '../../shared/sso/providers';
import { getConfig } from '../config';
import type { Db } from '../db/database';
import { guardedFetch } from '../integrations';
import { type ProviderRow, providerSecret } from './sso.queries';

/**
 * OpenID Connect with `openid-client` 6 (issue 39): the provider's settings from discovery of its
 * issuer, the authorization code flow with PKCE (S256), `state` and `nonce`. Every outgoing call
 * (discovery, JWKS, token, userinfo) goes through the one guarded fetch of admin-typed addresses
 * (academy-api/integrations/guarded-fetch.ts): public hosts only in production, checked on the
 * address the socket connects to (a DNS answer that changes between check and connect gains
 * nothing), no redirects, a timeout and a body cap. ACADEMY_WEBHOOKS_ALLOW_PRIVATE lets the
 * tests' loopback provider in, never in production.
 */

const allowPrivate = () => getConfig().ACADEMY_WEBHOOKS_ALLOW_PRIVATE;

/** openid-client's fetch: the guarded one (it refuses with GuardedFetchRefused). */
const ssoFetch: client.CustomFetch = (url, options) =>
  guardedFetch(url, options as RequestInit, { allowPrivate: allowPrivate() });

type Cached = { key: string; config: client.Configuration; at: number };
const configurations = new Map<string, Cached>();
/** Discovery is kept this long (and anew at any change of the provider). */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;

/** The provider's client configuration, from its issuer's discovery document. */
export async function oidcConfiguration(db: Db, row: ProviderRow): Promise<client.Configuration> {
  const key = `${row.id}:${row.updatedAt.getTime()}`;
  const cached = configurations.get(row.id);
  if (cached && cached.key === key && Date.now() - cached.at < DISCOVERY_TTL_MS) {
    return cached.config;
  }
  const settings = row.settings as OidcSettings;
  const secret = await providerSecret(db, row, 'clientSecret');
  const issuer = new URL(settings.issuer);
  const insecure = issuer.protocol === 'http:' && allowPrivate();
  const config = await client.discovery(
    issuer,
    settings.client_id,
    { id_token_signed_response_alg: 'RS256' },
    secret ? client.ClientSecretPost(secret) : client.None(),
    {
      [client.customFetch]: ssoFetch,
      timeout: 10,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    },
  );
  config[client.customFetch] = ssoFetch;
  configurations.set(row.id, { key, config, at: Date.now() });
  return config;
}

/** A new sign-in: where to send the browser, and what the callback must find again. */
export async function oidcStart(
  db: Db,
  row: ProviderRow,
  redirectUri: string,
): Promise<{ url: string; state: string; nonce: string; verifier: string }> {
  const config = await oidcConfiguration(db, row);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: (row.settings as OidcSettings).scopes,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.toString(), state, nonce, verifier };
}

export type OidcIdentity = {
  subject: string;
  claims: Record<string, unknown>;
  idToken: string | null;
};

/**
 * The provider's answer at the callback: the code exchanged (with the verifier), the ID token
 * checked (signature, issuer, audience, expiry, nonce) by openid-client, and the userinfo claims
 * merged under the ID token's. Throws on anything wrong.
 */
export async function oidcFinish(
  db: Db,
  row: ProviderRow,
  params: { callbackUrl: string; state: string; nonce: string; verifier: string },
): Promise<OidcIdentity> {
  const config = await oidcConfiguration(db, row);
  const tokens = await client.authorizationCodeGrant(config, new URL(params.callbackUrl), {
    pkceCodeVerifier: params.verifier,
    expectedState: params.state,
    expectedNonce: params.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('No ID token');
  let userinfo: Record<string, unknown> = {};
  if (tokens.access_token && config.serverMetadata().userinfo_endpoint) {
    userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
  }
  return {
    subject: idClaims.sub,
    claims: { ...userinfo, ...idClaims },
    idToken: tokens.id_token ?? null,
  };
}

/** The provider's end-session address (RP-initiated logout), or null when it has none. */
export async function oidcLogoutUrl(
  db: Db,
  row: ProviderRow,
  params: { postLogoutRedirectUri: string; idToken: string | null },
): Promise<string | null> {
  const config = await oidcConfiguration(db, row);
  if (!config.serverMetadata().end_session_endpoint) return null;
  return client
    .buildEndSessionUrl(config, {
      post_logout_redirect_uri: params.postLogoutRedirectUri,
      client_id: config.clientMetadata().client_id,
      ...(params.idToken ? { id_token_hint: params.idToken } : {}),
    })
    .toString();
}
