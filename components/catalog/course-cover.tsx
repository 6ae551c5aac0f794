import { safeImageUrl } from '@/components/shell/avatar';
import { coverImage } from '@/shared/files/cover-images';

interface CourseCoverProps {
  /** The course's cover URL as the API gives it; an unsafe or missing one leaves the frame empty. */
  coverUrl: string | null | undefined;
  /** The frame's class: each card sizes and places its cover itself. */
  className: string;
  /** The `sizes` attribute for the card's layout. */
  sizes: string;
}

/**
 * The cover frame of a course card (catalog and My courses): one place for the
 * decorative image's loading and size attributes, so both cards fetch covers alike.
 */
export function CourseCover({ coverUrl, className, sizes }: CourseCoverProps) {
  const cover = safeImageUrl(coverUrl);
  return (
    <div className={className}>
      {/* Decorative: the title says what the course is. */}
      {cover ? (
        // biome-ignore lint/performance/noImgElement: uploaded covers are served at the widths of shared/files/cover-images.ts; the decorative image needs no optimiser.
        <img
          {...coverImage(cover)}
          sizes={sizes}
          alt=""
          className="kit-cover-image"
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </div>
  );
}
