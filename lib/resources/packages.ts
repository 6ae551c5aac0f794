import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { deserialize } from '@/lib/api/jsonapi';
import { fetchList, type ListPage } from '@/lib/api/transport';
import { postMultipart } from '@/lib/files/upload';
import type { Read } from '@/shared/contract/resource';
import type {
  contentPackageVersions,
  packageAttempts,
  WAIVE_REASONS,
} from '@/shared/packages/contract';

/** Content packages (issue 37) as the course editor reads them, camelCase. */
export type PackageVersion = Read<typeof contentPackageVersions> & { item?: { id: string } };

const coursePath = (courseId: string) => `/v1/courses/${encodeURIComponent(courseId)}`;

const versionsPath = (courseId: string, itemId: string) =>
  `${coursePath(courseId)}/outline_items/${encodeURIComponent(itemId)}/package_versions`;

export const packageKeys = {
  versions: (itemId: string) => ['packages', 'versions', itemId] as const,
  attempts: (itemId: string) => ['packages', 'attempts', itemId] as const,
  result: (courseSlug: string, itemSlug: string) =>
    ['packages', 'result', courseSlug, itemSlug] as const,
};

/** The learner's own result at a package item (their newest attempt), as the player shows it. */
export type PackageResult = {
  completionStatus: string | null;
  successStatus: string | null;
  scoreScaled: number | null;
  interactionsAnswered: number;
  interactionsCorrect: number;
};

/** GET …/items/{item}/package_result: null before the learner opened the package. */
export const packageResultQuery = (courseSlug: string, itemSlug: string) =>
  queryOptions({
    queryKey: packageKeys.result(courseSlug, itemSlug),
    queryFn: async ({ signal }): Promise<PackageResult | null> => {
      try {
        const document = await apiFetch(
          `${coursePath(courseSlug)}/items/${encodeURIComponent(itemSlug)}/package_result`,
          { signal },
        );
        const meta = (document.meta ?? {}) as Record<string, unknown>;
        const text = (value: unknown) => (typeof value === 'string' ? value : null);
        const count = (value: unknown) => (typeof value === 'number' ? value : 0);
        return {
          completionStatus: text(meta.completion_status),
          successStatus: text(meta.success_status),
          scoreScaled: typeof meta.score_scaled === 'number' ? meta.score_scaled : null,
          interactionsAnswered: count(meta.interactions_answered),
          interactionsCorrect: count(meta.interactions_correct),
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** A learner's attempt at a package item, as the authors' report reads it. */
export type PackageAttempt = Read<typeof packageAttempts>;

const attemptsPath = (courseId: string, itemId: string) =>
  `${coursePath(courseId)}/outline_items/${encodeURIComponent(itemId)}/package_attempts`;

/** The report's first page: the most recently active attempts. */
export const packageAttemptsQuery = (courseId: string, itemId: string) =>
  queryOptions({
    queryKey: packageKeys.attempts(itemId),
    queryFn: (context): Promise<ListPage<PackageAttempt>> =>
      fetchList<PackageAttempt>(context, `${attemptsPath(courseId, itemId)}?page[size]=25`),
  });

/** Every attempt as a spreadsheet (the browser downloads it through the BFF). */
export const packageAttemptsCsvUrl = (courseId: string, itemId: string) =>
  `/api${attemptsPath(courseId, itemId)}/export.csv`;

/** Every question the learners answered in a package item, one row each, as CSV. */
export const packageAnswersCsvUrl = (courseId: string, itemId: string) =>
  `/api${attemptsPath(courseId, itemId)}/interactions.csv`;

/** A package item's versions, newest first. */
export const packageVersionsQuery = (courseId: string, itemId: string) =>
  queryOptions({
    queryKey: packageKeys.versions(itemId),
    queryFn: (context): Promise<ListPage<PackageVersion>> =>
      fetchList<PackageVersion>(context, versionsPath(courseId, itemId)),
  });

type Progress = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

async function sendZip(url: string, file: File, options: Progress): Promise<PackageVersion> {
  const form = new FormData();
  form.append('file', file, file.name);
  const document = await postMultipart(`/api${url}`, form, options);
  return (await deserialize<PackageVersion>(document as never)).data;
}

/** A new package item at the end of the module, from a SCORM or cmi5 zip. */
export const uploadPackage = (
  courseId: string,
  moduleId: string,
  file: File,
  options: Progress = {},
) =>
  sendZip(
    `${coursePath(courseId)}/modules/${encodeURIComponent(moduleId)}/packages`,
    file,
    options,
  );

/** A new version of a package item: new attempts open it; learners' data of the older ones stays. */
export const uploadPackageVersion = (
  courseId: string,
  itemId: string,
  file: File,
  options: Progress = {},
) => sendZip(versionsPath(courseId, itemId), file, options);

/** Waives a part (an AU) of a learner's cmi5 attempt, with the reason cmi5 names (§9.5.5.2). */
export const waivePackagePart = (
  courseId: string,
  itemId: string,
  attemptId: string,
  input: { au: string; reason: (typeof WAIVE_REASONS)[number] },
) =>
  apiFetch(`${attemptsPath(courseId, itemId)}/${encodeURIComponent(attemptId)}/waivers`, {
    method: 'POST',
    body: { data: { type: 'package_waivers', attributes: input } },
  });
