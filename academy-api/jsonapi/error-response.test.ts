import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { acceptedLocale } from '../i18n/locales';
import { validate } from './body';
import { toErrorResponse } from './error-response';
import {
  ApiError,
  fieldError,
  forbidden,
  invalidQuery,
  notFound,
  portalNotFound,
  text,
  unauthenticated,
} from './errors';

async function render(error: unknown, locale: 'en' | 'nl' | 'ro' = 'en') {
  const response = toErrorResponse(error, locale);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.json(),
  };
}

function zodError(input: unknown) {
  const schema = z.object({
    full_name: z.string().trim().min(1),
    email: z.email(),
    password: z.string().min(8),
  });
  try {
    validate(schema, input);
  } catch (error) {
    return error;
  }
  throw new Error('valid');
}

afterEach(() => vi.restoreAllMocks());

describe('toErrorResponse', () => {
  it('renders an ApiError as JSON:API with its status, code and a title', async () => {
    const { status, type, body } = await render(invalidQuery('filter[x]', 'Unknown filter'));
    expect(status).toBe(400);
    expect(type).toBe('application/vnd.api+json');
    expect(body.errors).toEqual([
      {
        status: '400',
        code: 'INVALID_QUERY',
        title: 'Invalid query parameter',
        detail: 'Unknown filter',
        source: { parameter: 'filter[x]' },
      },
    ]);
  });

  it('translates catalogue titles and details', async () => {
    const { body } = await render(fieldError('password', 'INVALID_CREDENTIALS'), 'nl');
    expect(body.errors[0]).toMatchObject({
      status: '422',
      title: 'Onjuiste inloggegevens',
      detail: 'Het e-mailadres of wachtwoord is onjuist.',
      source: { pointer: '/data/attributes/password' },
    });
    expect((await render(portalNotFound('x.test'))).status).toBe(404);
  });

  it('gives the fixed English details in the request’s language', async () => {
    const denied = await render(forbidden(text('roleOrFeatureMissing')), 'nl');
    expect(denied.body.errors[0]).toMatchObject({
      title: 'Geen toegang',
      detail: 'Je rol of de functies van dit portaal staan dit niet toe.',
    });
    expect((await render(notFound(), 'ro')).body.errors[0].detail).toBe('Aceasta nu există.');
    expect((await render(unauthenticated(), 'nl')).body.errors[0].detail).toBe(
      'Log in om dit te gebruiken.',
    );
    // English stays English; a detail that is not a known one stays as written.
    expect((await render(notFound(), 'en')).body.errors[0].detail).toBe(
      'The resource does not exist.',
    );
    expect((await render(notFound('No such thing 42.'), 'nl')).body.errors[0].detail).toBe(
      'No such thing 42.',
    );
  });

  it('turns a zod error into one 422 per invalid field, with spec §5 messages', async () => {
    const { status, body } = await render(
      zodError({ full_name: '', email: 'nope', password: 'short' }),
    );
    expect(status).toBe(422);
    expect(
      body.errors.map((e: { source: { pointer: string }; detail: string }) => [
        e.source.pointer,
        e.detail,
      ]),
    ).toEqual([
      ['/data/attributes/full_name', 'This field is required'],
      ['/data/attributes/email', 'This field should contain a valid email address'],
      ['/data/attributes/password', 'This field requires at least 8 characters'],
    ]);
    const missing = await render(zodError({}), 'nl');
    expect(missing.body.errors[0].detail).toBe('Dit veld is verplicht');
  });

  it('answers anything else with a 500 that leaks nothing, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { status, body } = await render(new Error('password_hash column exploded at 10.0.0.3'));
    expect(status).toBe(500);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      status: '500',
      code: 'INTERNAL_ERROR',
      title: 'Internal server error',
    });
    expect(JSON.stringify(body)).not.toContain('exploded');
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps every error object of an ApiError', async () => {
    const error = new ApiError(422, [{ code: 'A' }, { code: 'B' }]);
    expect((await render(error)).body.errors.map((e: { code: string }) => e.code)).toEqual([
      'A',
      'B',
    ]);
  });
});

describe('acceptedLocale', () => {
  it('picks the best offered language by q-value', () => {
    expect(acceptedLocale('nl-NL,nl;q=0.9,en;q=0.8')).toBe('nl');
    expect(acceptedLocale('de,ro;q=0.5,en;q=0.7')).toBe('en');
    expect(acceptedLocale('de')).toBeUndefined();
    expect(acceptedLocale('ro', ['en', 'nl'])).toBeUndefined();
    expect(acceptedLocale(undefined)).toBeUndefined();
  });
});

describe('database outages', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After when PostgreSQL is down or restarting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:54333'), {
      code: 'ECONNREFUSED',
    });
    // Drizzle wraps the driver's error: the cause chain is searched.
    const wrapped = new Error('Failed query: select …', { cause: refused });
    const shutdown = Object.assign(
      new Error('terminating connection due to administrator command'),
      {
        code: '57P01',
      },
    );
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    });
    const ended = new Error('Connection terminated unexpectedly');
    for (const error of [refused, wrapped, shutdown, starting, ended]) {
      const response = toErrorResponse(error, 'nl');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      const body = await response.json();
      expect(body.errors[0].code).toBe('DATABASE_UNAVAILABLE');
      expect(body.errors[0].title).toBe('Tijdelijk niet beschikbaar');
    }
  });

  it('keeps other failures a 500 (a unique violation is not an outage)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect((await render(unique)).status).toBe(500);
    expect((await render(new Error('boom'))).status).toBe(500);
  });
});

describe('every error has a title in the request’s language', () => {
  it('a code of its own: the promotion refusals', async () => {
    const refusal = new ApiError(422, [{ code: 'PROMOTION_EXPIRED', detail: 'x' }]);
    expect((await render(refusal, 'nl')).body.errors[0].title).toBe('Actiecode verlopen');
    expect((await render(refusal, 'ro')).body.errors[0].title).toBe('Cod promoțional expirat');
  });

  it('a code without one reads as its status, never as the bare code', async () => {
    const conflict = new ApiError(409, [{ code: 'EDIT_CONFLICT', detail: 'x' }]);
    expect((await render(conflict, 'nl')).body.errors[0].title).toBe('Conflict');
    const invalid = new ApiError(422, [{ code: 'NO_ATTEMPTS_LEFT', detail: 'x' }]);
    expect((await render(invalid, 'nl')).body.errors[0].title).toBe('Ongeldige waarde');
    expect((await render(invalid, 'ro')).body.errors[0].title).toBe('Valoare invalidă');
  });
});
