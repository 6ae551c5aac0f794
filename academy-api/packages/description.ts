/**
 * What a content package holds, as read from its manifest: what the author is shown after the
 * upload and what the player and progress tracking start from.
 */

export type PackageKind = 'scorm12' | 'scorm2004' | 'cmi5';

/** How to open a launchable item. */
export type Launch = {
  /** The file the browser opens, a path inside the package; null for an absolute URL. */
  path: string | null;
  /**
   * What to open: relative to the package root (the path with its own query and fragment) or
   * absolute (a cmi5 AU hosted elsewhere), with the item's `parameters` added.
   */
  url: string;
  /** The SCORM item's `parameters` as written; '' when none (and always for cmi5). */
  parameters: string;
};

/** A text in one language (cmi5's `langstring`). */
export type LangString = { lang: string; text: string };

/** A node of the course structure: an organization or item (SCORM), the course, a block or an AU (cmi5). */
export type OutlineItem = {
  identifier: string;
  title: string;
  /** Every language the package gives the title in (cmi5); empty for SCORM. */
  titles: LangString[];
  children: OutlineItem[];
  /** Set on the items that open content: SCOs, assets, AUs. */
  launch: Launch | null;
};

/** The cmi5 course structure's settings of an AU (cmi5 §13.1.4). */
export type Cmi5Settings = {
  moveOn: 'Passed' | 'Completed' | 'CompletedAndPassed' | 'CompletedOrPassed' | 'NotApplicable';
  launchMethod: 'AnyWindow' | 'OwnWindow';
  launchParameters: string | null;
  entitlementKey: string | null;
  activityType: string | null;
};

export type Launchable = {
  /** The item's identifier (SCORM) or the AU's id, an IRI (cmi5). */
  identifier: string;
  title: string;
  type: 'sco' | 'asset' | 'au';
  launch: Launch;
  /** The resource the item launches (SCORM). */
  resource: string | null;
  /**
   * The score needed to pass, scaled 0–1 whatever the standard writes: SCORM 1.2's
   * `masteryscore` (0–100) divided by 100, SCORM 2004's `minNormalizedMeasure` of a primary
   * objective satisfied by measure, cmi5's `masteryScore`. Null when there is none.
   */
  masteryScore: number | null;
  /** SCORM 2004's `adlcp:completionThreshold` (0–1), what `cmi.completion_threshold` starts as. */
  completionThreshold: number | null;
  /** `adlcp:datafromlms` / `adlcp:dataFromLMS`: what `cmi.launch_data` holds. */
  launchData: string | null;
  cmi5: Cmi5Settings | null;
};

export type PackageDescription = {
  kind: PackageKind;
  /** SCORM 2004's edition: 2 (`CAM 1.3`), 3 or 4; null for SCORM 1.2 and cmi5. */
  edition: 2 | 3 | 4 | null;
  /** The manifest's path in the zip. */
  manifest: string;
  /** The manifest's identifier (SCORM) or the course's id (cmi5). */
  identifier: string;
  title: string;
  /** The course's description (cmi5), in the first language given. */
  description: string | null;
  /** The default organization (SCORM) or the course (cmi5), as a tree. */
  organization: OutlineItem;
  /** The items that open content, in the order of the tree. */
  launchables: Launchable[];
  /** Whether the manifest carries IMS Simple Sequencing (`imsss:sequencing`) anywhere. */
  sequencing: boolean;
};
