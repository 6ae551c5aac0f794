/**
 * How a route module says what each of its routes answers when it succeeds (`export const
 * answers`, keyed like its `rows` by method and Hono route): the resource type(s) of its JSON:API
 * document (one, a list, or null), a meta-only document, no content, or a file. The OpenAPI
 * document (./document.ts) is generated from them and the contracts; every API test checks the
 * answers it receives against them (./check.ts), and ./document.test.ts fails for a route the
 * app serves without one.
 */

export type Answer =
  | {
      kind: 'resource';
      types: readonly string[];
      list: boolean;
      /** `data` may be null (nothing yet: no rating, no pending email change). */
      nullable: boolean;
      statuses: readonly number[];
    }
  | { kind: 'meta'; statuses: readonly number[] }
  | { kind: 'none' }
  | { kind: 'file'; contentType: string; description: string; status?: number };

type Options = { status?: readonly number[]; nullable?: boolean };

function resource(types: string | readonly string[], list: boolean, options: Options): Answer {
  return {
    kind: 'resource',
    types: typeof types === 'string' ? [types] : types,
    list,
    nullable: options.nullable ?? false,
    statuses: options.status ?? [200],
  };
}

export const one = (types: string | readonly string[], options: Options = {}) =>
  resource(types, false, options);
export const list = (types: string | readonly string[], options: Options = {}) =>
  resource(types, true, options);
export const meta = (...statuses: number[]): Answer => ({
  kind: 'meta',
  statuses: statuses.length ? statuses : [200],
});
/** A body of its own type (not JSON:API); 200 unless `status` says (SCIM's 201, issue 39). */
export const file = (contentType: string, description: string, status?: number): Answer => ({
  kind: 'file',
  contentType,
  description,
  ...(status ? { status } : {}),
});
export const NONE: Answer = { kind: 'none' };
export const CSV = file(
  'text/csv',
  'A CSV file: UTF-8 with a byte order mark, CRLF, formulas defused.',
);

/** A route module's answers: `'METHOD /hono/route'` → its answer, or every alternative. */
export type Answers = Record<string, Answer | readonly Answer[]>;
