import { fileContentUrl } from '@/lib/files/upload';
import type { QuestionImage as Image } from '@/shared/quiz/types';

/**
 * A question's image (issue 41), above its prompt in the attempt and in the review, with the
 * alt text its author wrote. The bytes come through the BFF's file route, which lets the
 * learner read it while the question is in one of their attempts.
 */
export function QuestionImage({ image }: { image: Image | null | undefined }) {
  if (!image) return null;
  return (
    // biome-ignore lint/performance/noImgElement: a stored upload served by the BFF, not an optimisable asset.
    <img
      className="quiz-question-image"
      src={fileContentUrl(image.fileId)}
      alt={image.alt}
      loading="lazy"
    />
  );
}
