import { z } from 'zod';

/**
 * One contract per JSON:API resource type, written once and read by both sides of the wire
 * (docs/adding-a-resource.md): the API's serialiser is typed by it (`resourceOf`), every API
 * test validates the documents it receives against it (`validateDocument`), the OpenAPI
 * document is generated from it, and the app's types are inferred from it (`Read`). Attribute
 * names are the wire's snake_case; the app reads them camelCase (`CamelDeep`).
 */

/** A relationship the resource may carry: the related type(s), one or many. */
export type RelationshipSpec = {
  type: string | readonly string[];
  many?: boolean;
};

export type ResourceContract<
  TType extends string = string,
  TShape extends z.ZodRawShape = z.ZodRawShape,
  TRelationships extends Record<string, RelationshipSpec> = Record<string, RelationshipSpec>,
> = {
  readonly kind: 'resource';
  readonly type: TType;
  /** One sentence for the reference documentation. */
  readonly description: string;
  /** The attributes, strict: a key the contract does not name fails validation. */
  readonly attributes: z.ZodObject<TShape, z.core.$strict>;
  readonly relationships: TRelationships;
  /** The resource object's own meta, when it has one. */
  readonly meta?: z.ZodType;
};

// biome-ignore lint/suspicious/noExplicitAny: any contract, whatever its shape.
export type AnyContract = ResourceContract<string, any, Record<string, RelationshipSpec>>;

/** Declares a resource type's contract. */
export function defineResource<
  const TType extends string,
  TShape extends z.ZodRawShape,
  const TRelationships extends Record<string, RelationshipSpec> = Record<never, RelationshipSpec>,
>(definition: {
  type: TType;
  description: string;
  attributes: TShape;
  relationships?: TRelationships;
  meta?: z.ZodType;
}): ResourceContract<TType, TShape, TRelationships> {
  return {
    kind: 'resource',
    type: definition.type,
    description: definition.description,
    attributes: z.strictObject(definition.attributes),
    relationships: (definition.relationships ?? {}) as TRelationships,
    ...(definition.meta ? { meta: definition.meta } : {}),
  };
}

export function isContract(value: unknown): value is AnyContract {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'resource'
  );
}

/** The attributes as the API writes them (snake_case). */
export type WireAttributes<C extends AnyContract> = z.input<C['attributes']>;

type Camel<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;

/** A wire value as the app reads it: every key camelCase, nested objects and arrays included. */
export type CamelDeep<T> = T extends readonly (infer Item)[]
  ? CamelDeep<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Camel<K> : K]: CamelDeep<T[K]> }
    : T;

/** The resource as the app reads it (lib/api/jsonapi `deserialize`): its id and attributes. */
export type Read<C extends AnyContract> = { id: string } & CamelDeep<z.output<C['attributes']>>;

/** A read resource whose optional attributes `K` this view always carries. */
export type With<T, K extends keyof T> = T & { [P in K]-?: Exclude<T[P], undefined> };
