import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config/config.ts';

/*
 * Query values that must never reach a log line: secrets and capability ids (launch tokens,
 * session ids, signatures …), known by the parameter's name, and any value shaped like a token
 * whatever its parameter is called (a new one cannot slip through under a new name).
 */
const SECRET_NAME_ENDS = /(token|password|passwd|secret|signature|sessionid|key|captcha|ticket|sid)$/;
const SECRET_NAMES = new Set(['code', 'launch', 'session', 'sig', 'auth', 'otp']);
const TOKEN_LIKE = /^[A-Za-z0-9_-]{20,}$/;

function isSecretParam(rawName: string, rawValue: string): boolean {
  const name = safeDecode(rawName)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  const value = safeDecode(rawValue);
  if (SECRET_NAMES.has(name) || SECRET_NAME_ENDS.test(name) || TOKEN_LIKE.test(value)) return true;
  // An address passed as a value (a return or game URL) hides its own secrets.
  return value.includes('?') && redactUrl(value) !== value;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

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
  const path = url.replace(CAPABILITY_PATH, '$1[Redacted]');
  const start = path.indexOf('?');
  if (start < 0) return path;
  const params = path
    .slice(start + 1)
    .split('&')
    .map((param) => {
      const [name = '', value] = param.split(/=(.*)/s, 2);
      if (value === undefined) return TOKEN_LIKE.test(safeDecode(name)) ? '[Redacted]' : param;
      return isSecretParam(name, value) ? `${name}=[Redacted]` : param;
    });
  return `${path.slice(0, start)}?${params.join('&')}`;
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
