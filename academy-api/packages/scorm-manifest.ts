import type { Launchable, OutlineItem, PackageDescription } from './description';
import { type FileIndex, resolveLaunch } from './launch-paths';
import { type PackageProblem, problem } from './problems';
import { attribute, child, children, contains, value, type XmlNode } from './xml';

/**
 * imsmanifest.xml of SCORM 1.2 and SCORM 2004 2nd–4th edition (the content packaging sections
 * of their CAM books): the version, the default organization's items, the resources they
 * launch, and the scoring that progress tracking needs.
 */
export const SCORM_MANIFEST = 'imsmanifest.xml';

const VERSIONS: Record<string, Pick<PackageDescription, 'kind' | 'edition'>> = {
  '1.2': { kind: 'scorm12', edition: null },
  'cam 1.3': { kind: 'scorm2004', edition: 2 },
  '2004 3rd edition': { kind: 'scorm2004', edition: 3 },
  '2004 4th edition': { kind: 'scorm2004', edition: 4 },
};

/** SCORM 1.2's adlcp namespace, the version's only trace in manifests written without metadata. */
const ADLCP_1_2 = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';

type Version = Pick<PackageDescription, 'kind' | 'edition'>;

function versionOf(root: XmlNode, problems: PackageProblem[]): Version | null {
  const written = value(child(root, 'metadata'), 'schemaversion');
  if (written === undefined) {
    if (root.namespaces.includes(ADLCP_1_2)) return VERSIONS['1.2'] ?? null;
    problems.push(problem('SCHEMA_VERSION_MISSING'));
    return null;
  }
  const known = VERSIONS[written.replace(/\s+/g, ' ').toLowerCase()];
  if (!known) problems.push(problem('SCHEMA_VERSION_UNKNOWN', { version: written }));
  return known ?? null;
}

/** A number in [min, max], or null (with a warning when something unusable was written). */
function score(
  written: string | undefined,
  [min, max]: [number, number],
  where: { item: string; name: string },
  problems: PackageProblem[],
): number | null {
  if (written === undefined) return null;
  const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(written) ? Number(written) : Number.NaN;
  if (number >= min && number <= max) return number;
  problems.push(problem('INVALID_VALUE', { ...where, value: written }));
  return null;
}

/**
 * An item's sequencing: its own `imsss:sequencing`, over the one of the `sequencingCollection`
 * its `IDRef` names (the item's own elements win, as the SCORM 2004 CAM says of `IDRef`).
 */
function sequencingOf(item: XmlNode, collection: Map<string, XmlNode>) {
  const own = child(item, 'sequencing');
  const shared = collection.get(attribute(own, 'IDRef') ?? '');
  return (name: string) => child(own, name) ?? child(shared, name);
}

/** The mastery of a SCORM 2004 item: its primary objective's, when satisfied by measure. */
function mastery2004(
  item: XmlNode,
  title: string,
  collection: Map<string, XmlNode>,
  problems: PackageProblem[],
) {
  const primary = child(sequencingOf(item, collection)('objectives'), 'primaryObjective');
  if (attribute(primary, 'satisfiedByMeasure') !== 'true') return null;
  // minNormalizedMeasure defaults to 1.0 (SCORM 2004 CAM, imsss:minNormalizedMeasure).
  const written = value(primary, 'minNormalizedMeasure') ?? '1.0';
  return score(written, [-1, 1], { item: title, name: 'imsss:minNormalizedMeasure' }, problems);
}

/**
 * `adlcp:completionThreshold`: a number as its text in the 3rd edition, attributes in the
 * 4th (`completedByMeasure`, `minProgressMeasure` defaulting to 1.0).
 */
function completionThreshold(item: XmlNode, title: string, problems: PackageProblem[]) {
  const node = child(item, 'completionThreshold');
  if (!node) return null;
  const where = { item: title, name: 'adlcp:completionThreshold' };
  if (node.attributes.size > 0) {
    if (attribute(node, 'completedByMeasure') !== 'true') return null;
    return score(attribute(node, 'minProgressMeasure') ?? '1.0', [0, 1], where, problems);
  }
  return score(node.text || undefined, [0, 1], where, problems);
}

type Context = {
  version: Version;
  files: FileIndex;
  resources: Map<string, { node: XmlNode; bases: (string | undefined)[] }>;
  collection: Map<string, XmlNode>;
  launchables: Launchable[];
  problems: PackageProblem[];
};

function launchableOf(item: XmlNode, identifier: string, title: string, context: Context) {
  const { problems, files } = context;
  const ref = attribute(item, 'identifierref');
  if (ref === undefined) return null;
  const resource = context.resources.get(ref);
  const href = attribute(resource?.node, 'href');
  if (!resource || href === undefined) {
    problems.push(problem('ITEM_RESOURCE_INVALID', { item: title, resource: ref }));
    return null;
  }
  const launch = resolveLaunch(resource.bases, href, attribute(item, 'parameters') ?? '');
  if ('invalid' in launch || launch.path === null) {
    const url = 'invalid' in launch ? href : launch.url;
    problems.push(problem('SCORM_LAUNCH_EXTERNAL', { item: title, url }));
    return null;
  }
  if (!files.has(launch.path)) {
    const actual = files.caseVariant(launch.path);
    problems.push(
      actual
        ? problem('LAUNCH_FILE_CASE', { item: title, path: launch.path, actual })
        : problem('LAUNCH_FILE_MISSING', { item: title, path: launch.path }),
    );
  }
  const is2004 = context.version.kind === 'scorm2004';
  const found: Launchable = {
    identifier,
    title,
    type: attribute(resource.node, 'scormtype')?.toLowerCase() === 'sco' ? 'sco' : 'asset',
    launch,
    resource: ref,
    masteryScore: is2004
      ? mastery2004(item, title, context.collection, problems)
      : score(
          value(item, 'masteryscore'),
          [0, 100],
          { item: title, name: 'adlcp:masteryscore' },
          problems,
        ),
    completionThreshold: is2004 ? completionThreshold(item, title, problems) : null,
    launchData: child(item, 'datafromlms')?.text || null,
    cmi5: null,
  };
  if (!is2004 && found.masteryScore !== null) found.masteryScore /= 100;
  context.launchables.push(found);
  return found.launch;
}

function outlineOf(item: XmlNode, context: Context): OutlineItem {
  const identifier = attribute(item, 'identifier') ?? '';
  const title = child(item, 'title')?.text || identifier;
  const launch = launchableOf(item, identifier, title, context);
  const nested = children(item, 'item').map((inner) => outlineOf(inner, context));
  return { identifier, title, titles: [], children: nested, launch };
}

/** Every `<file href>` of every resource that is not in the zip (a warning each). */
function missingFiles(context: Context) {
  for (const [identifier, { node, bases }] of context.resources) {
    for (const file of children(node, 'file')) {
      const href = attribute(file, 'href');
      const resolved = href === undefined ? null : resolveLaunch(bases, href);
      if (!resolved || 'invalid' in resolved || resolved.path === null) continue;
      if (!context.files.has(resolved.path)) {
        context.problems.push(
          problem('FILE_MISSING', { resource: identifier, path: resolved.path }),
        );
      }
    }
  }
}

/** The package imsmanifest.xml describes, and its problems; null when it cannot be described. */
export function describeScorm(
  root: XmlNode,
  files: FileIndex,
): { description: PackageDescription | null; problems: PackageProblem[] } {
  const problems: PackageProblem[] = [];
  if (root.name.toLowerCase() !== 'manifest') {
    problems.push(problem('WRONG_ROOT', { file: SCORM_MANIFEST, element: 'manifest' }));
    return { description: null, problems };
  }
  const version = versionOf(root, problems);
  const resourcesNode = child(root, 'resources');
  const bases = [attribute(root, 'base'), attribute(resourcesNode, 'base')];
  const context: Context = {
    version: version ?? { kind: 'scorm12', edition: null },
    files,
    resources: new Map(
      children(resourcesNode, 'resource').map((node) => [
        attribute(node, 'identifier') ?? '',
        { node, bases: [...bases, attribute(node, 'base')] },
      ]),
    ),
    collection: new Map(
      children(child(root, 'sequencingCollection'), 'sequencing').map((node) => [
        attribute(node, 'ID') ?? '',
        node,
      ]),
    ),
    launchables: [],
    problems,
  };
  const organizations = child(root, 'organizations');
  const all = children(organizations, 'organization');
  const named = attribute(organizations, 'default');
  const chosen = all.find((organization) => attribute(organization, 'identifier') === named);
  if (all.length === 0) problems.push(problem('NO_ORGANIZATION'));
  else if (named !== undefined && !chosen) {
    problems.push(problem('DEFAULT_ORGANIZATION_UNKNOWN', { identifier: named }));
  }
  const organization = chosen ?? all[0];
  const tree = organization && version ? outlineOf(organization, context) : null;
  if (tree && context.launchables.length === 0) {
    problems.push(problem('NO_LAUNCHABLE', { file: SCORM_MANIFEST }));
  }
  missingFiles(context);
  if (!tree || !version) return { description: null, problems };
  return {
    description: {
      ...version,
      manifest: SCORM_MANIFEST,
      identifier: attribute(root, 'identifier') ?? '',
      title: tree.title || context.launchables[0]?.title || attribute(root, 'identifier') || '',
      description: null,
      organization: tree,
      launchables: context.launchables,
      sequencing: version.kind === 'scorm2004' && contains(root, 'sequencing'),
    },
    problems,
  };
}
