import type { FastifyRequest } from 'fastify';
import type { RequestFacts } from './ports.ts';

/** Name of the HttpOnly cookie that binds a captcha to the client that fetched it. */
export const CAPTCHA_COOKIE = 'arc_captcha';

export function requestFacts(request: FastifyRequest): RequestFacts {
  const cookies = (request as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies;
  return {
    ip: request.ip,
    captchaKey: cookies?.[CAPTCHA_COOKIE] ?? null,
    origin: `${request.protocol}://${request.host}`,
    language: request.language,
  };
}
