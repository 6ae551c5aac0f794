import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';

/**
 * Loopback stand-ins for the payment providers (issue 40 checkout), for tests only: just the
 * endpoints the SDKs call, answered in the shape of the providers' documented responses, a
 * hosted "checkout" page where a test (or a browser) pays, fails or cancels, and a control that
 * settles a payment and sends the provider's webhook. The app is pointed at them with
 * ACADEMY_MOLLIE_API_URL / ACADEMY_STRIPE_API_URL.
 *
 * - Mollie: POST /v2/payments, GET /v2/payments/{id} (docs.mollie.com/reference/create-payment,
 *   get-payment), HAL+JSON; a webhook is a form POST of `id` only.
 * - Stripe: POST /v1/checkout/sessions (form-encoded, as the SDK sends it), GET
 *   /v1/checkout/sessions/{id}; a webhook is a signed event (the SDK's test signature helper).
 */

export type Settlement = 'paid' | 'failed' | 'expired' | 'canceled';

/** Where a webhook goes: by default an HTTP POST to the address; tests may take it themselves. */
export type WebhookSender = (request: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<void>;

const httpSender: WebhookSender = async ({ url, body, headers }) => {
  await fetch(url, { method: 'POST', body, headers });
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, type = 'application/json') {
  response.writeHead(status, { 'content-type': type });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const token = (length: number) =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);

/** A throwaway certificate for 127.0.0.1 (openssl): the Mollie SDK speaks https only. */
function loopbackCertificate() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-mollie-'));
  const key = path.join(directory, 'key.pem');
  const cert = path.join(directory, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { directory, key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The stand-in's hosted checkout: three buttons, as plain as a provider's test page. */
function checkoutPage(title: string, id: string, amount: string): string {
  const button = (outcome: Settlement, label: string) =>
    `<form method="post" action="/pay/${id}/${outcome}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p>Amount: ${amount}</p>
${button('paid', 'Pay')}${button('failed', 'Fail')}${button('canceled', 'Cancel')}</main></body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Mollie
// ---------------------------------------------------------------------------------------------

type MolliePayment = {
  id: string;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  cancelUrl: string | null;
  webhookUrl: string | null;
  metadata: unknown;
  status: 'open' | 'pending' | 'paid' | 'failed' | 'expired' | 'canceled';
  createdAt: string;
  paidAt?: string;
};

export type MollieStandIn = Awaited<ReturnType<typeof startMollieStandIn>>;

export async function startMollieStandIn(options: {
  apiKey: string;
  sender?: WebhookSender;
  /** Fixed ports (the end-to-end servers'); any free ones by default. */
  ports?: { api: number; pages: number };
}) {
  const payments = new Map<string, MolliePayment>();
  const requests: { method: string; path: string; authorization: string | undefined }[] = [];
  /** The API (https, as the SDK insists) and the hosted checkout pages (http, for the browser). */
  let base = '';
  let pages = '';
  let sender = options.sender ?? httpSender;
  // Refunds (issue 40, item 4): their endpoints and controls, at the end of this file.
  const refunds = mollieRefunds({
    payments,
    base: () => base,
    fireWebhook: (id) => fireWebhook(id),
  });

  const resource = (payment: MolliePayment) => ({
    resource: 'payment',
    id: payment.id,
    mode: options.apiKey.startsWith('live_') ? 'live' : 'test',
    createdAt: payment.createdAt,
    amount: payment.amount,
    description: payment.description,
    method: null,
    metadata: payment.metadata,
    status: payment.status,
    ...(payment.paidAt ? { paidAt: payment.paidAt } : {}),
    ...refunds.paymentFields(payment),
    isCancelable: false,
    expiresAt: new Date(Date.parse(payment.createdAt) + 15 * 60_000).toISOString(),
    profileId: 'pfl_QkEhN94Ba',
    sequenceType: 'oneoff',
    redirectUrl: payment.redirectUrl,
    cancelUrl: payment.cancelUrl,
    webhookUrl: payment.webhookUrl,
    _links: {
      self: { href: `${base}/v2/payments/${payment.id}`, type: 'application/hal+json' },
      ...(payment.status === 'open'
        ? { checkout: { href: `${pages}/pay/${payment.id}`, type: 'text/html' } }
        : {}),
      documentation: {
        href: 'https://docs.mollie.com/reference/create-payment',
        type: 'text/html',
      },
    },
  });

  const notFound = (response: ServerResponse, id: string) =>
    send(
      response,
      404,
      {
        status: 404,
        title: 'Not Found',
        detail: `No payment exists with token ${id}.`,
        _links: {
          documentation: {
            href: 'https://docs.mollie.com/overview/handling-errors',
            type: 'text/html',
          },
        },
      },
      'application/hal+json',
    );

  async function settle(id: string, outcome: Settlement, fire = true) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`No Mollie payment ${id}`);
    payment.status = outcome;
    if (outcome === 'paid') payment.paidAt = new Date().toISOString();
    if (fire) await fireWebhook(id);
    return payment;
  }

  async function fireWebhook(id: string) {
    const payment = payments.get(id);
    if (!payment?.webhookUrl) return;
    await sender({
      url: payment.webhookUrl,
      body: new URLSearchParams({ id }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, authorization });
    const body = await readBody(request);
    const api = url.pathname.startsWith('/v2/');
    if (api && authorization !== `Bearer ${options.apiKey}`) {
      send(
        response,
        401,
        {
          status: 401,
          title: 'Unauthorized Request',
          detail: 'Missing authentication, or failed to authenticate',
        },
        'application/hal+json',
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v2/payments') {
      const input = JSON.parse(body || '{}');
      if (!input.amount?.value || !input.description || !input.redirectUrl) {
        send(
          response,
          422,
          {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The amount, description and redirectUrl are required',
          },
          'application/hal+json',
        );
        return;
      }
      const payment: MolliePayment = {
        id: `tr_${token(10)}`,
        amount: input.amount,
        description: input.description,
        redirectUrl: input.redirectUrl,
        cancelUrl: input.cancelUrl ?? null,
        webhookUrl: input.webhookUrl ?? null,
        metadata: input.metadata ?? null,
        status: 'open',
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      send(response, 201, resource(payment), 'application/hal+json');
      return;
    }
    const get = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && get) {
      const payment = payments.get(get[1] as string);
      if (!payment) return notFound(response, get[1] as string);
      send(response, 200, resource(payment), 'application/hal+json');
      return;
    }
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && page) {
      const payment = payments.get(page[1] as string);
      if (!payment) return notFound(response, page[1] as string);
      send(
        response,
        200,
        checkoutPage(
          'Mollie stand-in checkout',
          payment.id,
          `${payment.amount.currency} ${payment.amount.value}`,
        ),
        'text/html; charset=utf-8',
      );
      return;
    }
    const act = /^\/pay\/([^/]+)\/(paid|failed|canceled|expired)$/.exec(url.pathname);
    if (request.method === 'POST' && act) {
      const payment = payments.get(act[1] as string);
      if (!payment) return notFound(response, act[1] as string);
      // As Mollie does: the webhook first, then the buyer is sent back.
      await settle(payment.id, act[2] as Settlement);
      response.writeHead(303, {
        location:
          act[2] === 'canceled' && payment.cancelUrl ? payment.cancelUrl : payment.redirectUrl,
      });
      response.end();
      return;
    }
    if (await refunds.handle(request, url, body, response)) return;
    send(
      response,
      404,
      { status: 404, title: 'Not Found', detail: 'No such endpoint' },
      'application/hal+json',
    );
  };
  const certificate = loopbackCertificate();
  const server = createHttpsServer({ key: certificate.key, cert: certificate.cert }, handler);
  const pageServer = createServer(handler);
  base = `https://127.0.0.1:${await listen(server as unknown as Server, options.ports?.api)}`;
  pages = `http://127.0.0.1:${await listen(pageServer, options.ports?.pages)}`;
  return {
    base,
    pages,
    /** The app's configuration for this stand-in. */
    env: {
      ACADEMY_MOLLIE_API_URL: `${base}/v2/`,
      // The SDK trusts only its own bundle of authorities: the process under test must accept
      // this throwaway certificate (a test process only; never the app's configuration).
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    },
    payments,
    requests,
    settle,
    fireWebhook,
    refunds: refunds.refunds,
    settleRefund: refunds.settleRefund,
    failNextRefund: refunds.failNextRefund,
    setSender(next: WebhookSender) {
      sender = next;
    },
    close: async () => {
      await Promise.all([close(server as unknown as Server), close(pageServer)]);
      fs.rmSync(certificate.directory, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Stripe
// ---------------------------------------------------------------------------------------------

/** Stripe's form encoding (`a[b][0][c]=d`) back into an object, as far as the SDK writes it. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let target = result as Record<string, unknown>;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        target[part] = value;
        return;
      }
      target[part] ??= /^\d+$/.test(path[index + 1] as string) ? [] : {};
      target = target[part] as Record<string, unknown>;
    });
  }
  return result;
}

type StripeSession = {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: boolean;
  created: number;
  /** Set once paid (the refunds' handle). */
  payment_intent?: string | null;
};

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

export async function startStripeStandIn(options: {
  secretKey: string;
  webhookSecret: string;
  /** Where events are sent (the app's /api/payments/stripe); tests may take them with `sender`. */
  webhookUrl?: string;
  sender?: WebhookSender;
  port?: number;
}) {
  const sessions = new Map<string, StripeSession>();
  const idempotent = new Map<string, string>();
  const requests: { method: string; path: string }[] = [];
  let base = '';
  let sender = options.sender ?? httpSender;
  let webhookUrl = options.webhookUrl ?? '';
  const stripe = new Stripe(options.secretKey);

  const error = (response: ServerResponse, status: number, message: string, code?: string) =>
    send(response, status, {
      error: { type: 'invalid_request_error', message, ...(code ? { code } : {}) },
    });

  /** A signed event of `type` about a session, as Stripe would post it. */
  function signedEvent(type: string, session: StripeSession, secret = options.webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_${token(24)}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object: session },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { payload, signature };
  }

  const EVENT_OF: Record<Settlement, string> = {
    paid: 'checkout.session.completed',
    failed: 'checkout.session.async_payment_failed',
    expired: 'checkout.session.expired',
    canceled: 'checkout.session.expired',
  };

  async function settle(id: string, outcome: Settlement, fire = true) {
    const session = sessions.get(id);
    if (!session) throw new Error(`No Stripe session ${id}`);
    if (outcome === 'paid')
      Object.assign(session, { status: 'complete', payment_status: 'paid', url: null });
    else if (outcome === 'failed')
      Object.assign(session, { status: 'complete', payment_status: 'unpaid', url: null });
    else Object.assign(session, { status: 'expired', url: null });
    if (outcome === 'paid') refunds.paid(session);
    const event = signedEvent(EVENT_OF[outcome], session);
    if (fire) await fireEvent(event);
    return { session, event };
  }

  async function fireEvent(event: { payload: string; signature: string }) {
    await sender({
      url: webhookUrl,
      body: event.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    });
  }

  // Refunds (issue 40, item 4) and the e2e controls: at the end of this file.
  const refunds = stripeRefunds({
    sessions,
    signedEvent: (type, object) => signedEvent(type, object as StripeSession),
    fireEvent: (event) => fireEvent(event),
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', base);
    requests.push({ method: request.method ?? 'GET', path: url.pathname });
    const body = await readBody(request);
    const api = url.pathname.startsWith('/v1/');
    if (api && request.headers.authorization !== `Bearer ${options.secretKey}`) {
      send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const again = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (again && sessions.has(again)) return send(response, 200, sessions.get(again));
      const input = parseStripeForm(body) as {
        mode?: string;
        success_url?: string;
        cancel_url?: string;
        client_reference_id?: string;
        customer_email?: string;
        metadata?: Record<string, string>;
        line_items?: { quantity: string; price_data: { currency: string; unit_amount: string } }[];
      };
      if (input.mode !== 'payment' || !input.success_url || !input.line_items?.length) {
        return error(response, 400, 'Missing required param: mode, success_url or line_items.');
      }
      const id = `cs_test_${token(40)}`;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        amount_total: input.line_items.reduce(
          (sum, item) => sum + Number(item.quantity) * Number(item.price_data.unit_amount),
          0,
        ),
        currency: input.line_items[0]?.price_data.currency ?? 'eur',
        client_reference_id: input.client_reference_id ?? null,
        customer_email: input.customer_email ?? null,
        metadata: input.metadata ?? {},
        mode: 'payment',
        payment_status: 'unpaid',
        status: 'open',
        success_url: input.success_url,
        cancel_url: input.cancel_url ?? null,
        url: `${base}/pay/${id}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      if (typeof key === 'string') idempotent.set(key, id);
      return send(response, 200, session);
    }
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && get) {
      const session = sessions.get(get[1] as string);
      if (!session) {
        return error(response, 404, `No such checkout.session: '${get[1]}'`, 'resource_missing');
      }
      return send(response, 200, session);
    }
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && page) {
      const session = sessions.get(page[1] as string);
      if (!session) return error(response, 404, 'No such checkout.session');
      const amount = `${session.currency.toUpperCase()} ${(session.amount_total / 100).toFixed(2)}`;
      return send(
        response,
        200,
        checkoutPage('Stripe stand-in checkout', session.id, amount),
        'text/html; charset=utf-8',
      );
    }
    const act = /^\/pay\/([^/]+)\/(paid|failed|canceled|expired)$/.exec(url.pathname);
    if (request.method === 'POST' && act) {
      const session = sessions.get(act[1] as string);
      if (!session) return error(response, 404, 'No such checkout.session');
      const outcome = act[2] as Settlement;
      await settle(session.id, outcome);
      response.writeHead(303, {
        location:
          outcome === 'paid' ? session.success_url : (session.cancel_url ?? session.success_url),
      });
      response.end();
      return;
    }
    if (await refunds.handle(request, url, body, response)) return;
    error(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  });
  const port = await listen(server, options.port);
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    env: { ACADEMY_STRIPE_API_URL: base },
    sessions,
    requests,
    settle,
    signedEvent,
    fireEvent,
    refunds: refunds.refunds,
    settleRefund: refunds.settleRefund,
    failNextRefund: refunds.failNextRefund,
    setSender(next: WebhookSender) {
      sender = next;
    },
    setWebhookUrl(next: string) {
      webhookUrl = next;
    },
    close: () => close(server),
  };
}

// ---------------------------------------------------------------------------------------------
// Refunds (issue 40, item 4; docs/checkout.md "Refunds"): only the endpoints the app's SDK calls
// make, in the shape of the providers' documented responses, their webhooks, and controls a
// test (or, over HTTP, an end-to-end test) uses to settle a refund or make the next one fail.
// ---------------------------------------------------------------------------------------------

/** A refund's later fate, as a test settles it. */
export type RefundSettlement = 'refunded' | 'failed' | 'canceled';

const cents = (value: string) => Math.round(Number(value) * 100);
const decimal = (amount: number) => (amount / 100).toFixed(2);

/** POST /control/refunds/{id}/{outcome} and POST /control/refund-failure/{status}, both stand-ins. */
const CONTROL_SETTLE = /^\/control\/refunds\/([^/]+)\/(refunded|failed|canceled)$/;
const CONTROL_FAIL = /^\/control\/refund-failure\/(\d{3})$/;

type MollieRefund = {
  resource: 'refund';
  id: string;
  mode: 'test';
  amount: { currency: string; value: string };
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  createdAt: string;
  description: string;
  metadata: unknown;
  paymentId: string;
  settlementAmount: { currency: string; value: string };
};

/**
 * Mollie's refunds of a payment (docs.mollie.com/reference/create-refund, get-refund):
 * POST /v2/payments/{id}/refunds (JSON, an Idempotency-Key honoured) answers the refund
 * `pending`; GET /v2/payments/{id}/refunds/{refund}; the payment shows `amountRefunded` and
 * `amountRemaining`. Settling a refund calls the payment's webhook, as Mollie does.
 */
function mollieRefunds(context: {
  payments: Map<string, MolliePayment>;
  base: () => string;
  fireWebhook: (paymentId: string) => Promise<void>;
}) {
  const refunds = new Map<string, MollieRefund>();
  const idempotent = new Map<string, string>();
  let failNext: number | null = null;
  let failing: { key: string | string[] | undefined; status: number } | null = null;

  const refundedOf = (paymentId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.paymentId === paymentId && refund.status !== 'failed')
      .filter((refund) => refund.status !== 'canceled')
      .reduce((sum, refund) => sum + cents(refund.amount.value), 0);

  const resource = (refund: MollieRefund) => ({
    ...refund,
    _links: {
      self: {
        href: `${context.base()}/v2/payments/${refund.paymentId}/refunds/${refund.id}`,
        type: 'application/hal+json',
      },
      payment: {
        href: `${context.base()}/v2/payments/${refund.paymentId}`,
        type: 'application/hal+json',
      },
      documentation: { href: 'https://docs.mollie.com/reference/get-refund', type: 'text/html' },
    },
  });

  const problem = (response: ServerResponse, status: number, title: string, detail: string) =>
    send(response, status, { status, title, detail }, 'application/hal+json');

  async function settleRefund(id: string, outcome: RefundSettlement, fire = true) {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`No Mollie refund ${id}`);
    refund.status = outcome;
    if (fire) await context.fireWebhook(refund.paymentId);
    return refund;
  }

  return {
    refunds,
    settleRefund,
    /** The next refund is refused with this HTTP status (a 4xx or 5xx of Mollie's). */
    failNextRefund(status: number) {
      failNext = status;
    },
    paymentFields(payment: MolliePayment) {
      if (payment.status !== 'paid') return {};
      const refunded = refundedOf(payment.id);
      const total = cents(payment.amount.value);
      return {
        amountRefunded: { currency: payment.amount.currency, value: decimal(refunded) },
        amountRemaining: { currency: payment.amount.currency, value: decimal(total - refunded) },
      };
    },
    async handle(
      request: IncomingMessage,
      url: URL,
      body: string,
      response: ServerResponse,
    ): Promise<boolean> {
      const control = CONTROL_SETTLE.exec(url.pathname);
      if (request.method === 'POST' && control) {
        if (!refunds.has(control[1] as string)) {
          problem(response, 404, 'Not Found', 'No such refund');
          return true;
        }
        await settleRefund(control[1] as string, control[2] as RefundSettlement);
        send(response, 200, { ok: true });
        return true;
      }
      const fail = CONTROL_FAIL.exec(url.pathname);
      if (request.method === 'POST' && fail) {
        failNext = Number(fail[1]);
        send(response, 200, { ok: true });
        return true;
      }
      const create = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(url.pathname);
      if (request.method === 'POST' && create) {
        const payment = context.payments.get(create[1] as string);
        if (!payment) {
          problem(response, 404, 'Not Found', `No payment exists with token ${create[1]}.`);
          return true;
        }
        const key = request.headers['idempotency-key'];
        if (failNext !== null || (failing && key === failing.key)) {
          // The refused request's retries (the SDK's, with its idempotency key) fail alike.
          if (failNext !== null) failing = { key, status: failNext };
          failNext = null;
          const status = failing?.status ?? 500;
          problem(
            response,
            status,
            status >= 500 ? 'Internal Server Error' : 'Unprocessable Entity',
            status >= 500
              ? 'An unexpected error occurred, please try again later'
              : 'The payment cannot be refunded',
          );
          return true;
        }
        const again = typeof key === 'string' ? idempotent.get(key) : undefined;
        const known = again ? refunds.get(again) : undefined;
        if (known) {
          send(response, 201, resource(known), 'application/hal+json');
          return true;
        }
        const input = JSON.parse(body || '{}');
        const amount = input.amount?.value ? cents(String(input.amount.value)) : 0;
        const left = cents(payment.amount.value) - refundedOf(payment.id);
        if (payment.status !== 'paid') {
          problem(response, 422, 'Unprocessable Entity', 'The payment cannot be refunded');
          return true;
        }
        if (amount <= 0 || amount > left) {
          problem(
            response,
            422,
            'Unprocessable Entity',
            `The amount is higher than the amount that can be refunded (${decimal(left)})`,
          );
          return true;
        }
        const refund: MollieRefund = {
          resource: 'refund',
          id: `re_${token(10)}`,
          mode: 'test',
          amount: { currency: payment.amount.currency, value: decimal(amount) },
          status: 'pending',
          createdAt: new Date().toISOString(),
          description: String(input.description ?? ''),
          metadata: input.metadata ?? null,
          paymentId: payment.id,
          settlementAmount: { currency: payment.amount.currency, value: decimal(-amount) },
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') idempotent.set(key, refund.id);
        send(response, 201, resource(refund), 'application/hal+json');
        return true;
      }
      const get = /^\/v2\/payments\/([^/]+)\/refunds\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && get) {
        const refund = refunds.get(get[2] as string);
        if (!refund || refund.paymentId !== get[1]) {
          problem(response, 404, 'Not Found', `No refund exists with token ${get[2]}.`);
          return true;
        }
        send(response, 200, resource(refund), 'application/hal+json');
        return true;
      }
      return false;
    },
  };
}

type StripeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: string | null;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  receipt_number: string | null;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
};

/**
 * Stripe's refunds (docs.stripe.com/api/refunds): POST /v1/refunds (form-encoded:
 * payment_intent, amount, metadata; an Idempotency-Key honoured) answers the refund `pending`;
 * GET /v1/refunds/{id}. Settling one sends `refund.updated` and `charge.refunded`, signed. A paid
 * session gets its payment intent (`pi_…`) and charge. For the end-to-end tests also
 * POST /control/sessions/{id}/events/{type}: a signed event of that type about the session as
 * it is now (a duplicated or late webhook).
 */
function stripeRefunds(context: {
  sessions: Map<string, StripeSession>;
  signedEvent: (type: string, object: unknown) => { payload: string; signature: string };
  fireEvent: (event: { payload: string; signature: string }) => Promise<void>;
}) {
  const refunds = new Map<string, StripeRefund>();
  const charges = new Map<string, { id: string; session: StripeSession }>();
  const idempotent = new Map<string, string>();
  let failNext: number | null = null;
  let failing: { key: string | string[] | undefined; status: number } | null = null;

  const failure = (response: ServerResponse, status: number, message: string, code?: string) =>
    send(response, status, {
      error: {
        type: status >= 500 ? 'api_error' : 'invalid_request_error',
        message,
        ...(code ? { code } : {}),
      },
    });

  const refundedOf = (intent: string) =>
    [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent)
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + refund.amount, 0);

  const chargeOf = (intent: string) => {
    const charge = charges.get(intent);
    if (!charge) return null;
    const refunded = refundedOf(intent);
    return {
      id: charge.id,
      object: 'charge',
      amount: charge.session.amount_total,
      amount_captured: charge.session.amount_total,
      amount_refunded: refunded,
      currency: charge.session.currency,
      metadata: {},
      paid: true,
      payment_intent: intent,
      refunded: refunded >= charge.session.amount_total,
      status: 'succeeded',
    };
  };

  async function settleRefund(id: string, outcome: RefundSettlement, fire = true) {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`No Stripe refund ${id}`);
    refund.status = outcome === 'refunded' ? 'succeeded' : outcome;
    const events = [context.signedEvent('refund.updated', refund)];
    if (refund.status === 'succeeded') {
      events.push(context.signedEvent('charge.refunded', chargeOf(refund.payment_intent)));
    }
    if (fire) for (const event of events) await context.fireEvent(event);
    return { refund, events };
  }

  return {
    refunds,
    settleRefund,
    /** The next refund is refused with this HTTP status (a 4xx or 5xx of Stripe's). */
    failNextRefund(status: number) {
      failNext = status;
    },
    /** A session paid: its payment intent and charge, which refunds name. */
    paid(session: StripeSession) {
      const intent = `pi_${token(24)}`;
      session.payment_intent = intent;
      charges.set(intent, { id: `ch_${token(24)}`, session });
    },
    async handle(
      request: IncomingMessage,
      url: URL,
      body: string,
      response: ServerResponse,
    ): Promise<boolean> {
      const control = CONTROL_SETTLE.exec(url.pathname);
      if (request.method === 'POST' && control) {
        if (!refunds.has(control[1] as string)) {
          failure(response, 404, 'No such refund', 'resource_missing');
          return true;
        }
        await settleRefund(control[1] as string, control[2] as RefundSettlement);
        send(response, 200, { ok: true });
        return true;
      }
      const fail = CONTROL_FAIL.exec(url.pathname);
      if (request.method === 'POST' && fail) {
        failNext = Number(fail[1]);
        send(response, 200, { ok: true });
        return true;
      }
      const resend = /^\/control\/sessions\/([^/]+)\/events\/([a-z_.]+)$/.exec(url.pathname);
      if (request.method === 'POST' && resend) {
        const session = context.sessions.get(resend[1] as string);
        if (!session) {
          failure(response, 404, 'No such checkout.session', 'resource_missing');
          return true;
        }
        await context.fireEvent(context.signedEvent(resend[2] as string, session));
        send(response, 200, { ok: true });
        return true;
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        const key = request.headers['idempotency-key'];
        if (failNext !== null || (failing && key === failing.key)) {
          // The refused request's retries (the SDK's, with its idempotency key) fail alike.
          if (failNext !== null) failing = { key, status: failNext };
          failNext = null;
          const status = failing?.status ?? 500;
          failure(
            response,
            status,
            status >= 500
              ? 'An unknown error occurred'
              : 'This PaymentIntent cannot be refunded right now.',
          );
          return true;
        }
        const again = typeof key === 'string' ? idempotent.get(key) : undefined;
        const known = again ? refunds.get(again) : undefined;
        if (known) {
          send(response, 200, known);
          return true;
        }
        const input = parseStripeForm(body) as {
          payment_intent?: string;
          amount?: string;
          metadata?: Record<string, string>;
        };
        const charge = input.payment_intent ? charges.get(input.payment_intent) : undefined;
        if (!input.payment_intent || !charge) {
          failure(
            response,
            400,
            `No such payment_intent: '${input.payment_intent ?? ''}'`,
            'resource_missing',
          );
          return true;
        }
        const left = charge.session.amount_total - refundedOf(input.payment_intent);
        const amount = input.amount ? Number(input.amount) : left;
        if (left <= 0) {
          failure(
            response,
            400,
            `Charge ${charge.id} has already been refunded.`,
            'charge_already_refunded',
          );
          return true;
        }
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          failure(
            response,
            400,
            `Refund amount (${decimal(amount)}) is greater than unrefunded amount on charge (${decimal(left)})`,
            'amount_too_large',
          );
          return true;
        }
        const refund: StripeRefund = {
          id: `re_${token(24)}`,
          object: 'refund',
          amount,
          balance_transaction: null,
          charge: charge.id,
          created: Math.floor(Date.now() / 1000),
          currency: charge.session.currency,
          metadata: input.metadata ?? {},
          payment_intent: input.payment_intent,
          reason: null,
          receipt_number: null,
          status: 'pending',
        };
        refunds.set(refund.id, refund);
        if (typeof key === 'string') idempotent.set(key, refund.id);
        send(response, 200, refund);
        return true;
      }
      const get = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && get) {
        const refund = refunds.get(get[1] as string);
        if (!refund) {
          failure(response, 404, `No such refund: '${get[1]}'`, 'resource_missing');
          return true;
        }
        send(response, 200, refund);
        return true;
      }
      return false;
    },
  };
}
