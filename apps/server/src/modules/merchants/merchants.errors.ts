import { AppError } from '../../http/app-error.ts';

/** Brands: typed factories for the codes this module answers with. */
export const merchantsErrors = {
  /** No brand by that code (or no brand at all, for the default). */
  notFound: (merchant: string) => new AppError('not_found', { params: { merchant } }),
  domainNotFound: (domain: string) => new AppError('not_found', { params: { domain } }),
  domainTaken: (domain: string, brand: string) => new AppError('settings.domain_taken', { params: { domain, brand } }),
  domainPrimary: (domain: string, brand: string) =>
    new AppError('settings.domain_primary', { params: { domain, brand } }),
  domainLast: (domain: string, brand: string) => new AppError('settings.domain_last', { params: { domain, brand } }),
};
