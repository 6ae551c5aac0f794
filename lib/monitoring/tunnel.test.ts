import { describe, expect, it } from 'vitest';
import { decideTunnel, envelopeHeaderLine } from './tunnel';

const CONFIGURED = 'https://public@o42.ingest.sentry.io/4507';
const header = (dsn: unknown) => JSON.stringify({ event_id: 'e1', sent_at: 'now', dsn });

// DESIGN.md: the monitoring tunnel forwards browser envelopes, and only to our own project.
describe('monitoring tunnel', () => {
  it('forwards an envelope for the configured project to its envelope endpoint', () => {
    expect(decideTunnel(header(CONFIGURED), CONFIGURED)).toEqual({
      forward: true,
      url: 'https://o42.ingest.sentry.io/api/4507/envelope/',
    });
  });

  it.each([
    ['another host', 'https://public@evil.example/4507'],
    ['another project', 'https://public@o42.ingest.sentry.io/9999'],
    ['another organisation', 'https://public@o43.ingest.sentry.io/4507'],
  ])('refuses %s with 400', (_, dsn) => {
    expect(decideTunnel(header(dsn), CONFIGURED)).toMatchObject({ forward: false, status: 400 });
  });

  it.each([
    ['a header that is not JSON', 'not json'],
    ['a header without dsn', JSON.stringify({ event_id: 'e1' })],
    ['a malformed dsn', header('https://evil.example/4507')],
    ['a dsn that is not a string', header(42)],
  ])('refuses %s with 400', (_, line) => {
    expect(decideTunnel(line, CONFIGURED)).toMatchObject({ forward: false, status: 400 });
  });

  it('always builds the upstream from the configured DSN, never from the envelope', () => {
    // Same host and project, but a path prefix in the envelope must not steer the request.
    const decision = decideTunnel(header('https://public@o42.ingest.sentry.io/x/4507'), CONFIGURED);
    expect(decision).toEqual({
      forward: true,
      url: 'https://o42.ingest.sentry.io/api/4507/envelope/',
    });
  });

  it('is off (404) without SENTRY_DSN', () => {
    expect(decideTunnel(header(CONFIGURED), undefined)).toMatchObject({
      forward: false,
      status: 404,
    });
  });

  it('reads the header line up to the first newline, also before binary items', () => {
    const body = new Uint8Array([...new TextEncoder().encode('{"dsn":"x"}\n{"type":"a"}\n'), 0xff]);
    expect(envelopeHeaderLine(body)).toBe('{"dsn":"x"}');
  });
});
