import { CONTENT_ERROR_STATUS, IMAGE_MAX_BYTES, type ContentErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

const fail = (code: ContentErrorCode, params?: Record<string, string | number>) =>
  new AppError(code, { status: CONTENT_ERROR_STATUS[code], ...(params ? { params } : {}) });

export const contentErrors = {
  notFound: () => fail('content.not_found'),
  imageType: () => fail('content.image_type'),
  imageTooLarge: (maxBytes = IMAGE_MAX_BYTES) =>
    fail('content.image_too_large', { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 }),
  imageInvalid: () => fail('content.image_invalid'),
  scheduleInvalid: () => fail('content.schedule_invalid'),
  linkageInvalid: () => fail('content.linkage_invalid'),
  feedback: (code: ContentErrorCode, params: Record<string, string | number>) => fail(code, params),
};
