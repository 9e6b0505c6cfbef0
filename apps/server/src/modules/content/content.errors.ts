import { CONTENT_ERROR_STATUS, IMAGE_MAX_BYTES, type ContentErrorCode } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(CONTENT_ERROR_STATUS);

/** One factory a code of CONTENT_ERROR_STATUS; the feedback form's refusals go through `feedback`. */
export const contentErrors = {
  ...codeFactories(CONTENT_ERROR_STATUS),
  imageTooLarge: (maxBytes = IMAGE_MAX_BYTES) =>
    fail('content.image_too_large', { params: { maxMb: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } }),
  feedback: (code: ContentErrorCode, params: Record<string, string | number>) => fail(code, { params }),
};
