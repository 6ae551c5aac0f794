import { CONTRACTS } from '../../shared/contract/registry';
import type { AnyContract } from '../../shared/contract/resource';

/**
 * The resource types of docs/upstream-contract.md, written from the contracts: the section
 * between the markers is this text, and academy-api/openapi/document.test.ts fails when it is
 * not (`npm run docs:contract` rewrites it).
 */
export const TABLE_START = '<!-- resource-types:start (npm run docs:contract writes this) -->';
export const TABLE_END = '<!-- resource-types:end -->';

const code = (name: string) => `\`${name}\``;

function attributesOf(contract: AnyContract): string {
  return Object.entries(contract.attributes.shape)
    .map(([name, schema]) => {
      const optional = (schema as { safeParse(v: unknown): { success: boolean } }).safeParse(
        undefined,
      ).success;
      return optional ? `${code(name)}?` : code(name);
    })
    .join(', ');
}

function relationshipsOf(contract: AnyContract): string {
  return Object.entries(contract.relationships)
    .map(([name, spec]) => {
      const types = typeof spec.type === 'string' ? [spec.type] : spec.type;
      return `${code(name)} → ${types.map(code).join(' or ')}${spec.many ? ' (many)' : ''}`;
    })
    .join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function contractTable(): string {
  const rows = [...CONTRACTS]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map(
      (contract) =>
        `| ${code(contract.type)} | ${cell(contract.description)} | ${attributesOf(contract)} | ${
          relationshipsOf(contract) || '—'
        } |`,
    );
  return [
    TABLE_START,
    '',
    `${CONTRACTS.length} resource types (shared/<domain>/contract.ts). \`?\`: only some answers carry it (the contract says which).`,
    '',
    '| Type | What it is | Attributes | Relationships |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    TABLE_END,
  ].join('\n');
}

/** The doc with its section replaced by the current table. */
export function withContractTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error('upstream-contract.md has no resource-types markers');
  return doc.slice(0, start) + contractTable() + doc.slice(end + TABLE_END.length);
}
