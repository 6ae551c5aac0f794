/**
 * Content packages (issue 37 item 1): an uploaded SCORM 1.2, SCORM 2004 or cmi5 zip inspected
 * before anything is stored, its manifest described, and its files unpacked safely.
 */

export {
  attemptInteractionsColumn,
  attemptReportColumns,
  attemptResultAttributes,
} from './attempt-columns';
export { cmi5LaunchHooks } from './cmi5-sessions';
export type {
  Cmi5Settings,
  LangString,
  Launch,
  Launchable,
  OutlineItem,
  PackageDescription,
  PackageKind,
} from './description';
export { inspectPackage, type PackageInspection } from './inspect-package';
export type { Interaction } from './interactions';
export { describePackage, locateManifest, type ManifestDescription } from './manifest';
export { packageItemIdsOfModule, packageStorageKeysOfItems } from './packages.queries';
export {
  hasErrors,
  PACKAGE_PROBLEM_CODES,
  type PackageProblem,
  type PackageProblemCode,
  problemText,
  problemTextKey,
} from './problems';
export { removeStoredFiles } from './store-package';
export { packagesSwitchedOn } from './switched-on';
export {
  extractZip,
  inspectZip,
  readManifestEntry,
  ZIP_LIMITS,
  type ZipEntry,
  type ZipExtraction,
  type ZipInspection,
  type ZipLimits,
} from './zip-safety';
