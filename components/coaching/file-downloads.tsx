import { formatFileSize } from '@/lib/files/format';
import { fileContentUrl } from '@/lib/files/upload';

/** What a download list needs of a stored file. */
type DownloadFile = { id: string; fileName: string; sizeBytes: number };

/**
 * The files someone handed in (a submission, a portfolio item) as a labelled list of download
 * links under their own names, each with its size: one markup for the coach's ticket and the
 * participant page, so a coach meets the same list in both. Nothing handed in, no list.
 */
export function FileDownloads({
  files,
  className,
  label,
  locale,
}: {
  files: readonly DownloadFile[];
  className: string;
  /** The list's accessible name. */
  label: string;
  /** The language the sizes are written in. */
  locale: string;
}) {
  if (files.length === 0) return null;
  return (
    <ul className={className} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <a href={fileContentUrl(file.id)} download={file.fileName}>
            {file.fileName}
          </a>{' '}
          <span className="muted">{formatFileSize(file.sizeBytes, locale)}</span>
        </li>
      ))}
    </ul>
  );
}
