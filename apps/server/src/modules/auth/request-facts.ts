import type { FastifyRequest } from 'fastify';
import { HEADERS } from '@arcadia/contracts';
import type { RequestFacts } from './ports.ts';

/** Name of the HttpOnly cookie that binds a captcha to the client that fetched it. */
export const CAPTCHA_COOKIE = 'arc_captcha';

const DEVICE_HEADER = HEADERS.deviceId.toLowerCase();

/** The browser's random id (X-Device-Id), or null when absent or not of its shape. */
export function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_HEADER];
  return typeof value === 'string' && /^[\w-]{8,64}$/.test(value) ? value : null;
}

export function requestFacts(request: FastifyRequest): RequestFacts {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return {
    ip: request.ip,
    captchaKey: cookies?.[CAPTCHA_COOKIE] ?? null,
    origin: `${request.protocol}://${request.host}`,
    language: request.language,
    deviceId: deviceIdOf(request),
  };
}
