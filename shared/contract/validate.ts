import type { z } from 'zod';
import type { AnyContract } from './resource';

/**
 * Checks a JSON:API document against the resource contracts: every resource object in `data`
 * and `included` has a type with a contract, attributes the contract allows (all of them, or a
 * subset when the request asked for a sparse fieldset), and only the relationships the contract
 * names, pointing at the types it names. Returns what is wrong, one line each; none: valid.
 */
export type ValidateOptions = {
  /** The request asked for `fields[type]`: attributes may be a subset. */
  sparse?: boolean;
  /** A type without a contract is a problem (true once every type has one). */
  requireContract?: boolean;
};

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`,
  );
}

function identifierProblems(
  where: string,
  data: unknown,
  allowed: readonly string[],
  many: boolean,
): string[] {
  if (many !== Array.isArray(data) && data !== null) {
    return [`${where}: expected ${many ? 'a list of identifiers' : 'one identifier or null'}`];
  }
  if (data === null) return many ? [`${where}: a to-many relationship is never null`] : [];
  const items = Array.isArray(data) ? data : [data];
  return items.flatMap((item, index) => {
    if (!isObject(item) || typeof item.id !== 'string' || typeof item.type !== 'string') {
      return [`${where}[${index}]: not a resource identifier`];
    }
    return allowed.includes(item.type)
      ? []
      : [`${where}[${index}]: type ${item.type} is not one of ${allowed.join(', ')}`];
  });
}

function resourceProblems(
  resource: unknown,
  where: string,
  contracts: ReadonlyMap<string, AnyContract>,
  options: ValidateOptions,
): string[] {
  if (!isObject(resource)) return [`${where}: not a resource object`];
  const { type, id, attributes, relationships, meta } = resource;
  if (typeof type !== 'string') return [`${where}: no type`];
  if (typeof id !== 'string' || id === '') return [`${where} (${type}): no id`];
  const contract = contracts.get(type);
  if (!contract) return options.requireContract ? [`${where}: no contract for type ${type}`] : [];
  const at = `${where} (${type} ${id})`;
  const problems: string[] = [];
  const schema = options.sparse ? contract.attributes.partial() : contract.attributes;
  const parsed = schema.safeParse(attributes ?? {});
  if (!parsed.success) problems.push(...issuesOf(parsed.error).map((p) => `${at} attributes.${p}`));
  if (relationships !== undefined) {
    if (!isObject(relationships)) problems.push(`${at}: relationships is not an object`);
    else {
      for (const [name, value] of Object.entries(relationships)) {
        const spec = contract.relationships[name];
        if (!spec) {
          problems.push(`${at}: relationship ${name} is not in the contract`);
          continue;
        }
        if (!isObject(value) || !('data' in value)) {
          problems.push(`${at}: relationship ${name} has no data`);
          continue;
        }
        const allowed = typeof spec.type === 'string' ? [spec.type] : spec.type;
        problems.push(
          ...identifierProblems(
            `${at} relationships.${name}`,
            value.data,
            allowed,
            spec.many ?? false,
          ),
        );
      }
    }
  }
  if (meta !== undefined && contract.meta) {
    const parsedMeta = contract.meta.safeParse(meta);
    if (!parsedMeta.success) {
      problems.push(...issuesOf(parsedMeta.error).map((p) => `${at} meta.${p}`));
    }
  }
  return problems;
}

function errorProblems(errors: unknown): string[] {
  if (!Array.isArray(errors) || errors.length === 0) return ['errors: not a non-empty list'];
  return errors.flatMap((error, index) =>
    isObject(error) && typeof error.status === 'string' && typeof error.code === 'string'
      ? []
      : [`errors[${index}]: needs a status and a code`],
  );
}

export function validateDocument(
  document: unknown,
  contracts: ReadonlyMap<string, AnyContract>,
  options: ValidateOptions = {},
): string[] {
  if (!isObject(document)) return ['(document): not an object'];
  if ('errors' in document) {
    return 'data' in document
      ? ['(document): data and errors together']
      : errorProblems(document.errors);
  }
  if (!('data' in document) && !('meta' in document)) return ['(document): no data and no meta'];
  const problems: string[] = [];
  const { data, included } = document;
  if (Array.isArray(data)) {
    data.forEach((item, index) => {
      problems.push(...resourceProblems(item, `data[${index}]`, contracts, options));
    });
  } else if (data !== null && data !== undefined) {
    problems.push(...resourceProblems(data, 'data', contracts, options));
  }
  if (included !== undefined) {
    if (!Array.isArray(included)) problems.push('included: not a list');
    else {
      included.forEach((item, index) => {
        problems.push(...resourceProblems(item, `included[${index}]`, contracts, options));
      });
    }
  }
  return problems;
}

/** The contracts by type; two contracts for one type are a mistake caught here. */
export function contractsByType(contracts: Iterable<AnyContract>): Map<string, AnyContract> {
  const byType = new Map<string, AnyContract>();
  for (const contract of contracts) {
    if (byType.has(contract.type)) throw new Error(`Two contracts for type ${contract.type}`);
    byType.set(contract.type, contract);
  }
  return byType;
}
