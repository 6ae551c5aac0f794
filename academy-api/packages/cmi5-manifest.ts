import type {
  Cmi5Settings,
  LangString,
  Launchable,
  OutlineItem,
  PackageDescription,
} from './description';
import { type FileIndex, resolveLaunch } from './launch-paths';
import { type PackageProblem, problem } from './problems';
import { attribute, child, children, value, type XmlNode } from './xml';

/**
 * cmi5.xml, the course structure of cmi5 (§13): the course, its blocks and AUs in document
 * order, and each AU's launch URL and completion rules.
 */
export const CMI5_MANIFEST = 'cmi5.xml';

const MOVE_ON = ['Passed', 'Completed', 'CompletedAndPassed', 'CompletedOrPassed', 'NotApplicable'];
const LAUNCH_METHODS = ['AnyWindow', 'OwnWindow'];

/** A `title` or `description`: its `langstring`s, or its own text when a tool wrote it bare. */
function langStrings(node: XmlNode | undefined): LangString[] {
  const strings = children(node, 'langstring')
    .map((string) => ({ lang: attribute(string, 'lang') ?? '', text: string.text }))
    .filter((string) => string.text !== '');
  return strings.length > 0 || !node?.text ? strings : [{ lang: '', text: node.text }];
}

type Context = { files: FileIndex; launchables: Launchable[]; problems: PackageProblem[] };

/** One of a fixed set of values, else the default (and a warning when something else was written). */
function oneOf<T extends string>(
  written: string | undefined,
  allowed: readonly string[],
  fallback: T,
  where: { item: string; name: string },
  problems: PackageProblem[],
): T {
  if (written === undefined) return fallback;
  if (allowed.includes(written)) return written as T;
  problems.push(problem('INVALID_VALUE', { ...where, value: written }));
  return fallback;
}

function masteryScore(written: string | undefined, item: string, problems: PackageProblem[]) {
  if (written === undefined) return null;
  const number = /^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(written) ? Number(written) : Number.NaN;
  if (!Number.isNaN(number)) return number;
  problems.push(problem('INVALID_VALUE', { item, name: 'masteryScore', value: written }));
  return null;
}

/** An AU (§13.1.4): its URL may be absolute (hosted elsewhere) or relative to cmi5.xml. */
function auOf(node: XmlNode, context: Context): OutlineItem {
  const { problems, files } = context;
  const titles = langStrings(child(node, 'title'));
  const id = attribute(node, 'id');
  const title = titles[0]?.text ?? id ?? '';
  if (!id) problems.push(problem('CMI5_ID_MISSING', { title }));
  const url = value(node, 'url');
  let launch: OutlineItem['launch'] = null;
  if (!url) problems.push(problem('CMI5_URL_MISSING', { au: title }));
  else {
    const resolved = resolveLaunch([], url);
    if ('invalid' in resolved) {
      problems.push(problem('INVALID_VALUE', { item: title, name: 'url', value: url }));
    } else {
      launch = resolved;
      if (resolved.path !== null && !files.has(resolved.path)) {
        const actual = files.caseVariant(resolved.path);
        problems.push(
          actual
            ? problem('LAUNCH_FILE_CASE', { item: title, path: resolved.path, actual })
            : problem('LAUNCH_FILE_MISSING', { item: title, path: resolved.path }),
        );
      }
    }
  }
  const where = (name: string) => ({ item: title, name });
  const settings: Cmi5Settings = {
    moveOn: oneOf(value(node, 'moveOn'), MOVE_ON, 'NotApplicable', where('moveOn'), problems),
    launchMethod: oneOf(
      value(node, 'launchMethod'),
      LAUNCH_METHODS,
      'AnyWindow',
      where('launchMethod'),
      problems,
    ),
    launchParameters: child(node, 'launchParameters')?.text || null,
    entitlementKey: child(node, 'entitlementKey')?.text || null,
    activityType: value(node, 'activityType') ?? null,
  };
  if (launch && id) {
    context.launchables.push({
      identifier: id,
      title,
      type: 'au',
      launch,
      resource: null,
      masteryScore: masteryScore(value(node, 'masteryScore'), title, problems),
      completionThreshold: null,
      launchData: null,
      cmi5: settings,
    });
  }
  return { identifier: id ?? '', title, titles, children: [], launch };
}

/** The blocks (§13.1.2) and AUs under `node`, in document order. */
function contentOf(node: XmlNode, context: Context): OutlineItem[] {
  return node.children.flatMap((inner) => {
    const name = inner.name.toLowerCase();
    if (name === 'au') return [auOf(inner, context)];
    if (name !== 'block') return [];
    const titles = langStrings(child(inner, 'title'));
    const id = attribute(inner, 'id');
    const title = titles[0]?.text ?? id ?? '';
    if (!id) context.problems.push(problem('CMI5_ID_MISSING', { title }));
    return [
      { identifier: id ?? '', title, titles, children: contentOf(inner, context), launch: null },
    ];
  });
}

/**
 * The ids used more than once among the blocks, the objectives and the AUs (cmi5 §13.1.2–§13.1.4:
 * each unique within the course structure), each named once.
 */
function duplicateIds(root: XmlNode, structure: readonly OutlineItem[]): string[] {
  const ids: string[] = [];
  const walk = (items: readonly OutlineItem[]) => {
    for (const item of items) {
      if (item.identifier) ids.push(item.identifier);
      walk(item.children);
    }
  };
  walk(structure);
  for (const objective of children(child(root, 'objectives'), 'objective')) {
    const id = attribute(objective, 'id');
    if (id) ids.push(id);
  }
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/** The course cmi5.xml describes, and its problems; null when it is not a course structure. */
export function describeCmi5(
  root: XmlNode,
  files: FileIndex,
): { description: PackageDescription | null; problems: PackageProblem[] } {
  const problems: PackageProblem[] = [];
  if (root.name.toLowerCase() !== 'coursestructure') {
    problems.push(problem('WRONG_ROOT', { file: CMI5_MANIFEST, element: 'courseStructure' }));
    return { description: null, problems };
  }
  const course = child(root, 'course');
  const titles = langStrings(child(course, 'title'));
  const id = attribute(course, 'id');
  const title = titles[0]?.text ?? id ?? '';
  if (!id) problems.push(problem('CMI5_ID_MISSING', { title: title || 'course' }));
  const context: Context = { files, launchables: [], problems };
  const structure = contentOf(root, context);
  for (const duplicate of duplicateIds(root, structure)) {
    problems.push(problem('CMI5_ID_DUPLICATE', { id: duplicate }));
  }
  if (context.launchables.length === 0) {
    problems.push(problem('NO_LAUNCHABLE', { file: CMI5_MANIFEST }));
  }
  return {
    description: {
      kind: 'cmi5',
      edition: null,
      manifest: CMI5_MANIFEST,
      identifier: id ?? '',
      title,
      description: langStrings(child(course, 'description'))[0]?.text ?? null,
      organization: { identifier: id ?? '', title, titles, children: structure, launch: null },
      launchables: context.launchables,
      sequencing: false,
    },
    problems,
  };
}
