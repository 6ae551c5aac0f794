import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import Provider from 'oidc-provider';

/**
 * A real OpenID provider on loopback for the single sign-on tests (issue 39): `oidc-provider` 9,
 * with one client, PKCE required, RP-initiated logout, and an interaction that signs in whoever
 * the test names (`signInAs`) without a form. `tamper` changes the next ID tokens the token
 * endpoint hands out (re-signed with the provider's own key): a provider gone wrong, for the
 * refusals of a wrong audience or an expired token.
 */
export type TestPerson = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  locale?: string;
  groups?: string[];
  organisation?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  signInAs(person: TestPerson): void;
  tamper(change: ((claims: JWTPayload) => JWTPayload) | null): void;
  close(): Promise<void>;
};

export async function startTestOidcProvider(options: {
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}): Promise<TestOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const clientId = 'academy-test';
  const clientSecret = 'a-client-secret-of-the-test-provider-0123456789';
  let person: TestPerson = { sub: 'nobody' };
  let change: ((claims: JWTPayload) => JWTPayload) | null = null;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        token_endpoint_auth_method: 'client_secret_post',
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['the-test-provider-cookie-key'] },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups', 'organisation'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'locale'],
      groups: ['groups'],
      organisation: ['organisation'],
    },
    // Claims in the ID token itself, as Entra ID and Google put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    ttl: { IdToken: 3600, AccessToken: 3600, Interaction: 600, Session: 3600, Grant: 3600 },
    async findAccount(_ctx, sub) {
      const known = person.sub === sub ? person : { sub };
      return { accountId: sub, claims: async () => ({ ...known }) };
    },
  });
  provider.use(async (ctx, next) => {
    if (ctx.path.startsWith('/interaction/')) {
      const details = await provider.interactionDetails(ctx.req, ctx.res);
      const grant = new provider.Grant({
        accountId: person.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      const to = await provider.interactionResult(
        ctx.req,
        ctx.res,
        { login: { accountId: person.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      ctx.status = 303;
      ctx.redirect(to);
      return;
    }
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (change && ctx.path === '/token' && body?.id_token) {
      const claims = change(decodeJwt(body.id_token));
      body.id_token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .sign(privateKey);
    }
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      person = next;
    },
    tamper(next) {
      change = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Follows the provider's redirects as a browser would (its cookies kept) from the authorization
 * address to the callback address it sends the browser back to, which is returned unopened.
 */
export async function followToCallback(authorizationUrl: string, callbackPrefix: string) {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url} answered ${response.status} without a redirect`);
    url = new URL(location, url).toString();
  }
  throw new Error('Too many redirects');
}
