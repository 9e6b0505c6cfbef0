import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@arcadia/contracts';
import { translate } from '../i18n/messages.ts';
import { errors } from './app-error.ts';

const said = (seconds: number, language: (typeof LANGUAGES)[number] = 'en') => {
  const error = errors.rateLimited(seconds);
  return { header: error.headers['Retry-After'], message: translate(language, error.messageKey, error.params) };
};

describe('a rate-limit refusal says the wait its Retry-After header gives', () => {
  it('in seconds under a minute, in minutes (rounded up) from a minute on', () => {
    expect(said(1)).toEqual({ header: '1', message: 'Too many requests, retry after 1 second.' });
    expect(said(59)).toEqual({ header: '59', message: 'Too many requests, retry after 59 seconds.' });
    expect(said(60)).toEqual({ header: '60', message: 'Too many requests, retry after 1 minute.' });
    expect(said(61)).toEqual({ header: '61', message: 'Too many requests, retry after 2 minutes.' });
    expect(errors.rateLimited(1).code).toBe('rate_limited');
  });

  it.each(LANGUAGES)('%s: a one-second wait names the number of seconds, not of minutes', (language) => {
    const { message } = said(7, language);
    expect(message).toContain('7');
    expect(message).not.toBe(translate(language, 'rate_limited', { minutes: 1 }));
    expect(message).not.toMatch(/\{/);
  });
});
