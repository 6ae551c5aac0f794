import { z } from 'zod';
import { CONTRACTS } from '../../shared/contract/registry';
import type { AnyContract } from '../../shared/contract/resource';
import { type Answer, answersOf } from './endpoints';

/**
 * The OpenAPI 3.1 document of the Academy API (`GET /v1/openapi.json`), generated from the
 * routes the app serves, what each answers (`./endpoints.ts`, checked by every API test) and
 * the resource contracts (`shared/contract`). Nothing in it is written twice.
 */

type Route = { method: string; path: string };
type JsonSchema = Record<string, unknown>;

const JSON_API = 'application/vnd.api+json';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A contract's attributes as JSON Schema 2020-12 (OpenAPI 3.1's dialect). */
function attributesSchema(contract: AnyContract): JsonSchema {
  const { $schema: _, ...schema } = z.toJSONSchema(contract.attributes, {
    target: 'draft-2020-12',
    io: 'output',
    unrepresentable: 'any',
  }) as JsonSchema;
  return schema;
}

function identifierSchema(types: readonly string[]): JsonSchema {
  return {
    type: 'object',
    required: ['type', 'id'],
    properties: { type: { enum: [...types] }, id: { type: 'string' } },
  };
}

function resourceSchema(contract: AnyContract): JsonSchema {
  const relationships = Object.fromEntries(
    Object.entries(contract.relationships).map(([name, spec]) => {
      const identifier = identifierSchema(typeof spec.type === 'string' ? [spec.type] : spec.type);
      const data = spec.many
        ? { type: 'array', items: identifier }
        : { oneOf: [identifier, { type: 'null' }] };
      return [name, { type: 'object', required: ['data'], properties: { data } }];
    }),
  );
  return {
    type: 'object',
    description: contract.description,
    required: ['type', 'id', 'attributes'],
    properties: {
      type: { const: contract.type },
      id: { type: 'string' },
      attributes: attributesSchema(contract),
      ...(Object.keys(relationships).length > 0
        ? { relationships: { type: 'object', properties: relationships } }
        : {}),
      links: { type: 'object', properties: { self: { type: 'string' } } },
      meta: { type: 'object' },
    },
  };
}

const DOCUMENT_EXTRAS = {
  included: { type: 'array', items: { type: 'object' } },
  meta: { type: 'object', additionalProperties: true },
  links: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
};

function documentSchema(answer: Extract<Answer, { kind: 'resource' }>): JsonSchema {
  const one =
    answer.types.length === 1
      ? ref(answer.types[0] as string)
      : {
          oneOf: answer.types.map(ref),
        };
  const data = answer.list
    ? { type: 'array', items: one }
    : answer.nullable
      ? { oneOf: [one, { type: 'null' }] }
      : one;
  return { type: 'object', required: ['data'], properties: { data, ...DOCUMENT_EXTRAS } };
}

function successResponses(answer: Answer): [string, JsonSchema][] {
  switch (answer.kind) {
    case 'resource':
      return answer.statuses.map((status) => [
        String(status),
        {
          description:
            status === 201 ? 'Created.' : answer.list ? 'A list of resources.' : 'The resource.',
          content: { [JSON_API]: { schema: documentSchema(answer) } },
        },
      ]);
    case 'meta':
      return answer.statuses.map((status) => [
        String(status),
        {
          description: 'A document with meta only.',
          content: {
            [JSON_API]: {
              schema: { type: 'object', required: ['meta'], properties: DOCUMENT_EXTRAS },
            },
          },
        },
      ]);
    case 'none':
      return [['204', { description: 'Done; no content.' }]];
    case 'file':
      return [
        [
          String(answer.status ?? 200),
          {
            description: answer.description,
            content: {
              [answer.contentType]: {
                schema:
                  answer.contentType === 'application/json' ||
                  answer.contentType === 'application/scim+json'
                    ? { type: 'object' }
                    : { type: 'string', format: 'binary' },
              },
            },
          },
        ],
      ];
  }
}

/** Several answers with one status (200: a resource or a meta document) become one oneOf. */
function merged(answers: readonly Answer[]): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, response] of answers.flatMap(successResponses)) {
    const earlier = responses[status];
    if (!earlier) {
      responses[status] = response;
      continue;
    }
    const schemaOf = (r: JsonSchema) =>
      ((r.content as Record<string, { schema: JsonSchema }> | undefined)?.[JSON_API]?.schema ??
        null) as JsonSchema | null;
    const a = schemaOf(earlier);
    const b = schemaOf(response);
    responses[status] = {
      description: `${earlier.description as string} Or: ${response.description as string}`,
      ...(a && b ? { content: { [JSON_API]: { schema: { oneOf: [a, b] } } } } : {}),
    };
  }
  return responses;
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, '{$1}');

function operation(route: Route, answers: readonly Answer[]): JsonSchema {
  const parameters = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const segments = route.path.split('/').filter((s) => s && !s.startsWith(':'));
  const tag = segments[0] === 'v1' ? (segments[1] ?? 'v1') : (segments[0] ?? 'root');
  return {
    operationId: `${route.method.toLowerCase()}_${segments.join('_').replace(/[^A-Za-z0-9_]/g, '_')}`,
    tags: [tag],
    ...(route.path === '/health'
      ? {}
      : { parameters: [{ $ref: '#/components/parameters/portalDomain' }, ...parameters] }),
    ...(['POST', 'PUT', 'PATCH'].includes(route.method)
      ? { requestBody: { $ref: '#/components/requestBodies/document' } }
      : {}),
    responses: {
      ...merged(answers),
      default: {
        description: 'An error (JSON:API errors document).',
        content: { [JSON_API]: { schema: ref('ErrorDocument') } },
      },
    },
  };
}

export function openApiDocument(routes: readonly Route[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    if (route.method === 'ALL') continue;
    const answers = answersOf(route.method, route.path);
    if (!answers) {
      throw new Error(`${route.method} ${route.path}: no answer in openapi/endpoints.ts`);
    }
    const path = toOpenApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, answers);
  }
  const schemas: Record<string, JsonSchema> = Object.fromEntries(
    [...CONTRACTS]
      .sort((a, b) => a.type.localeCompare(b.type))
      .map((contract) => [contract.type, resourceSchema(contract)]),
  );
  return {
    openapi: '3.1.1',
    info: {
      title: 'Academy API',
      version: '1',
      description:
        'The upstream the app’s BFF calls (docs/upstream-contract.md): JSON:API documents, ' +
        'snake_case attributes, one portal per request (X-Portal-Domain), a bearer token for ' +
        'a signed-in person. Who may call what is the route × account table.',
    },
    servers: [{ url: '/', description: 'The Academy API root' }],
    security: [{ bearer: [] }, {}],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        portalDomain: {
          name: 'X-Portal-Domain',
          in: 'header',
          required: true,
          description: 'The portal the request is for: its host name, lower case, no port.',
          schema: { type: 'string' },
        },
      },
      requestBodies: {
        document: {
          description: 'A JSON:API document, snake_case attributes (or a flat object).',
          content: {
            [JSON_API]: { schema: { type: 'object' } },
            'application/json': { schema: { type: 'object' } },
          },
        },
      },
      schemas: {
        ...schemas,
        ErrorDocument: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['status', 'code'],
                properties: {
                  status: { type: 'string' },
                  code: { type: 'string' },
                  title: { type: 'string' },
                  detail: { type: 'string' },
                  source: {
                    type: 'object',
                    properties: { pointer: { type: 'string' }, parameter: { type: 'string' } },
                  },
                  meta: { type: 'object' },
                },
              },
            },
          },
        },
      },
    },
  };
}
