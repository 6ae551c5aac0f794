import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import {
  nextAttemptAt,
  shouldDisable,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_RESPONSE_LOG_BYTES,
  WEBHOOK_TIMEOUT_MS,
} from '../../shared/integrations/webhook-events';
import { trustedAccountScope } from '../access/account-scope';
import { portalAdmins } from '../accounts';
import { createNotification } from '../communication';
import type { Db } from '../db/database';
import { guardedLookup } from './webhook-address';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  claimDueDeliveries,
  disableFailingEndpoint,
  pruneWebhookLog,
  recordAttempt,
  releaseDeliveries,
} from './webhooks.queries';

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes, base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** What every try of a delivery sends: the event's type, when it happened, and its data. */
export function webhookBody(
  delivery: Pick<ClaimedDelivery, 'eventType' | 'eventCreatedAt' | 'data'>,
) {
  return JSON.stringify({
    type: delivery.eventType,
    timestamp: delivery.eventCreatedAt.toISOString(),
    data: delivery.data,
  });
}

/** The `webhook-id` of an event: the same on every try and replay, for the receiver's dedupe. */
export const webhookMessageId = (eventId: string) => `msg_${eventId}`;

export type SendOptions = {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  /** When the try is made by the clock that schedules tries (the log's time). */
  at: Date;
  allowPrivate: boolean;
  timeoutMs?: number;
};

/**
 * One try: a POST signed per Standard Webhooks (webhook-id, webhook-timestamp,
 * webhook-signature), no redirects followed, an address check on connect, a time limit, and the
 * first 4 KB of the answer kept. Never throws: a failure is in `error`.
 */
export function sendWebhook(options: SendOptions): Promise<AttemptRecord> {
  // The signature's time is the wall clock's (a receiver refuses one far from its own), whatever
  // clock schedules the tries.
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'Academy-Webhooks/1.0',
    'webhook-id': options.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': new Webhook(options.secret).sign(
      options.messageId,
      new Date(timestamp * 1000),
      options.body,
    ),
  };
  const started = performance.now();
  const done = (outcome: Partial<AttemptRecord>): AttemptRecord => ({
    attemptedAt: options.at,
    durationMs: Math.round(performance.now() - started),
    requestHeaders: headers,
    requestBody: options.body,
    responseStatus: null,
    responseBody: '',
    error: null,
    ...outcome,
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(options.url);
    } catch {
      resolve(done({ error: 'The URL is not valid' }));
      return;
    }
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(options.body)) },
        lookup: guardedLookup(options.allowPrivate) as never,
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept >= WEBHOOK_RESPONSE_LOG_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks)
            .subarray(0, WEBHOOK_RESPONSE_LOG_BYTES)
            .toString('utf8');
          resolve(
            done({
              responseStatus: status,
              responseBody: text,
              // Redirects are not followed: the receiver's address is the one the admin saved.
              error: status >= 300 && status < 400 ? 'Redirects are not followed' : null,
            }),
          );
        });
        res.on('error', (error) =>
          resolve(done({ responseStatus: res.statusCode ?? null, error: error.message })),
        );
      },
    );
    req.on('timeout', () =>
      req.destroy(
        new Error(`No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`),
      ),
    );
    req.on('error', (error) => resolve(done({ error: error.message })));
    req.end(options.body);
  });
}

const succeeded = (attempt: AttemptRecord) =>
  attempt.responseStatus !== null && attempt.responseStatus >= 200 && attempt.responseStatus < 300;

/** The notification an endpoint's admins get when it is switched off after failing (§ issue 42). */
const DISABLED_MESSAGE: Record<string, (url: string) => string> = {
  en: (url) =>
    `The webhook endpoint ${url} was switched off: it failed every delivery for three days. Its events are kept; switch it on again once it answers.`,
  nl: (url) =>
    `Het webhook-endpoint ${url} is uitgezet: elke aflevering mislukte drie dagen lang. De gebeurtenissen blijven bewaard; zet het weer aan zodra het antwoordt.`,
  ro: (url) =>
    `Endpointul de webhook ${url} a fost oprit: fiecare livrare a eșuat timp de trei zile. Evenimentele sunt păstrate; porniți-l din nou când răspunde.`,
};

async function tellAdmins(db: Db, endpoint: { id: string; portalId: string; url: string }) {
  const admins = await portalAdmins(db, endpoint.portalId);
  for (const admin of admins) {
    const language = DISABLED_MESSAGE[admin.locale] ? admin.locale : 'en';
    await createNotification(db, {
      // The portal's admins are whose notification this is: the scope is known, not requested.
      scope: trustedAccountScope(admin.id, endpoint.portalId),
      message: (DISABLED_MESSAGE[language] ?? DISABLED_MESSAGE.en)?.(endpoint.url) ?? '',
      language,
      link: `/admin/settings/webhooks/${endpoint.id}`,
    });
  }
}

export type DeliverOptions = {
  now: () => Date;
  allowPrivate: boolean;
  leaseMs?: number;
  /** Tries at once (one worker). */
  concurrency?: number;
  stopping?: () => boolean;
  timeoutMs?: number;
};

/**
 * Tries every due delivery once, a batch at a time, until none is due. A failed try is due again
 * after its pause (shared/integrations/webhook-events.ts); the last failed try of an endpoint
 * failing for three days switches it off and tells its admins. Answers the tries made.
 */
export async function deliverDueWebhooks(db: Db, options: DeliverOptions): Promise<number> {
  const concurrency = options.concurrency ?? 4;
  const leaseMs = options.leaseMs ?? 2 * ((options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) + 5_000);
  let tries = 0;
  while (!options.stopping?.()) {
    const batch = await claimDueDeliveries(db, {
      now: options.now(),
      leaseMs,
      limit: concurrency * 4,
    });
    if (batch.length === 0) break;
    let next = 0;
    const lane = async () => {
      while (next < batch.length && !options.stopping?.()) {
        const delivery = batch[next++] as ClaimedDelivery;
        const at = options.now();
        const attempt = await sendWebhook({
          url: delivery.url,
          secret: delivery.secret,
          messageId: webhookMessageId(delivery.eventId),
          body: webhookBody(delivery),
          at,
          allowPrivate: options.allowPrivate,
          timeoutMs: options.timeoutMs,
        });
        const ok = succeeded(attempt);
        const retryAt = ok ? null : nextAttemptAt(delivery.attempts + 1, at);
        const endpoint = await recordAttempt(db, {
          delivery,
          attempt,
          succeeded: ok,
          nextAttemptAt: retryAt,
        });
        tries++;
        if (
          !ok &&
          retryAt === null &&
          endpoint &&
          shouldDisable(endpoint.failingSince, at) &&
          (await disableFailingEndpoint(db, { id: endpoint.id }))
        ) {
          await tellAdmins(db, endpoint);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane));
    // Stopped half-way: what was claimed and not tried goes back.
    if (next < batch.length) {
      await releaseDeliveries(db, { ids: batch.slice(next).map((delivery) => delivery.id) });
    }
    await yieldToRequests();
  }
  return tries;
}

/** Forgets what the log no longer keeps (WEBHOOK_LOG_DAYS); the worker calls it now and then. */
export function pruneWebhooks(db: Db, now: Date) {
  return pruneWebhookLog(db, { before: new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000) });
}
