import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema.ts';
import type { MerchantDirectory } from '../merchants/merchants.port.ts';
import { brandSettingsRoutes } from './brand-settings.routes.ts';
import { siteAccessSettingsRoutes } from './site-access-settings.routes.ts';

/**
 * The console's Settings page over the use cases the operator CLI calls (issue 25): whether the
 * site is open, registration field rules, flags, brands. Operator accounts and the roles matrix
 * are the operators module's.
 */
export const settingsPlugin: FastifyPluginAsync<{ db: Db; merchants: MerchantDirectory }> = async (
  app,
  { db, merchants },
) => {
  await app.register(siteAccessSettingsRoutes, { db, merchants });
  await app.register(brandSettingsRoutes, { db, merchants });
};
