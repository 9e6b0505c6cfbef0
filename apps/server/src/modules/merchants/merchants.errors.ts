import { AppError } from '../../http/app-error.ts';

/** Brands: typed factories for the codes this module answers with. */
export const merchantsErrors = {
  /** No brand by that code (or no brand at all, for the default). */
  notFound: (merchant: string) => new AppError('not_found', { params: { merchant } }),
};
