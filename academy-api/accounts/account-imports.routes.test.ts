import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_LIMITS } from '../../shared/accounts/people-limits';
import { accountImports, accountRoleChanges, accounts, entities } from '../db/schema';
import { currentAgreementIds } from '../test/agreements';
import { type Json, setUpTestApi } from '../test/api-client';
import { demoPeople } from '../test/demo-people';
import { captureMail } from '../test/mail-sink';

/**
 * People from CSV (issue 43, item 2): the check stores each row's outcome and writes nothing
 * else; Confirm writes everything in one transaction, update-or-create by e-mail within the
 * portal, with a result per row; roles never above the importer's; an import is its importer's.
 */
const t = setUpTestApi();
const mail = captureMail();
const { token } = demoPeople(t, {
  ada: 'admin@demo.academy',
  sven: 'sales@demo.academy',
  sam: 'support@demo.academy',
});

let counter = 0;
const fresh = (name = 'imported') => `${name}-${Date.now()}-${++counter}@example.org`;

async function register(fullName: string) {
  const email = fresh('registered');
  const { status } = await t.request('/auth/register', {
    method: 'POST',
    body: {
      full_name: fullName,
      email,
      password: 'a-long-password',
      accepted_agreements: await currentAgreementIds(t),
    },
    headers: { 'x-academy-client-address': `192.0.2.${++counter % 250}` },
  });
  expect(status).toBe(201);
  return email;
}

const csv = (lines: string[]) => `${lines.join('\r\n')}\r\n`;

const check = (who: string, body: string, options: { domain?: string; locale?: string } = {}) =>
  t.request('/v1/account_imports?file_name=people.csv', {
    method: 'POST',
    token: who,
    domain: options.domain,
    body,
    headers: { 'content-type': 'text/csv', 'accept-language': options.locale ?? 'en' },
  });

const rowsOf = async (who: string, importId: string, query = '', locale = 'en') =>
  (
    await t.request(`/v1/account_imports/${importId}/rows?page[size]=75${query}`, {
      token: who,
      headers: { 'accept-language': locale },
    })
  ).body.data.map((r: Json) => r.attributes);

const confirm = (who: string, importId: string) =>
  t.request(`/v1/account_imports/${importId}/confirm`, { method: 'POST', token: who, body: {} });

const accountCount = async () => (await t.db.select({ n: count() }).from(accounts))[0]?.n ?? 0;

let acmeName = '';
beforeAll(async () => {
  const [acme] = await t.db
    .select({ name: entities.name })
    .from(entities)
    .where(eq(entities.name, 'Acme Learning BV'));
  acmeName = acme?.name ?? '';
});

describe('importing people from CSV', () => {
  it('checks every row, names every problem by row and column, and writes no account', async () => {
    const renamed = await register('Rita Renamed');
    const before = await accountCount();
    const newcomer = fresh();
    const answer = await check(
      token.ada as string,
      csv([
        'email,full_name,entity,roles,language',
        `${newcomer},Nora Nieuw,${acmeName},student,nl`,
        `${renamed},Rita Changed,,,`,
        'student@demo.academy,Stijn Student,,,',
        'broken,X,Nowhere Ltd,wizard,de',
        'learner@unlimited.academy,Lars,,,',
      ]),
    );
    expect(answer.status).toBe(201);
    const attributes = answer.body.data.attributes;
    expect(attributes).toMatchObject({
      file_name: 'people.csv',
      status: 'previewed',
      rows: 5,
      counts: { create: 1, update: 1, unchanged: 1, error: 2 },
      results: null,
    });
    expect(await accountCount()).toBe(before);

    const errors = await rowsOf(token.ada as string, answer.body.data.id, '&filter[outcome]=error');
    expect(errors.map((r: Json) => r.row)).toEqual([5, 6]);
    expect(errors[0].problems.map((p: Json) => [p.row, p.column, p.code])).toEqual([
      [5, 'email', 'INVALID_EMAIL'],
      [5, 'full_name', 'NAME_TOO_SHORT'],
      [5, 'roles', 'UNKNOWN_ROLE'],
      [5, 'entity', 'ENTITY_UNKNOWN'],
      [5, 'language', 'LANGUAGE_UNKNOWN'],
    ]);
    expect(errors[0].problems[0].detail).toBe('“broken” is not an e-mail address.');
    expect(errors[1].problems[0]).toMatchObject({ column: 'email', code: 'EMAIL_ELSEWHERE' });
    const dutch = await rowsOf(
      token.ada as string,
      answer.body.data.id,
      '&filter[outcome]=error',
      'nl',
    );
    expect(dutch[0].problems[0].detail).toBe('“broken” is geen e-mailadres.');
    const update = await rowsOf(
      token.ada as string,
      answer.body.data.id,
      '&filter[outcome]=update',
    );
    expect(update[0]).toMatchObject({ row: 3, changes: ['full_name'], result: null });
  });

  it('confirms in one go: made, changed and unchanged accounts, a result per row, once', async () => {
    const renamed = await register('Rolf Renamed');
    const newcomer = fresh();
    const checked = await check(
      token.ada as string,
      csv([
        'email;full_name;entity;roles;language',
        `${newcomer};Nina Nieuw;${acmeName};student|coach;en`,
        `${renamed};Rolf Changed;;student|coach;`,
        'student@demo.academy;;;;',
        'not-an-address;;;;',
      ]),
    );
    const importId = checked.body.data.id as string;
    const confirmed = await confirm(token.ada as string, importId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.attributes).toMatchObject({
      status: 'confirmed',
      results: { created: 1, updated: 1, unchanged: 1, skipped: 1, failed: 0 },
      uninvited: 1,
    });
    const rows = await rowsOf(token.ada as string, importId);
    expect(rows.map((r: Json) => r.result)).toEqual(['created', 'updated', 'unchanged', 'skipped']);
    const [made] = await t.db
      .select({ id: accounts.id, hash: accounts.passwordHash, locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.email, newcomer));
    expect(made).toMatchObject({ hash: null, locale: 'en' });
    expect(rows[0].account_id).toBe(made?.id);
    const [changed] = await t.db
      .select({ id: accounts.id, name: accounts.fullName })
      .from(accounts)
      .where(eq(accounts.email, renamed));
    expect(changed?.name).toBe('Rolf Changed');
    const history = await t.db
      .select({ newRoles: accountRoleChanges.newRoles, by: accountRoleChanges.changedByName })
      .from(accountRoleChanges)
      .where(eq(accountRoleChanges.accountId, changed?.id ?? ''));
    expect(history).toEqual([{ newRoles: ['coach', 'student'], by: 'Ada Admin' }]);

    // Idempotent: confirming again writes nothing more and answers the same.
    const before = await accountCount();
    const again = await confirm(token.ada as string, importId);
    expect(again.body.data.attributes.results).toEqual(confirmed.body.data.attributes.results);
    expect(await accountCount()).toBe(before);

    const log = await t.request(`/v1/audit_events?filter[target]=${importId}`, {
      token: token.ada,
    });
    expect(log.body.data.map((e: Json) => e.attributes.action)).toEqual([
      'account_import.confirmed',
    ]);
    const created = await t.request(`/v1/audit_events?filter[target]=${made?.id}`, {
      token: token.ada,
    });
    expect(created.body.data[0].attributes).toMatchObject({ action: 'account.created' });
  });

  it('then invites the accounts it made, a batch at a time', async () => {
    const [a, b] = [fresh(), fresh()];
    const checked = await check(
      token.sven as string,
      csv(['email,full_name,entity', `${a},Anna A,${acmeName}`, `${b},Bert B,${acmeName}`]),
    );
    const importId = checked.body.data.id as string;
    await confirm(token.sven as string, importId);
    const sent = await t.request('/v1/invitations/resend', {
      method: 'POST',
      token: token.sven,
      body: { import_id: importId },
    });
    expect(sent.body.meta.remaining).toBe(0);
    expect(sent.body.meta.results.map((r: Json) => r.outcome)).toEqual(['invited', 'invited']);
    // In the account's language: the portal's primary one, as the file named none.
    expect((await mail.mailsTo(b))[0]?.subject).toBe('Je bent uitgenodigd voor Demo Academy');
    const after = await t.request(`/v1/account_imports/${importId}`, { token: token.sven });
    expect(after.body.data.attributes.uninvited).toBe(0);
  });

  it('never grants above the importer: sales make learners and change nobody above them', async () => {
    const learner = await register('Lena Learner');
    const answer = await check(
      token.sven as string,
      csv([
        'email,full_name,entity,roles',
        `${fresh()},Carl Coach,${acmeName},coach`,
        'coach@demo.academy,Cora Renamed,,',
        'admin@demo.academy,,,student',
        `${learner},Lena Renamed,,`,
      ]),
    );
    const rows = await rowsOf(token.sven as string, answer.body.data.id);
    expect(rows.map((r: Json) => [r.outcome, r.problems.map((p: Json) => p.code)])).toEqual([
      ['error', ['ROLE_NOT_GRANTABLE']],
      ['error', ['ACCOUNT_NOT_YOURS']],
      ['error', ['ACCOUNT_NOT_YOURS', 'ROLE_NOT_GRANTABLE']],
      ['update', []],
    ]);
  });

  it('keeps portals apart and an import its importer’s', async () => {
    const answer = await check(token.ada as string, csv(['email', 'student@demo.academy']));
    const importId = answer.body.data.id as string;
    expect((await t.request(`/v1/account_imports/${importId}`, { token: token.sven })).status).toBe(
      404,
    );
    expect((await confirm(token.sven as string, importId)).status).toBe(404);
    const adaOnUnlimited = await t.signIn('admin@demo.academy', 'unlimited.localhost');
    const elsewhere = await t.request(`/v1/account_imports/${importId}`, {
      token: adaOnUnlimited,
      domain: 'unlimited.localhost',
    });
    expect(elsewhere.status).toBe(404);
    // On Unlimited Learning, Demo Academy's entity and people are not there.
    const unlimited = await check(
      adaOnUnlimited,
      csv(['email,full_name,entity', `${fresh()},Una,${acmeName}`, 'student@demo.academy,,']),
      { domain: 'unlimited.localhost' },
    );
    const rows = (
      await t.request(`/v1/account_imports/${unlimited.body.data.id}/rows`, {
        token: adaOnUnlimited,
        domain: 'unlimited.localhost',
      })
    ).body.data.map((r: Json) => r.attributes.problems.map((p: Json) => p.code));
    expect(rows).toEqual([['ENTITY_UNKNOWN'], ['EMAIL_ELSEWHERE']]);
    expect((await check(token.sam as string, csv(['email', fresh()]))).status).toBe(403);
  });

  it('weighs the rows again at Confirm: a row whose entity went meanwhile fails', async () => {
    const [entity] = await t.db
      .insert(entities)
      .values({
        portalId: sql`(select portal_id from entities where name = ${acmeName})`,
        name: `Gone Soon ${Date.now()}`,
      })
      .returning({ id: entities.id, name: entities.name });
    const checked = await check(
      token.ada as string,
      csv(['email,full_name,entity', `${fresh()},Gina Gone,${entity?.name}`]),
    );
    expect(checked.body.data.attributes.counts.create).toBe(1);
    await t.db.delete(entities).where(eq(entities.id, entity?.id ?? ''));
    const confirmed = await confirm(token.ada as string, checked.body.data.id);
    expect(confirmed.body.data.attributes.results).toMatchObject({ created: 0, failed: 1 });
    const [row] = await rowsOf(token.ada as string, checked.body.data.id);
    expect(row.problems.map((p: Json) => p.code)).toEqual(['ENTITY_UNKNOWN']);
  });

  it('refuses a file that is no import, and one too large, before anything is stored', async () => {
    const noEmail = await check(token.ada as string, csv(['name', 'Jane']));
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.errors[0]).toMatchObject({
      code: 'MISSING_EMAIL_COLUMN',
      meta: { row: 1, column: 'email' },
    });
    const tooLarge = await check(token.ada as string, 'x'.repeat(PEOPLE_LIMITS.maxImportBytes + 1));
    expect(tooLarge.status).toBe(413);
    const template = await t.api.fetch(
      new Request('http://api/v1/account_imports/template', {
        headers: { 'x-portal-domain': 'localhost', authorization: `Bearer ${token.ada}` },
      }),
    );
    expect(template.status).toBe(200);
    expect(await template.text()).toContain('email,full_name,entity,roles,language');
  });

  it('is swept after 24 hours: the rows name people', async () => {
    const answer = await check(token.ada as string, csv(['email', fresh()]));
    const importId = answer.body.data.id as string;
    await t.db.execute(
      sql`update account_imports set expires_at = now() - interval '1 second' where id = ${importId}`,
    );
    expect((await t.request(`/v1/account_imports/${importId}`, { token: token.ada })).status).toBe(
      404,
    );
    await check(token.ada as string, csv(['email', fresh()]));
    const left = await t.db.select().from(accountImports).where(eq(accountImports.id, importId));
    expect(left).toHaveLength(0);
  });
});
