import { contentErrors } from './content.errors.ts';
import { inspectImage, reencodeAsWebp } from './images.ts';

/**
 * What other modules may do with uploaded pictures: check them exactly as banner uploads are
 * checked (png, jpg or webp by their bytes; size; decodable) and re-encode them. The errors are
 * the content codes (content.image_type, content.image_too_large, content.image_invalid).
 */
export const imagesPort = {
  inspect: inspectImage,
  reencodeAsWebp,
  tooLarge: (maxBytes: number) => contentErrors.imageTooLarge(maxBytes),
  notAnImage: () => contentErrors.imageType(),
};
