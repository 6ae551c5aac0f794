import type { PortfolioItem } from '@/lib/resources/portfolio';
import type { PortfolioPages } from '@/lib/resources/portfolio-cache';

/** A file attached to a portfolio item (the `files` the portfolio list includes). */
export interface AttachedFile {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt: string;
}

type WithFiles = PortfolioItem & { files?: AttachedFile[] };

/**
 * The item's files, oldest first; undefined when the portal has no `account_files` (the API
 * then sends no `files` relationship, and the page shows nothing about files).
 */
export function filesOf(item: PortfolioItem): AttachedFile[] | undefined {
  const files = (item as WithFiles).files;
  return Array.isArray(files) ? files : undefined;
}

function mapItem(
  data: PortfolioPages | undefined,
  itemId: string,
  change: (files: AttachedFile[]) => AttachedFile[],
): PortfolioPages | undefined {
  if (!data?.pages.some((page) => page.items.some((item) => item.id === itemId))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.id === itemId ? ({ ...item, files: change(filesOf(item) ?? []) } as WithFiles) : item,
      ),
    })),
  };
}

/** The item with a newly attached file last (the order they were added), before the refetch. */
export function withFileAdded(
  data: PortfolioPages | undefined,
  itemId: string,
  file: AttachedFile,
): PortfolioPages | undefined {
  return mapItem(data, itemId, (files) => [...files.filter((f) => f.id !== file.id), file]);
}

/** The item without a removed file, before the refetch. */
export function withFileRemoved(
  data: PortfolioPages | undefined,
  itemId: string,
  fileId: string,
): PortfolioPages | undefined {
  return mapItem(data, itemId, (files) => files.filter((file) => file.id !== fileId));
}
