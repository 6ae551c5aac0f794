/**
 * Agreement versions (SCREENS "Administration"): a portal's terms and privacy
 * statement are versioned major.minor. Publishing a new major version makes every account of the
 * portal accept it at its next sign-in; a minor version (wording, typos) needs no new acceptance.
 */
export const AGREEMENT_KINDS = ['terms', 'privacy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export type VersionChange = 'major' | 'minor';

export interface Version {
  major: number;
  minor: number;
}

export const formatVersion = ({ major, minor }: Version) => `${major}.${minor}`;

/** `2.1` → {2, 1}; null for anything else. */
export function parseVersion(text: string): Version | null {
  const match = /^(\d{1,4})\.(\d{1,4})$/.exec(text.trim());
  if (!match) return null;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major >= 1 ? { major, minor } : null;
}

export function compareVersions(a: Version, b: Version): number {
  return a.major - b.major || a.minor - b.minor;
}

/**
 * The number a new draft gets from the latest published version: the first is always 1.0 (there
 * is nothing to be minor to); then a major change is (major+1).0, a minor one major.(minor+1).
 */
export function nextVersion(latest: Version | null, change: VersionChange): Version {
  if (!latest) return { major: 1, minor: 0 };
  return change === 'major'
    ? { major: latest.major + 1, minor: 0 }
    : { major: latest.major, minor: latest.minor + 1 };
}

/** Whether publishing this version asks every account for a new acceptance. */
export const needsNewAcceptance = (version: Version) => version.minor === 0;

export interface PublishedVersion extends Version {
  id: string;
  kind: AgreementKind;
  publishedAt: Date;
}

/**
 * What an account must accept of one document: its latest published version, when the account
 * has accepted no version of that major yet and the major was published before this sign-in
 * (`signedInAt`): a session that began earlier runs on until the next sign-in.
 * `published` is every published version of the document; `acceptedMajors` the majors of the
 * versions the account accepted.
 */
export function pendingVersion(
  published: readonly PublishedVersion[],
  acceptedMajors: ReadonlySet<number>,
  signedInAt: Date,
): PublishedVersion | null {
  if (published.length === 0) return null;
  const latest = [...published].sort(compareVersions).at(-1) as PublishedVersion;
  if (acceptedMajors.has(latest.major)) return null;
  const majorStart = Math.min(
    ...published
      .filter((version) => version.major === latest.major)
      .map((version) => version.publishedAt.getTime()),
  );
  return majorStart <= signedInAt.getTime() ? latest : null;
}
