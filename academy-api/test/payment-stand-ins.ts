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
} & MollieRecurringPaymentFields;

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
  const recurring = mollieRecurring({
    payments,
    sender: (request) => sender(request),
    base: () => base,
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
    ...mollieRecurringResourceFields(payment),
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
    recurring.settled(payment);
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
    if (api && (await recurring.handle(request, url, body, response))) return;
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
        ...recurring.paymentFields(input),
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
    if (!api && (await recurring.control(request, url, body, response))) return;
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
    /** Issue 40, item 3: customers, mandates, subscriptions and the renewal trigger. */
    recurring: recurring.controls,
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
  mode: 'payment' | 'subscription' | 'setup';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  livemode: boolean;
  created: number;
  /** Set once paid (the refunds' handle). */
  payment_intent?: string | null;
} & StripeRecurringSessionFields;

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
    recurring.settled(session, outcome);
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

  const recurring = stripeRecurring({
    sessions,
    base: () => base,
    sign: (type, object) => {
      const payload = JSON.stringify({
        id: `evt_${token(24)}`,
        object: 'event',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        type,
        data: { object },
      });
      return {
        payload,
        signature: stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.webhookSecret,
        }),
      };
    },
    fire: (event) => fireEvent(event),
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
    if (await recurring.handle(request, url, body, response)) return;
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
    /** Issue 40, item 3: subscriptions, invoices, setup sessions and the renewal trigger. */
    recurring: recurring.controls,
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

// ---------------------------------------------------------------------------------------------
// Mollie: customers, mandates and subscriptions (issue 40, item 3: subscriptions that renew)
// ---------------------------------------------------------------------------------------------

/**
 * What a payment of a customer carries (docs.mollie.com/reference/get-payment, "recurring"):
 * the customer, its sequence type, and once a `first` payment is paid, the mandate it made; a
 * renewal names its subscription.
 */
type MollieRecurringPaymentFields = {
  customerId?: string;
  sequenceType?: 'oneoff' | 'first' | 'recurring';
  mandateId?: string;
  subscriptionId?: string;
  failedAt?: string;
};

type MollieCustomer = {
  id: string;
  name: string | null;
  email: string | null;
  metadata: unknown;
  createdAt: string;
};

type MollieMandate = { id: string; customerId: string; status: 'valid'; createdAt: string };

type MollieSubscription = {
  id: string;
  customerId: string;
  mandateId: string | null;
  amount: { currency: string; value: string };
  interval: string;
  startDate: string;
  description: string;
  webhookUrl: string | null;
  metadata: unknown;
  status: 'active' | 'canceled';
  createdAt: string;
  canceledAt?: string;
};

function mollieRecurringResourceFields(payment: MolliePayment) {
  return {
    ...(payment.customerId ? { customerId: payment.customerId } : {}),
    ...(payment.sequenceType ? { sequenceType: payment.sequenceType } : {}),
    ...(payment.mandateId ? { mandateId: payment.mandateId } : {}),
    ...(payment.subscriptionId ? { subscriptionId: payment.subscriptionId } : {}),
    ...(payment.failedAt ? { failedAt: payment.failedAt } : {}),
  };
}

function mollieRecurring(context: {
  payments: Map<string, MolliePayment>;
  sender: WebhookSender;
  base: () => string;
}) {
  const customers = new Map<string, MollieCustomer>();
  const mandates = new Map<string, MollieMandate>();
  const subscriptions = new Map<string, MollieSubscription>();
  const idempotent = new Map<string, string>();
  /** Answers in HAL+JSON; true: the request was one of these endpoints. */
  const hal = (response: ServerResponse, status: number, body: unknown): true => {
    send(response, status, body, 'application/hal+json');
    return true;
  };
  const missing = (response: ServerResponse, what: string, id: string): true =>
    hal(response, 404, {
      status: 404,
      title: 'Not Found',
      detail: `No ${what} exists with token ${id}.`,
    });

  const customerResource = (customer: MollieCustomer) => ({
    resource: 'customer',
    mode: 'test',
    ...customer,
    _links: {
      self: { href: `${context.base()}/v2/customers/${customer.id}`, type: 'application/hal+json' },
    },
  });
  const subscriptionResource = (subscription: MollieSubscription) => ({
    resource: 'subscription',
    mode: 'test',
    ...subscription,
    times: null,
    timesRemaining: null,
    nextPaymentDate: subscription.status === 'active' ? subscription.startDate : null,
    _links: {
      self: {
        href: `${context.base()}/v2/customers/${subscription.customerId}/subscriptions/${subscription.id}`,
        type: 'application/hal+json',
      },
      customer: {
        href: `${context.base()}/v2/customers/${subscription.customerId}`,
        type: 'application/hal+json',
      },
    },
  });

  /** A new payment's customer fields, from the create request. */
  function paymentFields(input: {
    customerId?: string;
    sequenceType?: string;
  }): MollieRecurringPaymentFields {
    if (!input.customerId) return {};
    return {
      customerId: input.customerId,
      sequenceType: input.sequenceType === 'first' ? 'first' : 'oneoff',
    };
  }

  /** A `first` payment paid: its customer gets a valid mandate (as Mollie makes one). */
  function settled(payment: MolliePayment) {
    if (payment.status !== 'paid' || payment.sequenceType !== 'first' || !payment.customerId)
      return;
    if (payment.mandateId) return;
    const mandate: MollieMandate = {
      id: `mdt_${token(10)}`,
      customerId: payment.customerId,
      status: 'valid',
      createdAt: new Date().toISOString(),
    };
    mandates.set(mandate.id, mandate);
    payment.mandateId = mandate.id;
  }

  /** The recurring endpoints; false when the request is none of them. */
  async function handle(
    request: IncomingMessage,
    url: URL,
    body: string,
    response: ServerResponse,
  ): Promise<boolean> {
    const key = request.headers['idempotency-key'];
    const again = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (request.method === 'POST' && url.pathname === '/v2/customers') {
      const existing = again ? customers.get(again) : undefined;
      if (existing) return hal(response, 201, customerResource(existing));
      const input = JSON.parse(body || '{}');
      const customer: MollieCustomer = {
        id: `cst_${token(10)}`,
        name: input.name ?? null,
        email: input.email ?? null,
        metadata: input.metadata ?? null,
        createdAt: new Date().toISOString(),
      };
      customers.set(customer.id, customer);
      if (typeof key === 'string') idempotent.set(key, customer.id);
      hal(response, 201, customerResource(customer));
      return true;
    }
    const list = /^\/v2\/customers\/([^/]+)\/subscriptions$/.exec(url.pathname);
    if (request.method === 'POST' && list) {
      const customer = customers.get(list[1] as string);
      if (!customer) return missing(response, 'customer', list[1] as string);
      const existing = again ? subscriptions.get(again) : undefined;
      if (existing) return hal(response, 201, subscriptionResource(existing));
      const input = JSON.parse(body || '{}');
      const mandate = input.mandateId ? mandates.get(input.mandateId) : undefined;
      if (
        !input.amount?.value ||
        !input.interval ||
        !input.description ||
        (input.mandateId && !mandate)
      ) {
        hal(response, 422, {
          status: 422,
          title: 'Unprocessable Entity',
          detail: 'The amount, interval, description and a valid mandate are required',
        });
        return true;
      }
      const subscription: MollieSubscription = {
        id: `sub_${token(10)}`,
        customerId: customer.id,
        mandateId: input.mandateId ?? null,
        amount: input.amount,
        interval: input.interval,
        startDate: input.startDate ?? new Date().toISOString().slice(0, 10),
        description: input.description,
        webhookUrl: input.webhookUrl ?? null,
        metadata: input.metadata ?? null,
        status: 'active',
        createdAt: new Date().toISOString(),
      };
      subscriptions.set(subscription.id, subscription);
      if (typeof key === 'string') idempotent.set(key, subscription.id);
      hal(response, 201, subscriptionResource(subscription));
      return true;
    }
    const one = /^\/v2\/customers\/([^/]+)\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const subscription = subscriptions.get(one[2] as string);
      if (!subscription || subscription.customerId !== one[1]) {
        return missing(response, 'subscription', one[2] as string);
      }
      if (request.method === 'GET') return hal(response, 200, subscriptionResource(subscription));
      if (request.method === 'DELETE') {
        if (subscription.status === 'canceled') {
          hal(response, 422, {
            status: 422,
            title: 'Unprocessable Entity',
            detail: 'The subscription has been canceled',
          });
          return true;
        }
        subscription.status = 'canceled';
        subscription.canceledAt = new Date().toISOString();
        hal(response, 200, subscriptionResource(subscription));
        return true;
      }
      if (request.method === 'PATCH') {
        const input = JSON.parse(body || '{}');
        if (input.mandateId) {
          const mandate = mandates.get(input.mandateId);
          if (!mandate || mandate.customerId !== subscription.customerId) {
            hal(response, 422, {
              status: 422,
              title: 'Unprocessable Entity',
              detail: 'The mandate is not valid for this customer',
            });
            return true;
          }
          subscription.mandateId = mandate.id;
        }
        hal(response, 200, subscriptionResource(subscription));
        return true;
      }
    }
    return false;
  }

  /**
   * Test-only: Mollie makes a renewal payment of a subscription (paid or failed, made at `at`)
   * and posts its webhook, as Mollie does on the subscription's payment date.
   */
  async function renew(
    subscriptionId: string,
    outcome: 'paid' | 'failed',
    options: { at?: Date; fire?: boolean } = {},
  ) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No Mollie subscription ${subscriptionId}`);
    const at = (options.at ?? new Date()).toISOString();
    const payment: MolliePayment = {
      id: `tr_${token(10)}`,
      amount: subscription.amount,
      description: subscription.description,
      redirectUrl: '',
      cancelUrl: null,
      webhookUrl: subscription.webhookUrl,
      metadata: subscription.metadata,
      status: outcome,
      createdAt: at,
      ...(outcome === 'paid' ? { paidAt: at } : { failedAt: at }),
      customerId: subscription.customerId,
      sequenceType: 'recurring',
      ...(subscription.mandateId ? { mandateId: subscription.mandateId } : {}),
      subscriptionId: subscription.id,
    };
    context.payments.set(payment.id, payment);
    if (options.fire !== false) await fireRenewal(payment.id);
    return payment;
  }

  async function fireRenewal(id: string) {
    const payment = context.payments.get(id);
    if (!payment?.webhookUrl) return;
    await context.sender({
      url: payment.webhookUrl,
      body: new URLSearchParams({ id }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  /**
   * Test-only controls on the pages' port, for a test in another process (the end-to-end
   * tests): GET /control/subscriptions?email= lists a customer's subscriptions;
   * POST /control/renew {"email", "outcome": "paid"|"failed", "at"?} makes a renewal payment of
   * that customer's newest active subscription and sends its webhook.
   */
  async function control(
    request: IncomingMessage,
    url: URL,
    body: string,
    response: ServerResponse,
  ): Promise<boolean> {
    if (!url.pathname.startsWith('/control/')) return false;
    return renewalControl(request, url, body, response, {
      ofEmail: (email) => {
        const ids = new Set(
          [...customers.values()].filter((entry) => entry.email === email).map((entry) => entry.id),
        );
        return [...subscriptions.values()].filter((entry) => ids.has(entry.customerId));
      },
      renewable: (entry) => entry.status === 'active',
      renew: (id, outcome, at) => renew(id, outcome, at ? { at } : {}),
    });
  }

  return {
    handle,
    control,
    paymentFields,
    settled,
    controls: { customers, mandates, subscriptions, renew, fireRenewal },
  };
}

// ---------------------------------------------------------------------------------------------
// Stripe: subscriptions, their invoices and setup sessions (issue 40, item 3)
// ---------------------------------------------------------------------------------------------

/** What a session in mode subscription or setup carries once complete (docs.stripe.com). */
type StripeRecurringSessionFields = {
  customer?: string | null;
  subscription?: string | null;
  setup_intent?: string | null;
};

type StripeSubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  default_payment_method: string | null;
  metadata: Record<string, string>;
  currency: string;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      current_period_start: number;
      current_period_end: number;
      price: {
        id: string;
        object: 'price';
        currency: string;
        unit_amount: number;
        recurring: { interval: 'month' | 'year'; interval_count: 1 };
      };
      quantity: 1;
    }[];
  };
  created: number;
};

type StripeInvoice = {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_due: number;
  amount_paid: number;
  currency: string;
  attempt_count: number;
  created: number;
  status_transitions: { paid_at: number | null };
  parent: {
    type: 'subscription_details';
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
};

type StripeSetupIntent = {
  id: string;
  object: 'setup_intent';
  customer: string;
  status: 'succeeded';
  payment_method: string;
  metadata: Record<string, string>;
};

function stripeRecurring(context: {
  sessions: Map<string, StripeSession>;
  base: () => string;
  sign: (type: string, object: unknown) => { payload: string; signature: string };
  fire: (event: { payload: string; signature: string }) => Promise<void>;
}) {
  const subscriptions = new Map<string, StripeSubscription>();
  const invoices = new Map<string, StripeInvoice>();
  const setupIntents = new Map<string, StripeSetupIntent>();
  const sessionInputs = new Map<string, { interval: 'month' | 'year'; amount: number }>();
  /** Each customer's e-mail (the session's customer_email), for the test-only controls. */
  const customerEmails = new Map<string, string>();
  const idempotent = new Map<string, string>();
  const now = () => Math.floor(Date.now() / 1000);
  const missing = (response: ServerResponse, what: string, id: string): true => {
    send(response, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
      },
    });
    return true;
  };
  const ok = (response: ServerResponse, body: unknown): true => {
    send(response, 200, body);
    return true;
  };
  const addInterval = (from: number, interval: 'month' | 'year') => {
    const date = new Date(from * 1000);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  };

  function invoiceOf(
    subscription: StripeSubscription,
    reason: StripeInvoice['billing_reason'],
    paid: boolean,
    at: number,
  ): StripeInvoice {
    const amount = subscription.items.data[0]?.price.unit_amount ?? 0;
    const invoice: StripeInvoice = {
      id: `in_${token(24)}`,
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: subscription.currency,
      attempt_count: 1,
      created: at,
      status_transitions: { paid_at: paid ? at : null },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** A subscription or setup session paid on the page: what Stripe makes of it. */
  function settled(session: StripeSession, outcome: Settlement) {
    if (outcome !== 'paid') return;
    if (session.mode === 'subscription' && !session.subscription) {
      const input = sessionInputs.get(session.id);
      const start = now();
      const subscription: StripeSubscription = {
        id: `sub_${token(24)}`,
        object: 'subscription',
        customer: session.customer ?? `cus_${token(14)}`,
        status: 'active',
        cancel_at_period_end: false,
        default_payment_method: `pm_${token(24)}`,
        metadata: session.metadata,
        currency: session.currency,
        items: {
          object: 'list',
          data: [
            {
              id: `si_${token(14)}`,
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: addInterval(start, input?.interval ?? 'year'),
              price: {
                id: `price_${token(14)}`,
                object: 'price',
                currency: session.currency,
                unit_amount: input?.amount ?? session.amount_total,
                recurring: { interval: input?.interval ?? 'year', interval_count: 1 },
              },
              quantity: 1,
            },
          ],
        },
        created: start,
      };
      subscriptions.set(subscription.id, subscription);
      if (session.customer_email) customerEmails.set(subscription.customer, session.customer_email);
      invoiceOf(subscription, 'subscription_create', true, start);
      Object.assign(session, { subscription: subscription.id, customer: subscription.customer });
    }
    if (session.mode === 'setup' && !session.setup_intent && session.customer) {
      const intent: StripeSetupIntent = {
        id: `seti_${token(24)}`,
        object: 'setup_intent',
        customer: session.customer,
        status: 'succeeded',
        payment_method: `pm_${token(24)}`,
        metadata: session.metadata,
      };
      setupIntents.set(intent.id, intent);
      Object.assign(session, { setup_intent: intent.id, payment_status: 'no_payment_required' });
    }
  }

  /** The subscription, invoice and setup endpoints; false when the request is none of them. */
  async function handle(
    request: IncomingMessage,
    url: URL,
    body: string,
    response: ServerResponse,
  ): Promise<boolean> {
    if (url.pathname.startsWith('/control/')) return control(request, url, body, response);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const input = parseStripeForm(body) as {
        mode?: string;
        success_url?: string;
        cancel_url?: string;
        client_reference_id?: string;
        customer?: string;
        customer_email?: string;
        currency?: string;
        metadata?: Record<string, string>;
        line_items?: {
          quantity: string;
          price_data: { currency: string; unit_amount: string; recurring?: { interval: string } };
        }[];
      };
      if (input.mode !== 'subscription' && input.mode !== 'setup') return false;
      const key = request.headers['idempotency-key'];
      const again = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (again && context.sessions.has(again)) return ok(response, context.sessions.get(again));
      const line = input.line_items?.[0];
      const interval = line?.price_data.recurring?.interval;
      if (
        !input.success_url ||
        (input.mode === 'subscription' && interval !== 'month' && interval !== 'year') ||
        (input.mode === 'setup' && (!input.customer || !input.currency))
      ) {
        send(response, 400, {
          error: {
            type: 'invalid_request_error',
            message: 'Missing required param: a recurring price, or the customer and currency.',
          },
        });
        return true;
      }
      const id = `cs_test_${token(40)}`;
      const amount = line ? Number(line.quantity) * Number(line.price_data.unit_amount) : 0;
      const session: StripeSession = {
        id,
        object: 'checkout.session',
        amount_total: amount,
        currency: line?.price_data.currency ?? input.currency ?? 'eur',
        client_reference_id: input.client_reference_id ?? null,
        customer_email: input.customer_email ?? null,
        metadata: input.metadata ?? {},
        mode: input.mode,
        payment_status: 'unpaid',
        status: 'open',
        success_url: input.success_url,
        cancel_url: input.cancel_url ?? null,
        url: `${context.base()}/pay/${id}`,
        livemode: false,
        created: now(),
        customer: input.customer ?? null,
        subscription: null,
        setup_intent: null,
      };
      context.sessions.set(id, session);
      if (input.mode === 'subscription') {
        sessionInputs.set(id, { interval: interval as 'month' | 'year', amount });
      }
      if (typeof key === 'string') idempotent.set(key, id);
      return ok(response, session);
    }
    const session = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    // `expand[0]=setup_intent`, as the SDK writes it.
    const expand = [...url.searchParams]
      .filter(([name]) => /^expand\[\d*\]$/.test(name))
      .map(([, value]) => value);
    if (request.method === 'GET' && session && expand.length) {
      const found = context.sessions.get(session[1] as string);
      if (!found) return missing(response, 'checkout.session', session[1] as string);
      return ok(response, {
        ...found,
        ...(expand.includes('setup_intent') && found.setup_intent
          ? { setup_intent: setupIntents.get(found.setup_intent) ?? found.setup_intent }
          : {}),
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscription) {
      const found = subscriptions.get(subscription[1] as string);
      if (!found) return missing(response, 'subscription', subscription[1] as string);
      if (request.method === 'GET') return ok(response, found);
      if (request.method === 'DELETE') {
        found.status = 'canceled';
        return ok(response, found);
      }
      if (request.method === 'POST') {
        const input = parseStripeForm(body) as {
          cancel_at_period_end?: string;
          default_payment_method?: string;
        };
        if (input.cancel_at_period_end !== undefined) {
          found.cancel_at_period_end = input.cancel_at_period_end === 'true';
        }
        if (input.default_payment_method) {
          const known = [...setupIntents.values()].some(
            (intent) =>
              intent.payment_method === input.default_payment_method &&
              intent.customer === found.customer,
          );
          if (!known) return missing(response, 'payment_method', input.default_payment_method);
          found.default_payment_method = input.default_payment_method;
        }
        return ok(response, found);
      }
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && invoice) {
      const found = invoices.get(invoice[1] as string);
      if (!found) return missing(response, 'invoice', invoice[1] as string);
      return ok(response, found);
    }
    return false;
  }

  /**
   * Test-only: Stripe bills a renewal of a subscription (paid, or its payment failed, at `at`)
   * and sends the signed `invoice.paid` / `invoice.payment_failed` event.
   */
  async function renew(
    subscriptionId: string,
    outcome: 'paid' | 'failed',
    options: { at?: Date; fire?: boolean } = {},
  ) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No Stripe subscription ${subscriptionId}`);
    const at = Math.floor((options.at ?? new Date()).getTime() / 1000);
    const invoice = invoiceOf(subscription, 'subscription_cycle', outcome === 'paid', at);
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    const event = context.sign(
      outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed',
      invoice,
    );
    if (options.fire !== false) await context.fire(event);
    return { invoice, event };
  }

  /**
   * Test-only controls for a test in another process (the end-to-end tests), as Mollie's:
   * GET /control/subscriptions?email= and POST /control/renew {"email", "outcome", "at"?}.
   */
  async function control(
    request: IncomingMessage,
    url: URL,
    body: string,
    response: ServerResponse,
  ): Promise<boolean> {
    return renewalControl(request, url, body, response, {
      ofEmail: (email) =>
        [...subscriptions.values()].filter((entry) => customerEmails.get(entry.customer) === email),
      renewable: (entry) => entry.status !== 'canceled',
      renew: async (id, outcome, at) => (await renew(id, outcome, at ? { at } : {})).invoice,
    });
  }

  /** Test-only: a subscription event (updated or deleted) as Stripe sends it. */
  async function subscriptionEvent(subscriptionId: string, type: 'updated' | 'deleted') {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No Stripe subscription ${subscriptionId}`);
    const event = context.sign(`customer.subscription.${type}`, subscription);
    await context.fire(event);
    return event;
  }

  return {
    handle,
    settled,
    controls: { subscriptions, invoices, setupIntents, renew, subscriptionEvent },
  };
}

// ---------------------------------------------------------------------------------------------
// Test-only renewal controls of both stand-ins (issue 40, item 3)
// ---------------------------------------------------------------------------------------------

/**
 * GET /control/subscriptions?email= lists a customer's subscriptions; POST /control/renew
 * {"email", "outcome": "paid"|"failed", "at"?} makes a renewal payment of that customer's newest
 * renewable subscription and sends its webhook (a 502 when the webhook did not reach the app).
 */
async function renewalControl<S extends { id: string }>(
  request: IncomingMessage,
  url: URL,
  body: string,
  response: ServerResponse,
  stand: {
    ofEmail: (email: string | null) => S[];
    renewable: (subscription: S) => boolean;
    renew: (id: string, outcome: 'paid' | 'failed', at?: Date) => Promise<{ id: string }>;
  },
): Promise<boolean> {
  if (request.method === 'GET' && url.pathname === '/control/subscriptions') {
    send(response, 200, stand.ofEmail(url.searchParams.get('email')));
    return true;
  }
  if (request.method !== 'POST' || url.pathname !== '/control/renew') return false;
  const input = JSON.parse(body || '{}') as { email?: string; outcome?: string; at?: string };
  const subscription = stand
    .ofEmail(input.email ?? null)
    .filter(stand.renewable)
    .at(-1);
  if (!subscription || (input.outcome !== 'paid' && input.outcome !== 'failed')) {
    send(response, 404, { error: 'No renewable subscription for that e-mail, or no outcome' });
    return true;
  }
  try {
    const made = await stand.renew(
      subscription.id,
      input.outcome,
      input.at ? new Date(input.at) : undefined,
    );
    send(response, 201, { id: made.id, subscription: subscription.id });
  } catch (error) {
    // The webhook did not reach the app: said to the test, the stand-in keeps running.
    send(response, 502, { error: String((error as Error).message ?? error) });
  }
  return true;
}
