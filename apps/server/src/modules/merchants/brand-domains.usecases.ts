import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { Merchant } from './merchant.model.ts';
import { merchantsErrors } from './merchants.errors.ts';
import { merchantsRepository } from './merchants.repository.ts';

export type BrandDomain = { domain: string; isRoute: boolean };

/**
 * The brand's primary domain: the first it was given (domains come in the order they were added).
 * It never moves to another host, since it cannot be removed.
 */
export const primaryDomain = <T extends BrandDomain>(domains: T[]): T | undefined => domains[0];

/**
 * The brand answers on one more host (the contract has made it a lower-case ASCII host name). A
 * host belongs to one brand only: the unique key decides, so two operators adding it at once get
 * one success and one refusal naming the brand that has it.
 */
export async function addBrandDomain(db: Db, merchant: Merchant, domain: string, isRoute: boolean): Promise<void> {
  const taken = async () => {
    const owner = await merchantsRepository.domainOwner(db, domain);
    const brand = (await merchantsRepository.listAll(db)).find((m) => m.id === owner);
    return merchantsErrors.domainTaken(domain, brand?.code ?? merchant.code);
  };
  if ((await merchantsRepository.domainOwner(db, domain)) !== undefined) throw await taken();
  try {
    await merchantsRepository.insertDomain(db, merchant.id, domain, isRoute);
  } catch (error) {
    if (isUniqueViolation(error)) throw await taken();
    throw error;
  }
}

/**
 * The brand stops answering on a host. Its primary domain and its last one stay (players and
 * links reach the brand through them); the brand's row is locked while deciding, so two removals
 * at once cannot together take its last domains. Answers the removed domain.
 */
export async function removeBrandDomain(db: Db, merchant: Merchant, domain: string): Promise<BrandDomain> {
  return inTransaction(db, async (trx) => {
    const domains = await merchantsRepository.domainsOfLocked(trx, merchant.id);
    const found = domains.find((d) => d.domain === domain);
    if (!found) throw merchantsErrors.domainNotFound(domain);
    if (domains.length === 1) throw merchantsErrors.domainLast(domain, merchant.code);
    if (primaryDomain(domains) === found) throw merchantsErrors.domainPrimary(domain, merchant.code);
    await merchantsRepository.deleteDomain(trx, found.id);
    return { domain: found.domain, isRoute: found.isRoute };
  });
}
