import { createHmac } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import { ACADEMY_GROUP, hasRole } from '../../shared/access/roles';
import { RULES } from '../../shared/access/rules';
import {
  PAYMENT_SECRET_FIELDS,
  type PaymentSecretField,
  paymentSecretValid,
} from '../../shared/commerce/payments';
import { chatIdentities, integrations } from '../../shared/portals/contract';
import { hostnameProblem, normaliseHostname } from '../../shared/portals/hostname';
import {
  imageHostsOf,
  imageHostsProblem,
  imageHostsSchema,
} from '../../shared/portals/image-hosts';
import {
  INTEGRATION_FIELDS,
  INTEGRATION_RULES,
  INTEGRATION_SECRET_FIELDS,
} from '../../shared/portals/integration-rules';
import { fieldRules } from '../../shared/validation/zod-rules';
import { authorize } from '../access/authorize';
import { fixedRow, type RowsOf } from '../access/route-table';
import { findMeAccount } from '../accounts';
import type { AppEnv } from '../app-env';
import { audit } from '../audit';
import type { PortalInformation } from '../db/schema';
import type { ResourceObject } from '../jsonapi/document';
import { attributesOf, found, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, forbidden, notFound, pointerTo, text } from '../jsonapi/errors';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { currentPortal } from '../middleware/portal';
import { requireViewer } from '../middleware/viewer';
import { type Answers, one } from '../openapi/answers';
import {
  findIntegrations,
  type IntegrationChanges,
  type IntegrationsRecord,
  readSecret,
  updateIntegrations,
} from './integrations.queries';
import { currentPortalOf, invalidHostname } from './settings-errors';

const optionalText = z.string().nullish();

/** Absent: unchanged; '' or null: cleared; a text: saved (trimmed, §5 rules of the form). */
export const integrationsSchema = fieldRules(INTEGRATION_RULES, {
  trim: [...INTEGRATION_FIELDS],
  partial: true,
}).pipe(
  z.object({
    zendesk_chat_id: optionalText,
    knowledge_base_url: optionalText,
    analytics_domain: optionalText,
    chat_key_id: optionalText,
    chat_secret: optionalText,
    image_hosts: imageHostsSchema,
    mollie_api_key: optionalText,
    stripe_secret_key: optionalText,
    stripe_webhook_secret: optionalText,
  }),
);

/** A payment key as anyone sees it: set or not, its mode, when (issue 40). */
function paymentSecretState(record: IntegrationsRecord, field: PaymentSecretField) {
  const state = record.secrets.find((s) => s.name === field);
  return state
    ? { set: true, mode: state.mode, updated_at: iso(state.updatedAt) }
    : { set: false, mode: null, updated_at: null };
}

/** A payment key in the audit log: unset, its mode, or `set` (a signing secret has no mode). */
function modeOf(record: IntegrationsRecord, field: PaymentSecretField) {
  const state = record.secrets.find((s) => s.name === field);
  if (!state) return null;
  return `${state.mode ?? 'set'} (${state.updatedAt.toISOString()})`;
}

/** The integration settings as the screen shows them: secrets only as set/masked/when. */
export function integrationsResource(record: IntegrationsRecord): ResourceObject {
  const secret = record.secrets.find((s) => s.name === 'chat_secret');
  const info = record.information;
  return resourceOf(integrations, record.portalId, {
    zendesk_chat_id: info.zendesk_chat_id ?? null,
    knowledge_base_url: info.knowledge_base_url ?? null,
    analytics_domain: info.analytics_domain ?? null,
    chat_key_id: info.chat_key_id ?? null,
    image_hosts: imageHostsOf(info),
    chat_secret: secret
      ? { set: true, hint: secret.hint, updated_at: iso(secret.updatedAt) }
      : { set: false, hint: null, updated_at: null },
    mollie_api_key: paymentSecretState(record, 'mollie_api_key'),
    stripe_secret_key: paymentSecretState(record, 'stripe_secret_key'),
    stripe_webhook_secret: paymentSecretState(record, 'stripe_webhook_secret'),
  });
}

/**
 * /v1/portals/{id}/integrations: the current portal's chat id, knowledge-base URL,
 * analytics domain and chat identity (key id and a write-only secret). Spec §6 gives
 * integrations the settings menu's rule. The portal's version rises with a change (migration
 * 0008), so the next page load — chat widget, help link, analytics — follows it everywhere.
 * The chat's identity key (key id and secret) only the academy group writes
 * (RULES.integrationSecrets): it signs anyone's identity to the chat provider.
 */
export const integrationRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    authorize(c, RULES.settings);
    await next();
  })
  .get('/', async (c) => {
    const record = await found(findIntegrations(c.var.db, { portalId: currentPortalOf(c) }));
    return resourceResponse(integrationsResource(record));
  })
  .patch('/', async (c) => {
    const portalId = currentPortalOf(c);
    const viewer = authorize(c, RULES.settings);
    const input = await attributesOf(c, integrationsSchema);
    const secrets = [...INTEGRATION_SECRET_FIELDS, ...PAYMENT_SECRET_FIELDS].filter(
      (field) => input[field] !== undefined,
    );
    if (
      secrets.length > 0 &&
      !RULES.integrationSecrets({ roles: viewer.roles, features: c.var.portal.features })
    ) {
      throw new ApiError(
        403,
        secrets.map((field) => ({
          code: 'FORBIDDEN',
          text: text('settings.chatSecretRefused'),
          source: pointerTo(field),
        })),
      );
    }
    const information: Partial<PortalInformation> = {};
    for (const field of INTEGRATION_FIELDS) {
      const value = input[field];
      if (value !== undefined) information[field] = value || null;
    }
    if (information.analytics_domain) {
      const domain = normaliseHostname(information.analytics_domain);
      const problem = hostnameProblem(domain);
      if (problem) throw await invalidHostname(c, problem, 'analytics_domain');
      information.analytics_domain = domain;
    }
    if (input.image_hosts !== undefined) {
      // Which sites every reader's browser may fetch images from: the academy group decides.
      if (!hasRole(viewer.roles, ACADEMY_GROUP)) throw forbidden();
      const wrong = imageHostsProblem(input.image_hosts);
      if (wrong) throw await invalidHostname(c, wrong.problem, 'image_hosts');
      information.image_hosts = input.image_hosts;
    }
    const changes: IntegrationChanges = { information, secrets: {} };
    if (input.chat_secret !== undefined) changes.secrets.chat_secret = input.chat_secret || null;
    // Payment keys (issue 40): a value of the wrong form (a publishable key, a Mollie key in
    // Stripe's field) is refused, so checkout never meets a key that cannot work.
    const wrongKeys = PAYMENT_SECRET_FIELDS.filter(
      (field) => input[field] && !paymentSecretValid(field, input[field] as string),
    );
    if (wrongKeys.length > 0) {
      throw new ApiError(
        422,
        wrongKeys.map((field) => ({
          code: 'VALIDATION_FAILED',
          text: text(`settings.paymentKeyFormat.${field}`),
          source: pointerTo(field),
        })),
      );
    }
    for (const field of PAYMENT_SECRET_FIELDS) {
      if (input[field] !== undefined) changes.secrets[field] = input[field] || null;
    }
    const before = await found(findIntegrations(c.var.db, { portalId }));
    await updateIntegrations(c.var.db, { portalId, accountId: viewer.id, changes });
    const record = await found(findIntegrations(c.var.db, { portalId }));
    // Secrets by their mask only (the last four characters), as the screen shows them.
    const settingsOf = (of: typeof record) => ({
      ...of.information,
      secret_masks: Object.fromEntries(
        of.secrets
          .filter((secret) => secret.name === 'chat_secret')
          .map((secret) => [secret.name, secret.hint]),
      ),
      // Payment keys by their mode only (test, live): the log shows one was set or replaced.
      payment_keys: {
        mollie: modeOf(of, 'mollie_api_key'),
        stripe: modeOf(of, 'stripe_secret_key'),
        stripe_signing: modeOf(of, 'stripe_webhook_secret'),
      },
    });
    await audit(c, {
      action: 'integration.changed',
      target: { type: 'integrations', id: portalId, label: 'integrations' },
      before: settingsOf(before),
      after: settingsOf(record),
    });
    return resourceResponse(integrationsResource(record));
  });

/** How long a chat identity token lasts: the widget asks again when it needs one. */
const IDENTITY_TTL_SECONDS = 5 * 60;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JSON Web Token signed with HS256 (the chat provider's identity verification). */
export function signJwt(header: object, payload: object, secret: string): string {
  const body = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * /v1/chat_identity: the signed-in person's identity for the portal's live chat, so the chat's
 * agents know who they talk to (the provider checks the signature with the shared secret). Only
 * where the portal has a chat id, a key id and a secret; else 404.
 */
export const chatIdentityRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const viewer = requireViewer(c.var.viewer);
  const portal = await currentPortal(c);
  const keyId = portal.information.chat_key_id;
  if (!portal.information.zendesk_chat_id || !keyId) throw notFound();
  const [secret, me] = await Promise.all([
    readSecret(c.var.db, { portalId: portal.id, name: 'chat_secret' }),
    findMeAccount(c.var.db, { id: viewer.id }),
  ]);
  if (!secret || !me) throw notFound();
  const now = Math.floor(Date.now() / 1000);
  const token = signJwt(
    { alg: 'HS256', typ: 'JWT', kid: keyId },
    {
      scope: 'user',
      external_id: viewer.id,
      name: me.account.fullName,
      email: me.account.email,
      email_verified: true,
      iat: now,
      exp: now + IDENTITY_TTL_SECONDS,
    },
    secret,
  );
  return resourceResponse(
    resourceOf(chatIdentities, viewer.id, {
      token,
      expires_at: iso(new Date((now + IDENTITY_TTL_SECONDS) * 1000)),
    }),
  );
});

/** RULES.settings (integrations): the academy and content groups (Ada, Alex). */
const SETTINGS = { guest: 401, ada: 200, alex: 200, others: 403 } as const;

const settings = (status: number) => ({ ...SETTINGS, ada: status, alex: status });

/** Every signed-in person. */
const SIGNED_IN = (status: number) => ({ guest: 401, others: status });

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/portals/:id/integrations': one('integrations'),
  'PATCH /v1/portals/:id/integrations': one('integrations'),
  'GET /v1/chat_identity': one('chat_identities'),
};

/** The route × account table's rows of this module (route-table.test.ts). */
export const rows: RowsOf = () => {
  const current = '/v1/portals/current';
  return [
    fixedRow('GET', '/v1/portals/:id/integrations', `${current}/integrations`, SETTINGS),
    fixedRow('PATCH', '/v1/portals/:id/integrations', `${current}/integrations`, settings(422), {
      knowledge_base_url: 'not a link',
    }),
    // Demo Academy has no chat id (DEMO-DATA.md): nobody has a chat identity there.
    fixedRow('GET', '/v1/chat_identity', '/v1/chat_identity', SIGNED_IN(404)),
  ];
};
