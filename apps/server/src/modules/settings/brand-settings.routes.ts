import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAddBrandDomain,
  adminBrands,
  adminRemoveBrandDomain,
  adminFlags,
  adminPutFlag,
  adminPutRegistrationField,
  adminRegistrationFields,
  type AdminBrand,
  type FlagGroupState,
  type WhitelabelNode,
} from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contractRoutes } from '../../http/route-schema.ts';
import { getWhitelabelTree, setFlag } from '../flags/flags.usecases.ts';
import { addBrandDomain, primaryDomain, removeBrandDomain } from '../merchants/brand-domains.usecases.ts';
import type { MerchantDirectory } from '../merchants/merchants.port.ts';
import { listMerchants, type MerchantWithDomains } from '../merchants/merchants.usecases.ts';
import { currentOperator } from '../operators/operators.port.ts';
import { getRegisterSettings, updateFieldSetting } from '../register-settings/register-settings.usecases.ts';
import { settingsBrand } from './settings-brand.ts';

const groups = (tree: WhitelabelNode[]): FlagGroupState[] =>
  tree.map((group) => ({
    modId: group.modId,
    enabled: group.enabled === '1',
    flags: group.childrenNodes.map((flag) => ({ modId: flag.modId, enabled: flag.enabled === '1' })),
  }));

const brandView = (m: MerchantWithDomains): AdminBrand => {
  const primary = primaryDomain(m.domains);
  return {
    code: m.code,
    name: m.name,
    isDefault: m.isDefault,
    currency: m.currency,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    timeZone: m.timeZone,
    maintenance: m.maintenance.enabled,
    domains: m.domains.map((d) => ({ ...d, primary: d === primary })),
  };
};

/**
 * The brand's registration field rules and whitelabel flags, and the brands with their domains
 * (settings.read to look, settings.write to change). Running servers apply a change within a
 * second (their brand directory reloads); this one at once.
 */
export const brandSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; merchants: MerchantDirectory }> = async (
  app,
  { db, merchants },
) => {
  const route = contractRoutes(app, { tags: ['admin'], signedIn: true });
  const brandOf = async (id: number) => brandView((await listMerchants(db)).find((m) => m.id === id)!);

  route(adminRegistrationFields, 'Registration field rules of both forms', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    return reply.ok(await getRegisterSettings(db, merchant.id));
  });

  route(adminPutRegistrationField, "Change one registration field's rule", async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    const { registerType, field } = request.params;
    const before = (await getRegisterSettings(db, merchant.id))
      .find((e) => e.registerType === registerType)
      ?.fields.find((f) => f.field === field);
    request.audit = { target: `merchant=${merchant.code} ${registerType}.${field}`, before: before ?? null };
    await updateFieldSetting(db, merchant.id, registerType, field, request.body);
    return reply.ok(await getRegisterSettings(db, merchant.id));
  });

  route(adminFlags, 'Whitelabel flags by group', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    return reply.ok(groups(await getWhitelabelTree(db, merchant.id)));
  });

  route(adminPutFlag, 'Switch one flag or a whole group', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    const { modId } = request.params;
    request.audit = { target: `merchant=${merchant.code} ${modId}` };
    await setFlag(db, merchant.id, modId, request.body.enabled);
    return reply.ok(groups(await getWhitelabelTree(db, merchant.id)));
  });

  route(adminBrands, 'Brands with their domains', async (request, reply) => {
    const scope = currentOperator(request).merchantId;
    const brands = (await listMerchants(db)).filter((m) => scope === null || m.id === scope);
    return reply.ok(brands.map(brandView));
  });

  route(adminAddBrandDomain, 'The brand answers on one more host', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    const { domain, isRoute } = request.body;
    request.audit = { target: `merchant=${merchant.code} domain=${domain}`, before: null };
    await addBrandDomain(db, merchant, domain, isRoute);
    merchants.invalidate();
    return reply.ok(await brandOf(merchant.id));
  });

  route(adminRemoveBrandDomain, 'The brand stops answering on a host', async (request, reply) => {
    const merchant = await settingsBrand(db, request, request.query.merchant);
    const { domain } = request.params;
    request.audit = { target: `merchant=${merchant.code} domain=${domain}` };
    const removed = await removeBrandDomain(db, merchant, domain);
    request.audit.before = removed;
    merchants.invalidate();
    return reply.ok(await brandOf(merchant.id));
  });
};
