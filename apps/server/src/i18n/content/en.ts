/** Messages of the content calls (banners, announcements, help, feedback). Every language file has these keys. */
export const contentEn = {
  'content.not_found': 'This content could not be found.',
  'content.image_type': 'Only PNG, JPG or WebP images can be uploaded.',
  'content.image_too_large': 'The image must be at most {maxMb} MB.',
  'content.image_invalid': 'The image could not be read, or it is too small (at least 100x50 pixels).',
  'content.schedule_invalid': 'The end must come after the start.',
  'content.linkage_invalid': 'The link target does not fit the chosen link type.',
  'feedback.too_few_words': 'Please write at least {min, plural, one {# word} other {# words}}.',
  'feedback.too_many_words': 'Please write at most {max, plural, one {# word} other {# words}}.',
  'feedback.phone_digits': 'Phone must have {digits, plural, one {# digit} other {# digits}}.',
  'feedback.already_replied': 'This feedback already has a reply.',
  'inbox.feedback_reply.title': 'Reply to your feedback',
  'inbox.feedback_reply.body': '{text}',
} as const;
