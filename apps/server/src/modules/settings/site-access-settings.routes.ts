import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPutMaintenance, adminPutRegion, adminSiteStatus, type SiteAccessSettings } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import type { MerchantDirectory } from '../merchants/merchants.port.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { setMaintenance, setRegionRules } from '../site-access/site-access.usecases.ts';
import { settingsBrand } from './settings-brand.ts';

const view = (m: Merchant): SiteAccessSettings => ({ maintenance: m.maintenance, region: m.region });

/**
 * Whether the brand's site is open: maintenance (the players' API answers 503) and region rules
 * (settings.read to look, settings.write to change). This process applies a change at once; the
 * others within their brand table's second.
 */
export const siteAccessSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; merchants: MerchantDirectory }> = async (
  app,
  { db, merchants },
) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });

  route(adminSiteStatus, 'Maintenance and region rules of the brand', async (request, reply) =>
    reply.ok(view(await settingsBrand(db, request, request.query.merchant))),
  );

  route(adminPutMaintenance, 'Switch maintenance on or off', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    request.audit = { ...request.audit, before: merchant.maintenance };
    const changed = await setMaintenance(db, merchant, request.body);
    merchants.invalidate();
    return reply.ok(view(changed));
  });

  route(adminPutRegion, 'Replace the region rules', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    request.audit = { ...request.audit, before: merchant.region };
    const changed = await setRegionRules(db, merchant, request.body);
    merchants.invalidate();
    return reply.ok(view(changed));
  });
};
