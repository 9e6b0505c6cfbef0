import { currencyPlaces } from '@arcadia/contracts';
import type { Db } from '../schema.ts';
import { DEMO_FLAGS, DEMO_MERCHANT, DEMO_REGISTER_SETTINGS } from './demo-merchant.ts';
import { storeRegisterSettings } from '../../modules/register-settings/register-settings.usecases.ts';
import { newMerchantRow } from './merchant-row.ts';
import { DEMO_ACCOUNTS, hashDemoPasswords, seedDemoMembers, type DemoPasswordHashes } from './demo-members.ts';
import { seedDemoVendors } from './demo-vendors.ts';
import { seedDemoPayments } from './demo-payments.ts';
import { seedDemoCatalogue } from './demo-games.ts';
import { seedDemoLottery } from './demo-lottery.ts';
import { seedDemoInhouse } from './demo-inhouse.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoVip } from './demo-vip.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoRebates } from './demo-rebates.ts';
import { seedDemoReferrals } from './demo-referrals.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoRaffle } from './demo-raffle.ts';
import { inTransaction } from '../unit-of-work.ts';

/**
 * Seeds the demo brand, only on an empty database: an operator's data is never touched.
 * `passwordHashes`: the demo passwords already hashed (the test suites hash them once per run:
 * argon2 is most of a seed's time).
 */
export async function seedIfEmpty(
  db: Db,
  passwordHashes?: DemoPasswordHashes,
  options: { team?: boolean } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const hashes = passwordHashes ?? (await hashDemoPasswords());
  let team: { merchantId: number; agentId: number } | null = null;
  await db.transaction().execute(async (trx) => {
    const m = DEMO_MERCHANT;
    const { id } = await trx
      .insertInto('merchants')
      .values(newMerchantRow({ ...m, isDefault: true }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const merchantId = Number(id);
    await trx
      .insertInto('merchant_domains')
      .values(m.domains.map((d) => ({ merchant_id: merchantId, domain: d.domain, is_route: d.isRoute ? 1 : 0 })))
      .execute();
    await trx
      .insertInto('merchant_flags')
      .values(DEMO_FLAGS.map(([modId, on]) => ({ merchant_id: merchantId, mod_id: modId, enabled: on ? 1 : 0 })))
      .execute();
    await storeRegisterSettings(trx, merchantId, DEMO_REGISTER_SETTINGS);
    await seedDemoMembers(trx, merchantId, m.defaultLanguage, hashes);
    await seedDemoVendors(trx, merchantId);
    await seedDemoPayments(trx, merchantId);
    await seedDemoCatalogue(trx, merchantId);
    await seedDemoLottery(trx, merchantId);
    await seedDemoInhouse(trx, merchantId);
    await seedDemoContent(trx, merchantId);
    await seedDemoPromotions(trx, merchantId);
    const agent = await trx
      .selectFrom('members')
      .select(['id', 'affiliate_code'])
      .where('merchant_id', '=', merchantId)
      .where('is_agent', '=', 1)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('affiliate_codes')
      .values({
        merchant_id: merchantId,
        member_id: agent.id,
        code: agent.affiliate_code!,
        label: 'Default',
        member_type: 0,
        registrations: 1,
        created_at: new Date().toISOString(),
      })
      .execute();
    team = { merchantId, agentId: Number(agent.id) };
  });
  // The demo team plays through the ledger and the game wallet, so it opens a money unit of work.
  // Test databases leave it out (`team: false`): suites count their own members and bets.
  const seeded = team as { merchantId: number; agentId: number } | null;
  // The VIP ladder goes with the team: on a brand with a ladder, deposits and settled bets pay level-up
  // rewards, which suites counting their own balances do not expect.
  if (options.team !== false && seeded) {
    await inTransaction(db, (trx) => seedDemoVip(trx, seeded.merchantId, DEMO_ACCOUNTS.player.username));
    // The weekly rebate pays the ladder's rates: seeded (and announced) with it.
    await inTransaction(db, (trx) => seedDemoRebates(trx, seeded.merchantId));
    // Invite friends: demo amounts; left out of test databases like the rebate (suites set their own).
    await inTransaction(db, (trx) => seedDemoReferrals(trx, seeded.merchantId));
    await inTransaction(db, (trx) => seedDemoTeam(trx, seeded.merchantId, seeded.agentId, DEMO_MERCHANT.currency));
    // The points mall's demo rules and rewards; test databases leave them out too (suites set their own).
    await seedDemoPoints(db, {
      id: seeded.merchantId,
      currency: DEMO_MERCHANT.currency,
      places: currencyPlaces(DEMO_MERCHANT.currency),
    });
    // The daily mission set and its leaderboard; test databases leave them out (suites set their own).
    await seedDemoMissions(db, seeded.merchantId);
    // The demo raffle (a week of tickets, then its draw); test databases leave it out too.
    await seedDemoRaffle(db, seeded.merchantId);
  }
  return true;
}
