import type { ResourceObject } from '../jsonapi/document';

/**
 * A saved resource with the image sources its rich text lost to the sanitiser, as
 * `meta.refused_images`: an image of another site is refused (every reader's browser would
 * fetch it for the writer to see), and the writer is told rather than finding it gone.
 */
export function withRefusedImages(
  resource: ResourceObject,
  refusedImages: readonly string[],
): ResourceObject {
  if (refusedImages.length === 0) return resource;
  return { ...resource, meta: { ...resource.meta, refused_images: [...refusedImages] } };
}
