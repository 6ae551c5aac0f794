import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  compactVerify,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import {
  DEEP_LINKING_REQUEST,
  LTI_CLAIM,
  LTI_SKEW_SECONDS,
  LTI_VERSION,
  type LtiRefusalReason,
  RESOURCE_LINK_REQUEST,
} from '../../shared/lti/tool-rules';
import type { Db } from '../db/database';
import { ltiNonces, ltiPlatforms } from '../db/schema';
import { LTI_ALG, ltiJwks, ltiSigningKey } from './keys';
import { callProblem, isRefusedAddress } from './outbound';
import { platformKey } from './platform-keys';

/** A launch (or login) refused, and why (the refusal page names the reason). */
export class LtiRefusal extends Error {
  constructor(
    readonly reason: LtiRefusalReason,
    readonly detail = '',
  ) {
    super(`LTI launch refused: ${reason}${detail ? ` (${detail})` : ''}`);
  }
}

export type PlatformRow = typeof ltiPlatforms.$inferSelect;

/** How long a login may take between initiation and launch: the state's and nonce's life. */
export const LOGIN_TTL_SECONDS = 10 * 60;
const STATE_AUDIENCE = 'lti-state';
const stateIssuer = (portalId: string) => `portal:${portalId}`;

type StateClaims = { n: string; p: string; t: string };

/**
 * The OIDC login initiation (LTI 1.3 §5.1.1, Security Framework §5.1.1): a nonce kept to be used
 * once, and the state the platform hands back with the launch, signed with the portal key and
 * short-lived. Nothing in a cookie: a platform's iframe may not keep one.
 */
export async function startLogin(
  db: Db,
  params: { portalId: string; platform: PlatformRow; targetLinkUri: string; now: Date },
) {
  const nonce = randomBytes(24).toString('base64url');
  const expiresAt = new Date(params.now.getTime() + LOGIN_TTL_SECONDS * 1000);
  await db.insert(ltiNonces).values({ nonce, platformId: params.platform.id, expiresAt });
  const key = await ltiSigningKey(db, params.portalId);
  const state = await new SignJWT({
    n: nonce,
    p: params.platform.id,
    t: params.targetLinkUri,
  } satisfies StateClaims)
    .setProtectedHeader({ alg: LTI_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuer(stateIssuer(params.portalId))
    .setAudience(STATE_AUDIENCE)
    .setIssuedAt(Math.floor(params.now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key.privateKey);
  return { nonce, state };
}

export type ValidLaunch = {
  platform: PlatformRow;
  claims: JWTPayload & Record<string, unknown>;
  messageType: typeof RESOURCE_LINK_REQUEST | typeof DEEP_LINKING_REQUEST;
  deploymentId: string;
  sub: string;
  roles: string[];
  targetLinkUri: string;
};

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Everything the Security Framework (§5.1.3) and LTI 1.3 Core (§5.3, §5.4) ask of a launch, in
 * this order: the state ours and live; the platform it was started for; the id_token's issuer,
 * audience (azp when several), its signature by the platform's key of its `kid`; exp and iat
 * within LTI_SKEW_SECONDS; the nonce the state's; version, message type, deployment (registered),
 * the required claims; the target link the login named; and last the nonce, used once. Throws
 * LtiRefusal; writes nothing but the nonce's use.
 */
export async function validateLaunch(
  db: Db,
  params: { portalId: string; idToken: string; state: string; now: Date },
): Promise<ValidLaunch> {
  if (!params.state) throw new LtiRefusal('BAD_STATE', 'missing');
  let state: StateClaims;
  try {
    const verified = await jwtVerify<StateClaims>(
      params.state,
      createLocalJWKSet(await ltiJwks(db, params.portalId, params.now)),
      {
        algorithms: [LTI_ALG],
        issuer: stateIssuer(params.portalId),
        audience: STATE_AUDIENCE,
        currentDate: params.now,
      },
    );
    state = verified.payload;
  } catch {
    throw new LtiRefusal('BAD_STATE', 'not ours or expired');
  }
  const [platform] = await db
    .select()
    .from(ltiPlatforms)
    .where(and(eq(ltiPlatforms.portalId, params.portalId), eq(ltiPlatforms.id, state.p)));
  if (!platform) throw new LtiRefusal('UNKNOWN_PLATFORM');

  let header: ReturnType<typeof decodeProtectedHeader>;
  let claims: JWTPayload & Record<string, unknown>;
  try {
    header = decodeProtectedHeader(params.idToken);
    claims = decodeJwt(params.idToken) as JWTPayload & Record<string, unknown>;
  } catch {
    throw new LtiRefusal('BAD_TOKEN', 'not a JWT');
  }
  if (header.alg !== LTI_ALG) throw new LtiRefusal('BAD_TOKEN', `alg ${String(header.alg)}`);
  if (claims.iss !== platform.issuer) throw new LtiRefusal('WRONG_ISSUER');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(platform.clientId)) throw new LtiRefusal('WRONG_AUDIENCE');
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== platform.clientId) {
    throw new LtiRefusal('WRONG_AUDIENCE', 'azp');
  }
  if (!isText(header.kid)) throw new LtiRefusal('UNKNOWN_KID', 'no kid');
  let key: Awaited<ReturnType<typeof platformKey>>;
  try {
    key = await platformKey(platform.jwksUrl, header.kid);
  } catch (error) {
    // The registered JWKS URL is refused (private address, redirect) or does not answer: the
    // admin's to fix, said as such rather than as a key the platform lacks.
    throw new LtiRefusal(
      isRefusedAddress(error) ? 'PLATFORM_KEYS_REFUSED' : 'UNKNOWN_KID',
      callProblem(error),
    );
  }
  if (!key) throw new LtiRefusal('UNKNOWN_KID', header.kid);
  try {
    await compactVerify(params.idToken, key, { algorithms: [LTI_ALG] });
  } catch {
    throw new LtiRefusal('BAD_SIGNATURE');
  }
  const nowSeconds = params.now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + LTI_SKEW_SECONDS < nowSeconds) {
    throw new LtiRefusal('EXPIRED');
  }
  if (typeof claims.iat !== 'number' || claims.iat - LTI_SKEW_SECONDS > nowSeconds) {
    throw new LtiRefusal('ISSUED_IN_FUTURE');
  }
  if (claims.nonce !== state.n) throw new LtiRefusal('BAD_STATE', 'nonce');
  if (claims[LTI_CLAIM.version] !== LTI_VERSION) throw new LtiRefusal('WRONG_VERSION');
  const messageType = claims[LTI_CLAIM.messageType];
  if (messageType !== RESOURCE_LINK_REQUEST && messageType !== DEEP_LINKING_REQUEST) {
    throw new LtiRefusal('WRONG_MESSAGE_TYPE', String(messageType));
  }
  const deploymentId = claims[LTI_CLAIM.deploymentId];
  if (!isText(deploymentId)) throw new LtiRefusal('MISSING_DEPLOYMENT');
  if (!platform.deploymentIds.includes(deploymentId)) throw new LtiRefusal('UNKNOWN_DEPLOYMENT');
  const missing = requiredClaimMissing(claims, messageType);
  if (missing) throw new LtiRefusal('MISSING_CLAIM', missing);
  // Core §5.1.1: the same target the login initiation named (a deep-linking request may omit it).
  const targetLinkUri = (claims[LTI_CLAIM.targetLinkUri] as string | undefined) ?? state.t;
  if (targetLinkUri !== state.t) throw new LtiRefusal('WRONG_TARGET');
  const used = await db
    .update(ltiNonces)
    .set({ usedAt: params.now })
    .where(
      and(
        eq(ltiNonces.nonce, state.n),
        eq(ltiNonces.platformId, platform.id),
        isNull(ltiNonces.usedAt),
        gt(ltiNonces.expiresAt, params.now),
      ),
    )
    .returning({ nonce: ltiNonces.nonce });
  if (used.length === 0) throw new LtiRefusal('NONCE_REPLAYED');
  return {
    platform,
    claims,
    messageType,
    deploymentId,
    sub: claims.sub as string,
    roles: claims[LTI_CLAIM.roles] as string[],
    targetLinkUri,
  };
}

/** The first required claim (LTI 1.3 §5.3, Deep Linking 2.0 §4.4) the launch lacks, or null. */
function requiredClaimMissing(claims: Record<string, unknown>, messageType: string): string | null {
  if (!isText(claims.sub)) return 'sub';
  const roles = claims[LTI_CLAIM.roles];
  if (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')) return 'roles';
  if (messageType === RESOURCE_LINK_REQUEST) {
    if (!isText(claims[LTI_CLAIM.targetLinkUri])) return 'target_link_uri';
    const link = claims[LTI_CLAIM.resourceLink] as { id?: unknown } | undefined;
    if (!isText(link?.id)) return 'resource_link.id';
  } else {
    const settings = claims[LTI_CLAIM.deepLinkingSettings] as
      | { deep_link_return_url?: unknown; accept_types?: unknown }
      | undefined;
    if (!isText(settings?.deep_link_return_url)) return 'deep_link_return_url';
    if (!Array.isArray(settings?.accept_types)) return 'accept_types';
  }
  return null;
}
