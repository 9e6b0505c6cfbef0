import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/** Query parameters whose values must never reach a log line. */
const SECRET_QUERY = /([?&](?:token|code|password|captcha|key)=)[^&]*/gi;

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.paymentPassword',
  '*.token',
  '*.code',
  '*.captcha',
  '*.verificationCode',
  '*.privateKey',
];

/**
 * Path segments that are capabilities (whoever holds one may act with it): the sandbox
 * aggregator's play session and the sandbox PSP's checkout id.
 */
const CAPABILITY_PATH = /(\/(?:sandbox-aggregator\/play|sandbox-psp\/checkout)\/)[^/?#]+/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]').replace(CAPABILITY_PATH, '$1[Redacted]');
}

/** Pino options: request ids, redaction of secrets, module id on each line (added per request). */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip: string; headers: Record<string, unknown> }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
        host: req.headers.host,
      }),
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}
