import type { StatusValue } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import type { ExternalVerification } from '../auth/external-verification.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import { getWhitelabelTree } from '../flags/flags.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { getRegisterSettings } from '../register-settings/register-settings.usecases.ts';
import { resourcesByName, supportPositions } from '../content/resources.usecases.ts';
import type { AccessDecision } from '../site-access/site-access.rules.ts';

export type Visitor = { ip: string; country: string | null; access: AccessDecision };

/** The permission response: everything the site needs before it draws its first screen. */
export async function getSystemStatus(
  db: Db,
  keys: KeyStore,
  external: ExternalVerification,
  merchant: Merchant,
  visitor: Visitor,
): Promise<StatusValue> {
  const [whitelabel, registerRules, resources, customerService] = await Promise.all([
    getWhitelabelTree(db, merchant.id),
    getRegisterSettings(db, merchant.id),
    resourcesByName(db, merchant.id, merchant.config.resources),
    supportPositions(db, merchant.id, merchant.config.customerService),
  ]);
  return {
    status: visitor.access.status,
    info: {
      merchant: {
        code: merchant.code,
        name: merchant.name,
        platform: merchant.platform,
        lotteryType: merchant.lotteryType,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        defaultLanguage: merchant.defaultLanguage,
        languages: merchant.languages,
        logoText: merchant.config.logoText || merchant.name,
      },
      whitelabel,
      registerRules,
      resources,
      customerService,
      analytics: { gtagId: merchant.config.gtagId },
      imageCDNs: merchant.config.imageCDNs,
      launchGameCDNs: merchant.config.launchGameCDNs,
      encryption: keys.publicInfo(),
      // Which third-party checks exist, so the site shows only those (none by default).
      verification: {
        challenge: external.challenge
          ? { provider: external.challenge.provider, siteKey: external.challenge.siteKey }
          : null,
        phoneAuth: external.phoneAuth ? { provider: external.phoneAuth.provider } : null,
      },
    },
    location: { ip: visitor.ip, country: visitor.country },
    maintenance: merchant.maintenance,
    regionRestriction: { restricted: visitor.access.restricted, reason: visitor.access.reason },
  };
}

/** How the visitor reached this server: its scheme and port (empty for the scheme's default). */
export type RequestOrigin = { protocol: 'http' | 'https'; port: number | null };

/**
 * The brand's domain routes for the speed test. Every route is a domain of this same deployment,
 * so each is addressed the way the visitor reached this one (scheme and port): behind TLS on 443
 * that is https://<domain>; a local `npm start` gives http://<domain>:8080, which this server
 * itself answers (the demo brand's routes are localhost and 127.0.0.1).
 */
export async function getDomainRoutes(db: Db, merchant: Merchant, origin: RequestOrigin) {
  const domains = await merchantsPort.listDomains(db);
  const defaultPort = origin.protocol === 'https' ? 443 : 80;
  const port = origin.port && origin.port !== defaultPort ? `:${origin.port}` : '';
  return {
    domainList: domains
      .filter((d) => d.merchantId === merchant.id && d.isRoute)
      .map((d) => ({ domain: d.domain, url: `${origin.protocol}://${d.domain}${port}`, speed: null })),
  };
}
