import { AppError } from '../../http/app-error.ts';

/** Operator-facing job errors use the general codes: nothing here is shown to players. */
export const jobsErrors = {
  notFound: () => new AppError('not_found'),
  /** Only a failed job can be sent round again; a queued or running one is already on its way. */
  notFailed: () => new AppError('conflict', { status: 409 }),
};
