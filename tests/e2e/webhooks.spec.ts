import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths, PHONE } from './support/axe';
import { dismissTour } from './support/demo';
import { expect, test } from './support/fixtures';

/**
 * Issue 42, item 2: Ada points a webhook at a receiver of the test's own, on loopback (the e2e
 * server allows it: ACADEMY_WEBHOOKS_ALLOW_PRIVATE), sees its secret once, and an event of the
 * portal reaches the receiver signed per Standard Webhooks; the log shows it, and Send again
 * delivers the same event (the same webhook-id) once more.
 */
const ADA = 'admin@demo.academy';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A webhook receiver on 127.0.0.1 (a free port): keeps every request, answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/academy`,
    received,
    /** What came with this webhook-id. */
    withId: (id: string) => received.filter((request) => request.headers['webhook-id'] === id),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Nothing wider than the viewport (390 px phones): no sideways scrolling. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The endpoint's id, from its page's address. */
const endpointIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? '';

/** Deletes an endpoint a test made (when the test stopped before its own Delete). */
async function deleteEndpoint(page: Page, origin: string, id: string | null) {
  if (!id) return;
  await page.request.delete(`${origin}/api/v1/webhook_endpoints/${id}`, { headers: XHR });
}

test.describe('Webhooks', () => {
  test('Ada adds an endpoint, a signed event reaches it, the log shows it, and she sends it again', async ({
    page,
    signInAs,
    newStudent,
  }) => {
    test.setTimeout(120_000);
    const receiver = await startReceiver();
    const origin = await signInAs(ADA, { at: '/admin/settings/webhooks' });
    let endpointId: string | null = null;
    try {
      await dismissTour(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await expect(page.getByText('webhook-signature').first()).toBeVisible();

      const add = page.getByRole('button', { name: 'Add endpoint' });
      await add.click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      const url = dialog.getByRole('textbox', { name: 'URL' });
      const submit = dialog.getByRole('button', { name: 'Add', exact: true });
      // Nothing filled in: every problem at once, on its field.
      await submit.click();
      await expect(dialog.getByText('Enter the endpoint’s address.')).toBeVisible();
      await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
      await expect(url).toBeFocused();

      // An address the API refuses (a password in it) comes back on the URL field.
      await url.fill(`http://user:password@127.0.0.1:${receiver.port}/hooks`);
      await dialog.getByRole('checkbox', { name: /^Account created/ }).check();
      await expect(dialog.getByRole('checkbox', { name: 'All events' })).not.toBeChecked();
      await submit.click();
      await expect(url).toHaveAttribute('aria-invalid', 'true');
      await expect(url).toBeFocused();

      const description = `HR sync ${Date.now().toString(36)}`;
      await url.fill(receiver.url);
      await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
      await expectNoAxeViolations(page, 'the add endpoint dialog');
      await submit.click();

      const created = page.getByRole('dialog', { name: 'Copy the signing secret now' });
      const secret = await created.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
      await expectNoAxeViolations(page, 'the signing secret, shown once');
      await created.getByRole('button', { name: 'Done' }).click();
      await expect(created).toBeHidden();
      await expect(add).toBeFocused();
      expect(await page.content()).not.toContain(secret);

      const row = page.getByRole('row').filter({ hasText: description });
      await expect(row).toContainText('1 event');
      await expect(row).toContainText('Active');
      await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/webhooks');

      // Something happens on the portal: a new account.
      const student = await newStudent({ fullName: 'Wendy Webhook' });
      const ours = () =>
        receiver.received.filter((request) => request.body.includes(student.email));
      await expect.poll(() => ours().length, { timeout: 60_000 }).toBeGreaterThan(0);
      const [first] = ours();
      if (!first) throw new Error('the receiver has no request for the new account');
      const event = new Webhook(secret).verify(first.body, first.headers) as {
        type: string;
        data: { email: string; account_id: string };
      };
      expect(event.type).toBe('account.created');
      expect(event.data).toMatchObject({ email: student.email, account_id: student.id });
      // msg_ and the event's id, the same on every try and replay.
      const webhookId = first.headers['webhook-id'] ?? '';
      expect(webhookId).toMatch(/^msg_[0-9a-f-]{36}$/);
      const eventId = webhookId.replace(/^msg_/, '');

      // The log: the delivery succeeded, with the receiver's 200.
      await row.getByRole('link', { name: receiver.url }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeVisible();
      endpointId = endpointIdOf(page);
      const delivery = page
        .getByRole('row')
        .filter({ hasText: eventId })
        .filter({ hasNotText: 'Sent again by an admin' });
      // Recorded once the receiver's answer is in: a pending row is read again by itself.
      await expect(delivery).toContainText('Succeeded', { timeout: 20_000 });
      await expect(delivery.getByRole('cell', { name: '200', exact: true })).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/webhooks/{id}');

      const details = delivery.getByRole('button', { name: /^Details/ });
      await details.click();
      const opened = page.getByRole('dialog', { name: 'Delivery: Account created' });
      await expect(opened).toContainText(`webhook-id: ${webhookId}`);
      await expect(opened).toContainText(student.email);
      await expect(opened).toContainText('webhook-signature: v1,');
      await expect(opened).toContainText('{"received":true}');
      await expectNoAxeViolations(page, 'a delivery with its tries');

      await opened.getByRole('button', { name: 'Send again' }).click();
      await expect(
        page.getByText('Sent again: a new delivery of the same event is on its way.'),
      ).toBeVisible();
      await expect(opened).toBeHidden();
      await expect(details).toBeFocused();
      await expect.poll(() => receiver.withId(webhookId).length, { timeout: 30_000 }).toBe(2);
      const again = receiver.withId(webhookId)[1];
      if (!again) throw new Error('the receiver has no second request');
      expect(new Webhook(secret).verify(again.body, again.headers)).toMatchObject({
        type: 'account.created',
      });
      const replay = page.getByRole('row').filter({ hasText: eventId }).filter({
        hasText: 'Sent again by an admin',
      });
      await expect(replay).toContainText('Succeeded', { timeout: 20_000 });

      // The status filter, kept in the address.
      await page.getByRole('combobox', { name: 'Status' }).selectOption('failed');
      await expect(page.getByText('No deliveries with this status.')).toBeVisible();
      await expect(page).toHaveURL(/status/);
      await page.getByRole('button', { name: 'Show all deliveries' }).click();
      await expect(delivery).toBeVisible();

      // Switch off and on again, in place.
      const state = page.locator('#webhook-endpoint-state');
      await page.getByRole('button', { name: 'Switch off' }).click();
      await expect(state).toHaveText(/Switched off/);
      await expect(page.getByRole('button', { name: 'Switch on' })).toBeFocused();
      await page.getByRole('button', { name: 'Switch on' }).click();
      await expect(state).toHaveText(/Active/);

      // A new secret, shown once; the old one no longer signs.
      const roll = page.getByRole('button', { name: 'Roll secret' });
      await roll.click();
      const confirm = page.getByRole('alertdialog', { name: 'Roll the signing secret?' });
      await confirm.getByRole('button', { name: 'Roll secret' }).click();
      const rolled = page.getByRole('dialog', { name: 'Copy the new signing secret now' });
      const newSecret = await rolled.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(newSecret).toMatch(/^whsec_/);
      expect(newSecret).not.toBe(secret);
      await rolled.getByRole('button', { name: 'Done' }).click();
      await expect(roll).toBeFocused();

      // At 390 px the log is cards, and nothing scrolls sideways.
      await page.setViewportSize(PHONE);
      await details.scrollIntoViewIfNeeded();
      await expect(details).toBeInViewport();
      await expect(delivery).toContainText('Succeeded');
      await expectNoOverflow(page);

      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      const remove = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
      await remove.getByRole('button', { name: 'Delete endpoint' }).click();
      await expect(page).toHaveURL(/\/admin\/settings\/webhooks$/);
      await expect(page.getByRole('row').filter({ hasText: description })).toHaveCount(0);
      endpointId = null;
    } finally {
      await deleteEndpoint(page, origin, endpointId);
      await receiver.close();
    }
  });

  test('both screens pass axe at both widths, and the list works at 390 px', async ({
    page,
    signInAs,
  }) => {
    const origin = await signInAs(ADA, { at: '/admin/settings/webhooks' });
    await dismissTour(page);
    const description = `Axe check ${Date.now().toString(36)}`;
    // Port 9 (discard): nobody answers; the event is one these tests never cause.
    const made = await page.request.post(`${origin}/api/v1/webhook_endpoints`, {
      headers: XHR,
      data: {
        data: {
          type: 'webhook_endpoints',
          attributes: {
            url: 'http://127.0.0.1:9/none',
            description,
            events: ['certificate.revoked'],
          },
        },
      },
    });
    expect(made.status()).toBe(201);
    const endpointId = ((await made.json()) as { data: { id: string } }).data.id;
    try {
      await page.setViewportSize(PHONE);
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: description });
      const link = row.getByRole('link', { name: 'http://127.0.0.1:9/none' });
      await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeInViewport();
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      await expect(row).toContainText('1 event');
      await expectNoOverflow(page);
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      await dialog.getByRole('checkbox', { name: 'All events' }).check();
      await expect(dialog.getByRole('checkbox', { name: /^Order refunded/ })).toBeChecked();
      await expectNoAxeViolations(page, 'the add endpoint dialog at 390 px');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Add endpoint' })).toBeFocused();
      await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/webhooks');

      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook endpoint' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
      await expectNoOverflow(page);
      await expectNoAxeViolationsAtBothWidths(page, '/admin/settings/webhooks/{id}');
    } finally {
      await deleteEndpoint(page, origin, endpointId);
    }
  });

  test('only admins have it: Sven Sales gets no page', async ({ page, signInAs }) => {
    const origin = await signInAs('sales@demo.academy');
    await dismissTour(page);
    const answer = await page.goto(`${origin}/admin/settings/webhooks`);
    expect(answer?.status()).toBe(403);
  });
});
