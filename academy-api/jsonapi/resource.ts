import type { AnyContract, WireAttributes } from '../../shared/contract/resource';
import type { Relationship, ResourceObject } from './document';

/**
 * A resource object of a contract's type (shared/contract/resource.ts): the attributes are
 * type-checked against the contract, so a renamed or missing field fails `tsc`, and API tests
 * validate the document the route sends against the same contract.
 */
export function resourceOf<C extends AnyContract>(
  contract: C,
  id: string,
  attributes: WireAttributes<C>,
  extra: {
    relationships?: { [K in keyof C['relationships']]?: Relationship };
    links?: { self: string };
    meta?: Record<string, unknown>;
  } = {},
): ResourceObject {
  return {
    type: contract.type,
    id,
    attributes: attributes as Record<string, unknown>,
    ...(extra.relationships
      ? { relationships: extra.relationships as Record<string, Relationship> }
      : {}),
    ...(extra.links ? { links: extra.links } : {}),
    ...(extra.meta ? { meta: extra.meta } : {}),
  };
}
