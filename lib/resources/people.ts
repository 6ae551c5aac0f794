import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { postCsv, refusalOf } from '@/lib/api/csv-upload';
import { deserialize, type JsonApiDocument } from '@/lib/api/jsonapi';
import {
  fetchList,
  fetchResource,
  type ListPage,
  sendResource,
  transportOf,
} from '@/lib/api/transport';
import type {
  accountImportRows,
  accountImports,
  importProblem,
  invitations,
  inviteResults,
  peopleChoices,
} from '@/shared/accounts/contract';
import { PEOPLE_LIMITS } from '@/shared/accounts/people-limits';
import type { Read } from '@/shared/contract/resource';
import type { bulkEnrollmentResult } from '@/shared/learning/contract';

/**
 * People in bulk (issue 43, item 2): invitations, CSV imports and bulk enrolment, as the users
 * area reads and writes them. The meta-only answers (choices, invitation and enrolment results)
 * are read as the wire has them (snake_case): their records are keyed by ids.
 */
export type Invitation = Read<typeof invitations>;
export type AccountImport = Read<typeof accountImports>;
export type AccountImportRow = Read<typeof accountImportRows>;
export type ImportProblem = z.infer<typeof importProblem>;
export type PeopleChoices = z.infer<typeof peopleChoices>;
export type InviteResults = z.infer<typeof inviteResults>;
export type BulkEnrollmentResult = z.infer<typeof bulkEnrollmentResult>;

export const peopleKeys = {
  choices: () => ['people', 'choices'] as const,
  invitations: () => ['invitations'] as const,
  invitationList: (queryString: string) => ['invitations', 'list', queryString] as const,
  import: (id: string) => ['account_imports', id] as const,
  importRows: (id: string, queryString: string) =>
    ['account_imports', id, 'rows', queryString] as const,
};

/** The wire's meta of a meta-only answer, as sent. */
const rawMeta = <T>(document: JsonApiDocument) => document.meta as unknown as T;

/** GET /v1/people_choices: entities, the roles the viewer may give, languages and courses. */
export const peopleChoicesQuery = () =>
  queryOptions({
    queryKey: peopleKeys.choices(),
    queryFn: async (context) =>
      rawMeta<PeopleChoices>(
        await transportOf(context.client)('/v1/people_choices', { signal: context.signal }),
      ),
  });

/** What the invitation form sends: addresses (names optional), and one entity, roles, language. */
export interface InviteInput {
  invitees: { email: string; full_name?: string }[];
  entityId: string;
  roles: string[];
  locale: string;
}

/** POST /v1/invitations: a result per address. */
export async function invitePeople(input: InviteInput): Promise<InviteResults> {
  const document = await apiFetch('/v1/invitations', {
    method: 'POST',
    body: {
      data: {
        type: 'invitations',
        attributes: {
          invitees: input.invitees,
          entity_id: input.entityId,
          roles: input.roles,
          locale: input.locale,
        },
      },
    },
  });
  return rawMeta<InviteResults>(document);
}

/** POST /v1/invitations/resend: new links for accounts, or the next of an import's accounts. */
export async function resendInvitations(
  target: { accountIds: string[] } | { importId: string },
): Promise<InviteResults> {
  const attributes =
    'importId' in target ? { import_id: target.importId } : { account_ids: target.accountIds };
  const document = await apiFetch('/v1/invitations/resend', {
    method: 'POST',
    body: { data: { type: 'invitations', attributes } },
  });
  return rawMeta<InviteResults>(document);
}

/** DELETE /v1/invitations/{account}: the link stops working. */
export function withdrawInvitation(accountId: string) {
  return apiFetch(`/v1/invitations/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

/** The status filter's value for "every status" (the request leaves the filter out). */
export const EVERY_STATUS = 'all';

/** GET /v1/invitations for a view's query string. */
export function invitationsPath(queryString: string): string {
  const query = new URLSearchParams(queryString);
  if (query.get('filter[status]') === EVERY_STATUS) query.delete('filter[status]');
  const rest = query.toString();
  return `/v1/invitations${rest ? `?${rest}` : ''}`;
}

export const invitationsQuery = (queryString: string) =>
  queryOptions({
    queryKey: peopleKeys.invitationList(queryString),
    queryFn: (context): Promise<ListPage<Invitation>> =>
      fetchList<Invitation>(context, invitationsPath(queryString)),
    placeholderData: keepPreviousData,
  });

/** The import's template, downloaded by the browser. */
export const PEOPLE_TEMPLATE_URL = '/api/v1/account_imports/template';

/** A checked file, or the problems that make it no import at all (422). */
export type ImportCheck =
  | { ok: true; import: AccountImport }
  | { ok: false; problems: ImportProblem[] };

/**
 * POST /v1/account_imports with the CSV itself as the body (text/csv, streamed by the BFF like
 * an upload). A file over 5 MB is refused before a byte is sent (413, as the API would).
 */
export async function checkPeopleFile(file: File): Promise<ImportCheck> {
  const { response, document } = await postCsv(
    `/v1/account_imports?${new URLSearchParams({ file_name: file.name })}`,
    file,
    PEOPLE_LIMITS.maxImportBytes,
  );
  if (response.status === 422) {
    const errors = (document.meta as { errors?: ImportProblem[] } | undefined)?.errors;
    if (errors) return { ok: false, problems: errors };
  }
  if (!response.ok) throw refusalOf(response, document);
  return { ok: true, import: (await deserialize<AccountImport>(document)).data };
}

const importPath = (id: string) => `/v1/account_imports/${encodeURIComponent(id)}`;

/** GET /v1/account_imports/{id}: the importer's own, for 24 hours. */
export const accountImportQuery = (id: string) =>
  queryOptions({
    queryKey: peopleKeys.import(id),
    queryFn: async (context) => (await fetchResource<AccountImport>(context, importPath(id))).data,
  });

/** GET …/rows for a view's query string; a filter of "all" is left out. */
export function importRowsPath(id: string, queryString: string): string {
  const query = new URLSearchParams(queryString);
  for (const name of ['filter[outcome]', 'filter[result]']) {
    if (query.get(name) === EVERY_STATUS) query.delete(name);
  }
  const rest = query.toString();
  return `${importPath(id)}/rows${rest ? `?${rest}` : ''}`;
}

/** The rows of an import for a view's query string (outcome or result filter, pages). */
export const importRowsQuery = (id: string) => (queryString: string) =>
  queryOptions({
    queryKey: peopleKeys.importRows(id, queryString),
    queryFn: (context): Promise<ListPage<AccountImportRow>> =>
      fetchList<AccountImportRow>(context, importRowsPath(id, queryString)),
    placeholderData: keepPreviousData,
  });

/** POST …/confirm: writes every row in one go; the import with its results. */
export function confirmPeopleImport(id: string): Promise<AccountImport> {
  return sendResource<AccountImport>(`${importPath(id)}/confirm`, {
    method: 'POST',
    body: { data: { type: 'account_imports', id, attributes: {} } },
  });
}

/** What the bulk enrolment sends: accounts or an entity, courses, enrol or un-enrol. */
export interface BulkEnrollmentInput {
  action: 'enroll' | 'unenroll';
  courseIds: string[];
  target: { accountIds: string[] } | { entityId: string };
}

/** POST /v1/bulk_enrollments: a result per account and course. */
export async function bulkEnroll(input: BulkEnrollmentInput): Promise<BulkEnrollmentResult> {
  const target =
    'entityId' in input.target
      ? { entity_id: input.target.entityId }
      : { account_ids: input.target.accountIds };
  const document = await apiFetch('/v1/bulk_enrollments', {
    method: 'POST',
    body: {
      data: {
        type: 'bulk_enrollments',
        attributes: { action: input.action, course_ids: input.courseIds, ...target },
      },
    },
  });
  return rawMeta<BulkEnrollmentResult>(document);
}
