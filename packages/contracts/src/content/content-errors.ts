import { errorStatuses } from '../common.ts';

/**
 * Codes the content calls (banners, announcements, help centre, feedback, resources) answer with.
 * Spread into ERROR_STATUS.
 */
export const CONTENT_ERROR_STATUS = errorStatuses({
  /** No such banner, announcement, article, image or resource (for this brand). */
  'content.not_found': 404,
  /** The upload is not a PNG, JPEG or WebP image (the bytes decide, not the name or header). */
  'content.image_type': 400,
  /** The upload is larger than the limit ({maxMb} MB). */
  'content.image_too_large': 400,
  /** The bytes claim to be an image but cannot be decoded, or are too small or too large in pixels. */
  'content.image_invalid': 400,
  /** The schedule ends before it starts. */
  'content.schedule_invalid': 400,
  /** The linkage target does not fit its type (a URL that is not http(s), a route not starting with /). */
  'content.linkage_invalid': 400,
  /** Feedback: fewer than {min} words. */
  'feedback.too_few_words': 400,
  /** Feedback: more than {max} words. */
  'feedback.too_many_words': 400,
  /** Feedback: the phone must have {digits} digits. */
  'feedback.phone_digits': 400,
  /** Feedback: the operator already replied (one reply per feedback). */
  'feedback.already_replied': 409,
});

export type ContentErrorCode = keyof typeof CONTENT_ERROR_STATUS;
