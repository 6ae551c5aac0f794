import type { Settings } from 'scorm-again';
import { attribute, child, children, contains, parseXml, type XmlNode } from './xml';

/**
 * IMS Simple Sequencing (`imsss:`) and its ADL extensions (`adlseq:`, `adlnav:`) of a SCORM
 * 2004 imsmanifest.xml, as the settings scorm-again's sequencing engine takes: scorm-again
 * implements the SN book's algorithms, the LMS has to extract the data from the manifest.
 *
 * Every value the manifest leaves out gets the default of the SCORM 2004 4th edition CAM
 * (imsss_v1p0.xsd, adlseq_v1p3.xsd), written out explicitly where scorm-again's own default
 * differs (its `flow` is true, IMS SS says false) or where it is cheap to be explicit.
 */

/**
 * scorm-again's `SequencingSettings` (dist/types/types/sequencing_types.d.ts). The package entry
 * does not re-export that module, but it does export `Settings`, whose `sequencing` is exactly it.
 */
export type SequencingSettings = NonNullable<Settings['sequencing']>;
type ActivitySettings = NonNullable<SequencingSettings['activityTree']>;
type SequencingControlsSettings = NonNullable<ActivitySettings['sequencingControls']>;
type SequencingRulesSettings = NonNullable<ActivitySettings['sequencingRules']>;
type SequencingRuleSettings = NonNullable<SequencingRulesSettings['preConditionRules']>[number];
type RuleConditionSettings = SequencingRuleSettings['conditions'][number];
type RollupRulesSettings = NonNullable<ActivitySettings['rollupRules']>;
type RollupRuleSettings = RollupRulesSettings['rules'][number];
type RollupConditionSettings = RollupRuleSettings['conditions'][number];
type ObjectiveSettings = NonNullable<ActivitySettings['primaryObjective']>;
type MapInfoSettings = NonNullable<ObjectiveSettings['mapInfo']>[number];
type RollupConsiderationsSettings = NonNullable<ActivitySettings['rollupConsiderations']>;
type Requirement = NonNullable<RollupConsiderationsSettings['requiredForSatisfied']>;
type HideLmsUiItem = NonNullable<ActivitySettings['hideLmsUi']>[number];
// scorm-again's string enums, which its package entry does not export as values.
type RuleCondition = RuleConditionSettings['condition'];
type RuleOperator = NonNullable<RuleConditionSettings['operator']>;
type RuleAction = SequencingRuleSettings['action'];
type RollupCondition = RollupConditionSettings['condition'];
type RollupOperator = NonNullable<RollupConditionSettings['operator']>;
type RollupAction = RollupRuleSettings['action'];
type RollupCombination = NonNullable<RollupRuleSettings['conditionCombination']>;
type RollupConsideration = NonNullable<RollupRuleSettings['consideration']>;
type SelectionTiming = NonNullable<SequencingControlsSettings['selectionTiming']>;
type RandomizationTiming = NonNullable<SequencingControlsSettings['randomizationTiming']>;

/** The values of scorm-again's `RuleConditionType` (sequencing_rules.d.ts). */
const RULE_CONDITIONS = [
  'satisfied',
  'objectiveSatisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'objectiveMeasureGreaterThan',
  'objectiveMeasureLessThan',
  'completed',
  'activityCompleted',
  'progressKnown',
  'activityProgressKnown',
  'attempted',
  'attemptLimitExceeded',
  'timeLimitExceeded',
  'outsideAvailableTimeRange',
  'always',
  'never',
];
/** IMS SS `sequencingRuleActionType`s per rule kind, all values of scorm-again's `RuleActionType`. */
const RULE_ACTIONS = {
  preConditionRule: ['skip', 'disabled', 'hiddenFromChoice', 'stopForwardTraversal'],
  exitConditionRule: ['exit'],
  postConditionRule: ['exitParent', 'exitAll', 'retry', 'retryAll', 'continue', 'previous'],
};
/** The values of scorm-again's `RollupConditionType` (rollup_rules.d.ts). */
const ROLLUP_CONDITIONS = [
  'satisfied',
  'objectiveStatusKnown',
  'objectiveMeasureKnown',
  'objectiveMeasureGreaterThan',
  'objectiveMeasureLessThan',
  'completed',
  'progressKnown',
  'attempted',
  'attemptLimitExceeded',
  'notAttempted',
  'always',
];
const ROLLUP_ACTIONS = ['satisfied', 'notSatisfied', 'completed', 'incomplete'];
const CHILD_ACTIVITY_SETS = ['all', 'any', 'none', 'atLeastCount', 'atLeastPercent'];
const COMBINATIONS = ['all', 'any'];
const TIMINGS = ['never', 'once', 'onEachNewAttempt'];
const REQUIREMENTS = ['always', 'ifAttempted', 'ifNotSkipped', 'ifNotSuspended'];
/** scorm-again's `HIDE_LMS_UI_TOKENS`, the adlnav `hideLMSUIType` values. */
const HIDE_LMS_UI = [
  'continue',
  'previous',
  'exit',
  'exitAll',
  'abandon',
  'abandonAll',
  'suspendAll',
];
/** Rule measure conditions, whose `measureThreshold` scorm-again reads as `parameters.threshold`. */
const MEASURE_CONDITIONS = ['objectiveMeasureGreaterThan', 'objectiveMeasureLessThan'];
/** IMS rollup conditions scorm-again's rollup does not know; it evaluates unknown ones as false. */
const ROLLUP_ALWAYS_FALSE = ['timeLimitExceeded', 'outsideAvailableTimeRange'];

/** `written` typed as one of scorm-again's enum values when it is among `allowed`. */
function oneOf<T extends string>(written: string | undefined, allowed: readonly string[]) {
  return written !== undefined && allowed.includes(written) ? (written as T) : undefined;
}

/** `written` when it is among `allowed`, else the IMS SS default `fallback`, as an enum value. */
function oneOr<T extends string>(
  written: string | undefined,
  allowed: readonly string[],
  fallback: string,
): T {
  return (oneOf<T>(written, allowed) ?? fallback) as T;
}

/** An `xs:boolean` attribute, or `fallback` when absent or not a boolean. */
function flag(node: XmlNode | undefined, name: string, fallback: boolean): boolean {
  const written = attribute(node, name);
  if (written === 'true' || written === '1') return true;
  if (written === 'false' || written === '0') return false;
  return fallback;
}

/** An `xs:decimal` (or integer) attribute, or undefined when absent or not a number. */
function decimal(written: string | undefined): number | undefined {
  if (written === undefined || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(written)) return undefined;
  return Number(written);
}

/** The `imsss:sequencing` children that override each other as a whole (CAM, `IDRef`). */
type Part =
  | 'controlMode'
  | 'sequencingRules'
  | 'limitConditions'
  | 'rollupRules'
  | 'objectives'
  | 'randomizationControls'
  | 'deliveryControls'
  | 'constrainedChoiceConsiderations'
  | 'rollupConsiderations'
  | 'adlseqObjectives';

/**
 * `imsss:objectives` and `adlseq:objectives` share their local name (prefixes are stripped); the
 * IMS one always holds a `primaryObjective`, the ADL extension only `adlseq:objective`s.
 */
function partOf(sequencing: XmlNode | undefined, part: Part): XmlNode | undefined {
  if (part !== 'objectives' && part !== 'adlseqObjectives') return child(sequencing, part);
  const isIms = part === 'objectives';
  return children(sequencing, 'objectives').find(
    (node) => (child(node, 'primaryObjective') !== undefined) === isIms,
  );
}

/** An item's effective sequencing: each part its own, else the referenced collection entry's. */
type Sequencing = (part: Part) => XmlNode | undefined;

/** The sequencing of `node` (organization or item), resolved against the collection by `IDRef`. */
function sequencingOf(node: XmlNode, collection: Map<string, XmlNode>): Sequencing {
  const own = child(node, 'sequencing');
  const shared = collection.get(attribute(own, 'IDRef') ?? '');
  return (part) => partOf(own, part) ?? partOf(shared, part);
}

/** `imsss:controlMode` and the other control elements, as scorm-again's sequencing controls. */
function sequencingControls(sequencing: Sequencing): SequencingControlsSettings {
  const mode = sequencing('controlMode');
  const controls: SequencingControlsSettings = {
    choice: flag(mode, 'choice', true),
    choiceExit: flag(mode, 'choiceExit', true),
    flow: flag(mode, 'flow', false),
    forwardOnly: flag(mode, 'forwardOnly', false),
    useCurrentAttemptObjectiveInfo: flag(mode, 'useCurrentAttemptObjectiveInfo', true),
    useCurrentAttemptProgressInfo: flag(mode, 'useCurrentAttemptProgressInfo', true),
  };
  return {
    ...controls,
    ...rollupControls(sequencing('rollupRules')),
    ...randomizationControls(sequencing('randomizationControls')),
    ...constrainedChoice(sequencing('constrainedChoiceConsiderations')),
  };
}

/** The attributes of `imsss:rollupRules`: what the activity contributes to its parent's rollup. */
function rollupControls(rules: XmlNode | undefined): Partial<SequencingControlsSettings> {
  if (!rules) return {};
  return {
    rollupObjectiveSatisfied: flag(rules, 'rollupObjectiveSatisfied', true),
    rollupProgressCompletion: flag(rules, 'rollupProgressCompletion', true),
    objectiveMeasureWeight: decimal(attribute(rules, 'objectiveMeasureWeight')) ?? 1,
  };
}

/**
 * `imsss:randomizationControls`. IMS SS's `reorderChildren` (whether to shuffle) is scorm-again's
 * `randomizeChildren`; scorm-again's own `reorderChildren` is run-time state (shuffled already).
 */
function randomizationControls(node: XmlNode | undefined): Partial<SequencingControlsSettings> {
  if (!node) return {};
  const selectCount = decimal(attribute(node, 'selectCount'));
  return {
    selectionTiming: oneOr<SelectionTiming>(attribute(node, 'selectionTiming'), TIMINGS, 'never'),
    randomizationTiming: oneOr<RandomizationTiming>(
      attribute(node, 'randomizationTiming'),
      TIMINGS,
      'never',
    ),
    randomizeChildren: flag(node, 'reorderChildren', false),
    ...(selectCount !== undefined && Number.isInteger(selectCount) && selectCount >= 0
      ? { selectCount }
      : {}),
  };
}

/** `adlseq:constrainedChoiceConsiderations`. */
function constrainedChoice(node: XmlNode | undefined): Partial<SequencingControlsSettings> {
  if (!node) return {};
  return {
    preventActivation: flag(node, 'preventActivation', false),
    constrainChoice: flag(node, 'constrainChoice', false),
  };
}

/** One `imsss:ruleCondition`; undefined for a condition scorm-again does not know. */
function ruleCondition(node: XmlNode): RuleConditionSettings | undefined {
  const condition = oneOf<RuleCondition>(attribute(node, 'condition'), RULE_CONDITIONS);
  if (!condition) return undefined;
  const found: RuleConditionSettings = { condition };
  // IMS SS's `noOp` (the default) is scorm-again's absent operator; its enum has no `noOp`.
  if (attribute(node, 'operator') === 'not') found.operator = 'not' as RuleOperator;
  const referenced = attribute(node, 'referencedObjective');
  if (referenced !== undefined) found.referencedObjective = referenced;
  if (MEASURE_CONDITIONS.includes(condition)) {
    found.parameters = { threshold: decimal(attribute(node, 'measureThreshold')) ?? 0 };
  }
  return found;
}

/** One pre/exit/post condition rule; undefined when its action or a condition is unusable. */
function sequencingRule(
  node: XmlNode,
  kind: keyof typeof RULE_ACTIONS,
): SequencingRuleSettings | undefined {
  const action = oneOf<RuleAction>(
    attribute(child(node, 'ruleAction'), 'action'),
    RULE_ACTIONS[kind],
  );
  const conditionsNode = child(node, 'ruleConditions');
  const written = children(conditionsNode, 'ruleCondition');
  const conditions = written.map(ruleCondition);
  if (!action || written.length === 0) return undefined;
  if (conditions.some((condition) => condition === undefined)) return undefined;
  return {
    action,
    conditionCombination: oneOr<'all' | 'any'>(
      attribute(conditionsNode, 'conditionCombination'),
      COMBINATIONS,
      'all',
    ),
    conditions: conditions.filter((condition) => condition !== undefined),
  };
}

/** `imsss:sequencingRules`; undefined when it holds no usable rule. */
function sequencingRules(node: XmlNode | undefined): SequencingRulesSettings | undefined {
  const rulesOf = (kind: keyof typeof RULE_ACTIONS) =>
    children(node, kind)
      .map((rule) => sequencingRule(rule, kind))
      .filter((rule) => rule !== undefined);
  const rules: SequencingRulesSettings = {};
  const pre = rulesOf('preConditionRule');
  const exit = rulesOf('exitConditionRule');
  const post = rulesOf('postConditionRule');
  if (pre.length > 0) rules.preConditionRules = pre;
  if (exit.length > 0) rules.exitConditionRules = exit;
  if (post.length > 0) rules.postConditionRules = post;
  return Object.keys(rules).length > 0 ? rules : undefined;
}

/**
 * One `imsss:rollupCondition`. IMS's `activityProgressKnown` is scorm-again's `progressKnown`; the
 * time conditions, which scorm-again's rollup would evaluate as false, become `not always`.
 */
function rollupCondition(node: XmlNode): RollupConditionSettings | undefined {
  const written = attribute(node, 'condition');
  const negated = attribute(node, 'operator') === 'not';
  if (written !== undefined && ROLLUP_ALWAYS_FALSE.includes(written)) {
    return { condition: 'always' as RollupCondition, operator: op(!negated) };
  }
  const renamed = written === 'activityProgressKnown' ? 'progressKnown' : written;
  const condition = oneOf<RollupCondition>(renamed, ROLLUP_CONDITIONS);
  return condition ? { condition, operator: op(negated) } : undefined;
}

/** scorm-again's rollup condition operator. */
function op(negated: boolean): RollupOperator {
  return (negated ? 'not' : 'noOp') as RollupOperator;
}

/**
 * One `imsss:rollupRule`. IMS's `minimumPercent` is a fraction (0–1), scorm-again compares
 * percentages (0–100).
 */
function rollupRule(node: XmlNode): RollupRuleSettings | undefined {
  const action = oneOf<RollupAction>(
    attribute(child(node, 'rollupAction'), 'action'),
    ROLLUP_ACTIONS,
  );
  const conditionsNode = child(node, 'rollupConditions');
  const written = children(conditionsNode, 'rollupCondition');
  const conditions = written.map(rollupCondition);
  if (!action || written.length === 0) return undefined;
  if (conditions.some((condition) => condition === undefined)) return undefined;
  const percent = decimal(attribute(node, 'minimumPercent')) ?? 0;
  return {
    action,
    consideration: oneOr<RollupConsideration>(
      attribute(node, 'childActivitySet'),
      CHILD_ACTIVITY_SETS,
      'all',
    ),
    minimumCount: decimal(attribute(node, 'minimumCount')) ?? 0,
    minimumPercent: Math.round(Math.min(Math.max(percent, 0), 1) * 10_000) / 100,
    conditionCombination: oneOr<RollupCombination>(
      attribute(conditionsNode, 'conditionCombination'),
      COMBINATIONS,
      'any',
    ),
    conditions: conditions.filter((condition) => condition !== undefined),
  };
}

/** The rules of `imsss:rollupRules`; undefined when it holds none (its attributes are controls). */
function rollupRules(node: XmlNode | undefined): RollupRulesSettings | undefined {
  const rules = children(node, 'rollupRule')
    .map(rollupRule)
    .filter((rule) => rule !== undefined);
  return rules.length > 0 ? { rules } : undefined;
}

/** The read/write flags of an `imsss:mapInfo`, all false when there is none for the target. */
function imsMapFlags(node: XmlNode | undefined) {
  return {
    readSatisfiedStatus: node ? flag(node, 'readSatisfiedStatus', true) : false,
    readNormalizedMeasure: node ? flag(node, 'readNormalizedMeasure', true) : false,
    writeSatisfiedStatus: flag(node, 'writeSatisfiedStatus', false),
    writeNormalizedMeasure: flag(node, 'writeNormalizedMeasure', false),
  };
}

/**
 * The flags of an `adlseq:mapInfo` (the 4th edition's objectives extension), all false when there
 * is none for the target: scorm-again would otherwise default its reads to true.
 */
function adlMapFlags(node: XmlNode | undefined) {
  const read = (name: string) => (node ? flag(node, name, true) : false);
  const write = (name: string) => flag(node, name, false);
  return {
    readCompletionStatus: read('readCompletionStatus'),
    writeCompletionStatus: write('writeCompletionStatus'),
    readProgressMeasure: read('readProgressMeasure'),
    writeProgressMeasure: write('writeProgressMeasure'),
    readRawScore: read('readRawScore'),
    writeRawScore: write('writeRawScore'),
    readMinScore: read('readMinScore'),
    writeMinScore: write('writeMinScore'),
    readMaxScore: read('readMaxScore'),
    writeMaxScore: write('writeMaxScore'),
    updateAttemptData: write('updateAttemptData'),
  };
}

/** The `mapInfo`s of one objective, IMS and ADL ones for the same global objective joined. */
function mapInfo(ims: XmlNode | undefined, adl: XmlNode | undefined): MapInfoSettings[] {
  const target = (node: XmlNode) => attribute(node, 'targetObjectiveID');
  const imsMaps = children(ims, 'mapInfo');
  const adlMaps = children(adl, 'mapInfo');
  const targets = [...new Set([...imsMaps, ...adlMaps].map(target))];
  return targets
    .filter((id) => id !== undefined)
    .map((id) => ({
      targetObjectiveID: id,
      ...imsMapFlags(imsMaps.find((node) => target(node) === id)),
      ...adlMapFlags(adlMaps.find((node) => target(node) === id)),
    }));
}

/**
 * One `imsss:primaryObjective` or `imsss:objective`. scorm-again drops an objective without an
 * ID, and the CAM lets the primary one omit it: that one gets `fallbackId`.
 */
function objective(
  node: XmlNode,
  adlObjectives: XmlNode | undefined,
  fallbackId: string | undefined,
): ObjectiveSettings | undefined {
  const objectiveID = attribute(node, 'objectiveID') ?? fallbackId;
  if (objectiveID === undefined) return undefined;
  const adl = children(adlObjectives, 'objective').find(
    (found) => attribute(found, 'objectiveID') === objectiveID,
  );
  const satisfiedByMeasure = flag(node, 'satisfiedByMeasure', false);
  const measure = decimal(
    attribute(node, 'minNormalizedMeasure') ?? child(node, 'minNormalizedMeasure')?.text,
  );
  const found: ObjectiveSettings = { objectiveID, satisfiedByMeasure };
  if (fallbackId !== undefined) found.isPrimary = true;
  // Only meaningful when satisfied by measure: scorm-again makes it the scaled passing score.
  if (satisfiedByMeasure || measure !== undefined) found.minNormalizedMeasure = measure ?? 1;
  const maps = mapInfo(node, adl);
  if (maps.length > 0) found.mapInfo = maps;
  return found;
}

/** The primary objective and the other objectives of an activity. */
function objectives(sequencing: Sequencing, activityId: string): Partial<ActivitySettings> {
  const ims = sequencing('objectives');
  const adl = sequencing('adlseqObjectives');
  const primaryNode = child(ims, 'primaryObjective');
  const primary = primaryNode && objective(primaryNode, adl, activityId);
  const others = children(ims, 'objective')
    .map((node) => objective(node, adl, undefined))
    .filter((found) => found !== undefined);
  return {
    ...(primary ? { primaryObjective: primary } : {}),
    ...(others.length > 0 ? { objectives: others } : {}),
  };
}

/**
 * `imsss:limitConditions`' attempt limit (0 means none). Its `attemptAbsoluteDurationLimit` is
 * left out: scorm-again 3.4.3's delivery check (DB.1.1, `checkActivityLimitConditions`) compares
 * the limit with `Activity.attemptAbsoluteDuration`, a getter that returns the limit itself, so
 * an activity with such a limit is never delivered (exception DB.1.1-3).
 */
function limitConditions(node: XmlNode | undefined): Partial<ActivitySettings> {
  const attempts = decimal(attribute(node, 'attemptLimit'));
  if (attempts === undefined || !Number.isInteger(attempts) || attempts < 0) return {};
  return { attemptLimit: attempts === 0 ? null : attempts };
}

/** `imsss:deliveryControls`. */
function deliveryControls(node: XmlNode | undefined): Partial<ActivitySettings> {
  if (!node) return {};
  return {
    deliveryControls: {
      tracked: flag(node, 'tracked', true),
      completionSetByContent: flag(node, 'completionSetByContent', false),
      objectiveSetByContent: flag(node, 'objectiveSetByContent', false),
    },
  };
}

/** `adlseq:rollupConsiderations`. */
function rollupConsiderations(node: XmlNode | undefined): Partial<ActivitySettings> {
  if (!node) return {};
  const required = (name: string) =>
    oneOr<Requirement>(attribute(node, name), REQUIREMENTS, 'always');
  return {
    rollupConsiderations: {
      requiredForSatisfied: required('requiredForSatisfied'),
      requiredForNotSatisfied: required('requiredForNotSatisfied'),
      requiredForCompleted: required('requiredForCompleted'),
      requiredForIncomplete: required('requiredForIncomplete'),
      measureSatisfactionIfActive: flag(node, 'measureSatisfactionIfActive', true),
    },
  };
}

/** `adlnav:presentation/adlnav:navigationInterface/adlnav:hideLMSUI` of an item. */
function hideLmsUi(item: XmlNode): Partial<ActivitySettings> {
  const tokens = children(child(child(item, 'presentation'), 'navigationInterface'), 'hideLMSUI')
    .map((node) => oneOf<HideLmsUiItem>(node.text, HIDE_LMS_UI))
    .filter((token) => token !== undefined);
  return tokens.length > 0 ? { hideLmsUi: [...new Set(tokens)] } : {};
}

/** `adlcp:completionThreshold` in its 4th edition form (attributes); the 3rd's text is not. */
function completionThreshold(item: XmlNode): Partial<ActivitySettings> {
  const node = child(item, 'completionThreshold');
  if (!node || node.attributes.size === 0) return {};
  return {
    completionThreshold: {
      completedByMeasure: flag(node, 'completedByMeasure', false),
      minProgressMeasure: decimal(attribute(node, 'minProgressMeasure')) ?? 1,
      progressWeight: decimal(attribute(node, 'progressWeight')) ?? 1,
    },
  };
}

/** The activity of an organization or item, with its sub-items as children. */
function activity(node: XmlNode, collection: Map<string, XmlNode>): ActivitySettings {
  const id = attribute(node, 'identifier') ?? '';
  const sequencing = sequencingOf(node, collection);
  const found: ActivitySettings = {
    id,
    title: child(node, 'title')?.text || id,
    sequencingControls: sequencingControls(sequencing),
    ...objectives(sequencing, id),
    ...limitConditions(sequencing('limitConditions')),
    ...deliveryControls(sequencing('deliveryControls')),
    ...rollupConsiderations(sequencing('rollupConsiderations')),
    ...hideLmsUi(node),
    ...completionThreshold(node),
  };
  if (attribute(node, 'isvisible') === 'false') found.isVisible = false;
  const rules = sequencingRules(sequencing('sequencingRules'));
  if (rules) found.sequencingRules = rules;
  const rollup = rollupRules(sequencing('rollupRules'));
  if (rollup) found.rollupRules = rollup;
  const timeLimitAction = child(node, 'timeLimitAction')?.text;
  if (timeLimitAction) found.timeLimitAction = timeLimitAction;
  const nested = children(node, 'item').map((item) => activity(item, collection));
  if (nested.length > 0) found.children = nested;
  return found;
}

/** The organization `organizations@default` names, else the first one. */
function defaultOrganization(root: XmlNode): XmlNode | undefined {
  const organizations = child(root, 'organizations');
  const all = children(organizations, 'organization');
  const named = attribute(organizations, 'default');
  return all.find((node) => attribute(node, 'identifier') === named) ?? all[0];
}

/** The manifest's root element; the text is parsed as UTF-8 whatever its declaration says. */
function manifestRoot(manifestXml: string): XmlNode | undefined {
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  const bytes = Buffer.concat([bom, Buffer.from(manifestXml.replace(/^\uFEFF/, ''), 'utf8')]);
  const parsed = parseXml(bytes, 'imsmanifest.xml');
  return parsed.ok ? parsed.root : undefined;
}

/**
 * scorm-again's SequencingSettings for the manifest's default organization; null when it has no
 * sequencing at all (no `imsss:sequencing` nor `adlnav:presentation` in it), or when the text is
 * not a readable manifest.
 */
export function sequencingSettings(manifestXml: string): SequencingSettings | null {
  const root = manifestRoot(manifestXml);
  const organization = root && defaultOrganization(root);
  if (!organization) return null;
  if (!contains(organization, 'sequencing') && !contains(organization, 'presentation')) {
    return null;
  }
  const collection = new Map(
    children(child(root, 'sequencingCollection'), 'sequencing').map((node) => [
      attribute(node, 'ID') ?? '',
      node,
    ]),
  );
  return { activityTree: activity(organization, collection) };
}
