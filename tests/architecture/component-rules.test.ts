import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The components keep to their kits: a write's pending state comes from the one mutation hook
 * (`useOptimisticMutation`'s `isPending`, components/data/use-optimistic-mutation.ts), never a
 * hand-kept `useState` flag beside a try/finally; and no component function grows past 150
 * lines (split state into hooks and markup into parts).
 */
const root = path.resolve(import.meta.dirname, '../..');
const components = path.join(root, 'components');
const files = fs
  .readdirSync(components, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => path.join('components', name));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * The one flag kept by hand, and why: the language menu is in the guest shell, which renders
 * without TanStack Query (guest pages load no query client), so it cannot use the hook.
 */
const KEPT_BY_HAND = new Set(['components/i18n/use-language-switch.ts: saving']);

/** `const [saving, setSaving] = useState(…)`: a flag kept by hand around a write. */
const HAND_KEPT_FLAG =
  /const \[(submitting|busy|pending|saving|sending|working|isSubmitting|isSaving|isPending)\b[^\]]*\]\s*=\s*useState/g;

/** `const [errors, setErrors] = useState(…)`: a form's messages kept beside useForm. */
const HAND_KEPT_MESSAGES =
  /const \[(errors|fieldErrors|serverErrors|general|generalError|formError|formErrors)\b[^\]]*\]\s*=\s*useState/g;

/** A loop over a refusal's errors that files each one under the field its pointer names. */
const POINTER_TO_FIELD =
  /for \(const (\w+) of [\w.]*errors\)[\s\S]{0,300}?\1\.source\??\.pointer[\s\S]{0,300}?\w+\[\w+\]\s*=/;

/** The top-level functions of a source text and their length in lines. */
function functionLengths(text: string): { name: string; line: number; lines: number }[] {
  const lines = text.split('\n');
  const found: { name: string; line: number; lines: number }[] = [];
  for (let start = 0; start < lines.length; start++) {
    const match =
      /^(?:export )?(?:default )?(?:async )?function (\w+)|^(?:export )?const (\w+)\s*=.*=>\s*\{?$/.exec(
        lines[start] ?? '',
      );
    if (!match) continue;
    let end = start + 1;
    while (end < lines.length && !/^[})]/.test(lines[end] ?? '')) end++;
    found.push({ name: match[1] ?? match[2] ?? '', line: start + 1, lines: end - start + 1 });
    start = end;
  }
  return found;
}

describe('components', () => {
  it('keep no pending flag of a write by hand', () => {
    const flags = files.flatMap((file) =>
      [...read(file).matchAll(HAND_KEPT_FLAG)].map((match) => `${file}: ${match[1]}`),
    );
    expect(flags.filter((flag) => !KEPT_BY_HAND.has(flag))).toEqual([]);
    // The exception still exists (else it goes from the list).
    expect(flags.filter((flag) => KEPT_BY_HAND.has(flag))).toEqual([...KEPT_BY_HAND]);
  });

  it('keep a form’s messages in useForm, never in a useState of their own', () => {
    const kept = files.flatMap((file) =>
      [...read(file).matchAll(HAND_KEPT_MESSAGES)].map((match) => `${file}: ${match[1]}`),
    );
    expect(kept).toEqual([]);
    expect('const [serverErrors, setServerErrors] = useState({});').toMatch(HAND_KEPT_MESSAGES);
  });

  it('map a 422 onto fields only in lib/validation/form-response.ts (splitFieldErrors)', () => {
    // A per-field record filled from the errors' pointers, as fieldErrorsOf and orderRefusal did
    // (checked against their last versions) before useForm did it for every form.
    const sources = ['app', 'components', 'lib'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => path.posix.join(dir, ...name.split(path.sep))),
    );
    const mapping = sources.filter(
      (file) => file !== 'lib/validation/form-response.ts' && POINTER_TO_FIELD.test(read(file)),
    );
    expect(mapping).toEqual([]);
    expect(
      'for (const e of error.errors) { const key = keyOf(e.source?.pointer); next[key] = e.detail; }',
    ).toMatch(POINTER_TO_FIELD);
  });

  it('link with the app’s Link (no prefetch render per link in view), never next/link’s own', () => {
    const ui = ['app', 'components'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    const linking = ui.filter(
      (file) =>
        /import \w+(, \{[^}]*\})? from 'next\/link'/.test(read(file)) &&
        file !== 'components/ui/link.tsx',
    );
    expect(linking).toEqual([]);
  });

  it('have no function over 150 lines', () => {
    const long = files.flatMap((file) =>
      functionLengths(read(file))
        .filter((fn) => fn.lines > 150)
        .map((fn) => `${file}:${fn.line} ${fn.name} (${fn.lines} lines)`),
    );
    expect(long).toEqual([]);
  });

  it('measure a function from its first line to its closing brace', () => {
    const text = ['export function A() {', '  return 1;', '}', 'const b = () => {', '};'].join(
      '\n',
    );
    expect(functionLengths(text)).toEqual([
      { name: 'A', line: 1, lines: 3 },
      { name: 'b', line: 4, lines: 2 },
    ]);
    expect('const [saving, setSaving] = useState(false);').toMatch(HAND_KEPT_FLAG);
  });

  it('page a list only through the list kit (ListScreen, ListResults): its pages stay in components/lists/', () => {
    const kit = ['components/lists/pagination', 'components/lists/use-pagination'];
    /** The kit modules a file imports or re-exports (static or dynamic, types too). */
    const kitImports = (file: string, text: string) =>
      [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)'([^']+)'/g)]
        .map(([, specifier = '']) =>
          specifier.startsWith('@/')
            ? specifier.slice(2)
            : specifier.startsWith('.')
              ? path.posix.join(path.posix.dirname(file), specifier)
              : specifier,
        )
        .map((module) => module.replace(/\.tsx?$/, ''))
        .filter((module) => kit.includes(module));
    const sources = ['app', 'components', 'lib', 'tests'].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => path.posix.join(dir, ...name.split(path.sep))),
    );
    const outside = sources
      .filter((file) => !file.startsWith('components/lists/'))
      .flatMap((file) => kitImports(file, read(file)).map((module) => `${file}: ${module}`));
    expect(outside).toEqual([]);
    // It sees such an import by alias and by relative path.
    const from = 'components/commerce/promotions-page.tsx';
    expect(kitImports(from, `import { Pagination } from '@/${kit[0]}';`)).toEqual([kit[0]]);
    expect(kitImports(from, "export { usePagination } from '../lists/use-pagination';")).toEqual([
      'components/lists/use-pagination',
    ]);
    expect(kitImports('components/lists/list-screen.tsx', "import './pagination';")).toEqual([
      'components/lists/pagination',
    ]);
  });
});
