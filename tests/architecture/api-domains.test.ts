import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specifiers } from './specifiers';

/**
 * The Academy API is cut into domain folders named like shared/'s domains, each holding its
 * routes, queries, serialisers and their tests (`orders.routes.ts`, `orders.queries.ts`,
 * `commerce.serializers.ts`…), beside platform folders every domain uses. A domain reaches
 * another only through that domain's `index.ts`, which names what it offers; everything else in
 * a domain folder is its own business and may change without the others noticing.
 */
const root = path.resolve(import.meta.dirname, '../..');
const api = path.join(root, 'academy-api');

const DOMAINS = [
  'accounts',
  'portals',
  'catalog',
  'authoring',
  'learning',
  'quiz',
  'coaching',
  'commerce',
  'communication',
  'feedback',
  'integrations',
  'calendar',
  'audit',
  'reports',
  'privacy',
  'content',
  'packages',
  'lrs',
  'lti',
  'sso',
];
/** The platform: the database, the JSON:API kit, access rules, middleware, mail, files… */
const PLATFORM = [
  'access',
  'auth',
  'bench',
  'db',
  'files',
  'i18n',
  'jobs',
  'jsonapi',
  'mail',
  'middleware',
  'openapi',
  'scripts',
  'security',
  'system',
  'test',
];

/** The domain a file of academy-api/ belongs to, or null for a platform file. */
function domainOf(file: string): string | null {
  const [top, rest] = path.relative(api, file).split(path.sep);
  return rest !== undefined && top !== undefined && DOMAINS.includes(top) ? top : null;
}

/**
 * The imports of a domain file that reach into another domain past its index. One exception: a
 * domain's tables (`schema.ts`) name other domains' tables in their foreign keys, schema to
 * schema, as the one database does.
 */
function reachesPast(file: string, source: string): string[] {
  const own = domainOf(file);
  if (!own) return [];
  const isSchema = (name: string) => path.basename(name).replace(/\.ts$/, '') === 'schema';
  return specifiers(source, { types: true }).filter((specifier) => {
    if (!specifier.startsWith('.')) return false;
    const target = path.join(path.dirname(file), specifier);
    const domain = domainOf(target) ?? domainOf(path.join(target, 'index.ts'));
    if (!domain || domain === own) return false;
    if (isSchema(file) && isSchema(target)) return false;
    return path.relative(path.join(api, domain), target) !== '';
  });
}

const sources = (dir: string) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('the API’s domain folders', () => {
  it('every folder of academy-api/ is a domain or a platform folder, and each domain has an index', () => {
    const folders = fs
      .readdirSync(api, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual([...DOMAINS, ...PLATFORM].sort());
    for (const domain of DOMAINS) {
      expect(fs.existsSync(path.join(api, domain, 'index.ts')), `${domain}/index.ts`).toBe(true);
    }
  });

  it('a domain imports another only through that domain’s index', () => {
    const past = DOMAINS.flatMap((domain) =>
      sources(path.join(api, domain)).flatMap((file) =>
        reachesPast(file, fs.readFileSync(file, 'utf8')).map(
          (specifier) => `${path.relative(api, file)} imports ${specifier}`,
        ),
      ),
    );
    expect(past).toEqual([]);
  });

  it('the check sees an import past an index, and lets the index, the own domain and the platform through', () => {
    const file = path.join(api, 'commerce', 'orders.routes.ts');
    const schema = path.join(api, 'commerce', 'schema.ts');
    const source = [
      "import { a } from '../learning/progress.queries';",
      "import type { B } from '../accounts/accounts.queries';",
      "import { c } from '../learning';",
      "import { d } from './orders.queries';",
      "import { e } from '../jsonapi/endpoint';",
      "import { f } from '../accounts/schema';",
    ].join('\n');
    expect(reachesPast(file, source)).toEqual([
      '../learning/progress.queries',
      '../accounts/accounts.queries',
      '../accounts/schema',
    ]);
    expect(reachesPast(schema, "import { accounts } from '../accounts/schema';")).toEqual([]);
  });
});
