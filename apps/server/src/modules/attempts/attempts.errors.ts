import { AppError } from '../../http/app-error.ts';

export const attemptErrors = {
  /** 429 whose message names the same wait as Retry-After (minutes rounded up). */
  locked: (until: Date, now = Date.now()) => {
    const seconds = Math.max(1, Math.ceil((until.getTime() - now) / 1000));
    return new AppError('auth.locked', {
      params: { minutes: Math.ceil(seconds / 60) },
      headers: { 'Retry-After': String(seconds) },
    });
  },
};
