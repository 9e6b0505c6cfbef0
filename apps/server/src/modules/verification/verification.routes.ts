import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getCaptcha,
  getCountryCodes,
  sendForgotPasswordSms,
  sendLoginSms,
  sendRegisterSms,
  type SmsPurpose,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_MS, issueCaptcha, readCaptchaKey } from './captcha.usecases.ts';
import { listCountryCodes } from './country-codes.usecases.ts';
import type { Providers } from './providers.ts';
import { requestSmsCode, type MobileOwner } from './verification.usecases.ts';
import { contractRoute, routeSchema } from '../../http/route-schema.ts';

export type VerificationRoutesOptions = {
  db: Db;
  providers: Providers;
  /** Defaults to "every number is a member's", texted in the request's language: nothing is refused at registration until members are wired in. */
  mobileOwner?: MobileOwner;
  now?: () => Date;
  /** Browser journeys only (NODE_ENV=test): a known captcha text. */
  captchaTestText?: string | null;
};

const tags = ['verification'];
// Spec section 9: captcha refresh at most once per second per client. (SMS requests have the same
// limit, kept in the database by sendSmsCode so it holds across instances.)
const oncePerSecond = { rateLimit: { max: 1, timeWindow: 1000 } };

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, options) => {
  const { db, providers } = options;
  const now = options.now ?? (() => new Date());
  // The captcha cookie needs @fastify/cookie; it is registered here only if the app has not done so.
  if (!app.hasReplyDecorator('setCookie')) await app.register(cookie);

  app.get(
    getCaptcha.path,
    {
      config: oncePerSecond,
      schema: routeSchema(getCaptcha, { tags, summary: 'Captcha image (base64 PNG) bound to this client by a cookie' }),
    },
    async (request, reply) => {
      const issued = await issueCaptcha(db, {
        previousKey: readCaptchaKey(request),
        ip: request.ip,
        now: now(),
        fixedText: options.captchaTestText ?? null,
      });
      void reply.header('cache-control', 'no-store').setCookie(CAPTCHA_COOKIE, issued.key, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/wps',
        secure: request.protocol === 'https',
        maxAge: CAPTCHA_TTL_MS / 1000,
      });
      return reply.ok(issued.image);
    },
  );

  const smsInput = (
    request: FastifyRequest,
    purpose: SmsPurpose,
    body: { countryDialingCode: string; mobileNum: string; challenge?: Record<string, string> | undefined },
  ) => ({
    merchant: request.merchant,
    purpose,
    countryDialingCode: body.countryDialingCode,
    mobileNum: body.mobileNum,
    ip: request.ip,
    language: request.language,
    captcha: { key: readCaptchaKey(request), answer: body.challenge?.captcha },
  });
  const smsDeps = {
    sms: providers.sms,
    now,
    mobileOwner: options.mobileOwner ?? (async () => ({})),
  };

  // The two code requests that answer how long the code lasts; recovery answers when it expires.
  const smsRoute = (contract: typeof sendRegisterSms | typeof sendLoginSms, purpose: SmsPurpose, summary: string) =>
    contractRoute(app, contract, { tags, summary }, async (request, reply) => {
      const sent = await requestSmsCode(db, smsDeps, smsInput(request, purpose, request.body));
      return reply.ok({ expiredMinutes: sent.expiredMinutes });
    });
  smsRoute(sendRegisterSms, 'register', 'Send a registration code by SMS');
  smsRoute(sendLoginSms, 'login', 'Send a login code by SMS');

  contractRoute(
    app,
    sendForgotPasswordSms,
    { tags, summary: 'Send a password recovery code by SMS' },
    async (request, reply) => {
      const sent = await requestSmsCode(db, smsDeps, smsInput(request, 'forgotPassword', request.body));
      return reply.ok({ expirationTime: sent.expiresAt.toISOString() });
    },
  );

  contractRoute(
    app,
    getCountryCodes,
    { tags, summary: 'Countries and dialing codes for the mobile number picker' },
    async (request, reply) => reply.ok(listCountryCodes(request.language)),
  );
};
