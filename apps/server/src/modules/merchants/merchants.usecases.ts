import type { Db } from '../../db/schema.ts';
import { merchantsErrors } from './merchants.errors.ts';
import type { Merchant } from './merchant.model.ts';
import { merchantsRepository } from './merchants.repository.ts';

export type MerchantWithDomains = Merchant & { domains: { domain: string; isRoute: boolean }[] };

/**
 * The brand an operator action applies to: the one named by `code`, or the default brand (the
 * same fallback MerchantDirectory uses for unknown hosts) when no code is given.
 */
export async function getMerchantByCodeOrDefault(db: Db, code?: string | null): Promise<Merchant> {
  if (code) {
    const merchant = await merchantsRepository.findByCode(db, code);
    if (!merchant) throw merchantsErrors.notFound(code);
    return merchant;
  }
  const all = await merchantsRepository.listAll(db);
  const fallback = all.find((m) => m.isDefault) ?? all[0];
  if (!fallback) throw merchantsErrors.notFound('(default)');
  return fallback;
}

/** Every brand with the domains it answers on, in creation order. */
export async function listMerchants(db: Db): Promise<MerchantWithDomains[]> {
  const [merchants, domains] = await Promise.all([
    merchantsRepository.listAll(db),
    merchantsRepository.listDomains(db),
  ]);
  return merchants.map((m) => ({
    ...m,
    domains: domains.filter((d) => d.merchantId === m.id).map(({ domain, isRoute }) => ({ domain, isRoute })),
  }));
}
