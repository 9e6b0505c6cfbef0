import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { membersPort } from '../members/members.port.ts';
import type { Providers } from './providers.ts';
import { verificationRoutes } from './verification.routes.ts';

/** The verification module: captcha images, country codes and SMS codes. */
export const verificationPlugin: FastifyPluginAsync<{ db: Db; config: Config; providers: Providers }> = async (
  app,
  { db, config, providers },
) => {
  await app.register(verificationRoutes, {
    db,
    providers,
    captchaTestText: config.captchaTestText,
    mobileOwner: async (merchantId: number, e164: string) => {
      const member = await membersPort.findByMobile(db, merchantId, e164);
      return member ? { language: member.language } : null;
    },
  });
};
