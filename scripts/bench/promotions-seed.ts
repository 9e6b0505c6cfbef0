import type { Db } from '../../apps/server/src/db/schema.ts';
import type { Member } from '../../apps/server/src/modules/members/member.model.ts';
import { joinPromotion } from '../../apps/server/src/modules/promotions/promotions.usecases.ts';
import { saveRebateSettings } from '../../apps/server/src/modules/rebates/rebates-admin.usecases.ts';
import { DEFAULT_MERCHANT } from '../../apps/server/test/factories/members.ts';
import { runningLeaderboard, runningMission } from '../../apps/server/test/mission-fixtures.ts';
import { runningActivity } from '../../apps/server/test/promotion-fixtures.ts';
import { freshIp, referralProgramme, referredBy, referrer } from '../../apps/server/test/referral-fixtures.ts';

/*
 * The promotions bench's brand: the demo seed's live programmes topped up to 20 live activities of
 * mixed kinds, and members of whom most were referred by a few referrers (so turnover milestones
 * count) and who joined the activities that ask for it.
 */

const TARGET = 20;

/** What may be added, in this order, until 20 are live. */
const ADDITIONS: { kind: string; add: (db: Db) => Promise<unknown> }[] = [
  {
    kind: 'deposit: first, 100% up to 100.00, 5x wagering, paid at once',
    add: (db) =>
      runningActivity(db, {
        category: 'deposit',
        trigger: { kind: 'deposit', which: 'first', minAmount: '20.00' },
        reward: { kind: 'percent', percentBp: 10_000, cap: '100.00' },
        wagering: { multiple: 5, expiryDays: 30 },
        autoClaim: true,
        sortOrder: 1,
      }),
  },
  {
    kind: 'deposit: second, 10.00, 3x wagering, paid at once',
    add: (db) =>
      runningActivity(db, {
        category: 'deposit',
        trigger: { kind: 'deposit', which: 'nth', nth: 2, minAmount: '10.00' },
        reward: { kind: 'fixed', amount: '10.00' },
        wagering: { multiple: 3 },
        autoClaim: true,
        sortOrder: 2,
      }),
  },
  {
    kind: 'deposit: any of 100.00+, 5.00 cash daily, claimed',
    add: (db) =>
      runningActivity(db, {
        category: 'deposit',
        trigger: { kind: 'deposit', which: 'any', minAmount: '100.00' },
        reward: { kind: 'fixed', amount: '5.00' },
        repeat: 'daily',
        sortOrder: 3,
      }),
  },
  {
    kind: 'deposit: any of 20.00+, 10% up to 50.00, joined, weekly',
    add: (db) =>
      runningActivity(db, {
        category: 'deposit',
        trigger: { kind: 'deposit', which: 'any', minAmount: '20.00' },
        reward: { kind: 'percent', percentBp: 1_000, cap: '50.00' },
        requiresJoin: true,
        repeat: 'weekly',
        sortOrder: 4,
      }),
  },
  {
    kind: 'deposit: each of 50.00+, 100 points',
    add: (db) =>
      runningActivity(db, {
        category: 'other',
        trigger: { kind: 'deposit', which: 'any', minAmount: '50.00' },
        reward: { kind: 'points', points: 100 },
        autoClaim: true,
        repeat: 'each',
        sortOrder: 5,
      }),
  },
  { kind: 'registration: 3.00', add: (db) => runningActivity(db, { reward: { kind: 'fixed', amount: '3.00' } }) },
  { kind: 'registration: 50 points', add: (db) => runningActivity(db, { reward: { kind: 'points', points: 50 } }) },
  {
    kind: 'code: 2.00',
    add: (db) =>
      runningActivity(db, { trigger: { kind: 'code', code: 'BENCH2' }, reward: { kind: 'fixed', amount: '2.00' } }),
  },
  {
    kind: 'application: 20.00',
    add: (db) => runningActivity(db, { trigger: { kind: 'application' }, reward: { kind: 'fixed', amount: '20.00' } }),
  },
  {
    kind: 'mission: 10 rounds a day',
    add: (db) => runningMission(db, { kind: 'rounds', target: '10', reward: '1.00' }),
  },
  { kind: 'mission: wager 100.00 a day', add: (db) => runningMission(db, { kind: 'wager', target: '100.00' }) },
  {
    kind: 'mission: 3 wins at 2x a day',
    add: (db) => runningMission(db, { kind: 'multiplier', target: '3', multiplier: '2' }),
  },
  {
    kind: 'mission: slots 20 rounds a week',
    add: (db) => runningMission(db, { kind: 'rounds', target: '20', cadence: 'weekly', category: 'RNG' }),
  },
  {
    kind: 'mission: deposit 100.00 a week',
    add: (db) => runningMission(db, { kind: 'deposit', target: '100.00', cadence: 'weekly' }),
  },
  {
    kind: 'mission: sign in 3 days a week',
    add: (db) => runningMission(db, { kind: 'login_days', target: '3', cadence: 'weekly' }),
  },
  { kind: 'leaderboard: daily, 3 prizes', add: (db) => runningLeaderboard(db, ['30.00', '20.00', '10.00']) },
  { kind: 'leaderboard: weekly, 2 prizes', add: (db) => runningLeaderboard(db, ['100.00', '50.00'], 'weekly') },
  {
    kind: 'deposit: any of 500.00+, 25.00, 2x wagering',
    add: (db) =>
      runningActivity(db, {
        category: 'deposit',
        trigger: { kind: 'deposit', which: 'any', minAmount: '500.00' },
        reward: { kind: 'fixed', amount: '25.00' },
        wagering: { multiple: 2 },
        repeat: 'weekly',
        sortOrder: 6,
      }),
  },
  {
    kind: 'mission: wager 1,000.00 a week',
    add: (db) => runningMission(db, { kind: 'wager', target: '1000.00', cadence: 'weekly' }),
  },
];

async function counts(db: Db) {
  const now = new Date().toISOString();
  const n = async (q: Promise<{ n: unknown } | undefined>) => Number((await q)?.n ?? 0);
  const activities = await n(
    db
      .selectFrom('promo_activities')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', DEFAULT_MERCHANT)
      .where('status', '=', 'active')
      .where('starts_at', '<=', now)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
      .executeTakeFirst(),
  );
  const missions = await n(
    db
      .selectFrom('missions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', DEFAULT_MERCHANT)
      .where('status', '=', 'active')
      .executeTakeFirst(),
  );
  const boards = await n(
    db
      .selectFrom('mission_leaderboards')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('merchant_id', '=', DEFAULT_MERCHANT)
      .where('status', '=', 'active')
      .executeTakeFirst(),
  );
  return { activities, missions, boards };
}

/** Switches the rebate and referral programmes on and adds activities until 20 are live; says which. */
export async function liveActivities(db: Db): Promise<string> {
  await saveRebateSettings(
    db,
    DEFAULT_MERCHANT,
    { enabled: true, periodKind: 'week', autoPay: false, minPayout: '0.10', maxPayout: null },
    new Date(),
  );
  await referralProgramme(db);
  const seeded = await counts(db);
  const total = (c: typeof seeded) => c.activities + c.missions + c.boards + 2;
  const added: string[] = [];
  for (const addition of ADDITIONS) {
    if (total(await counts(db)) >= TARGET) break;
    await addition.add(db);
    added.push(addition.kind);
  }
  const c = await counts(db);
  return (
    `${total(c)} = ${c.activities} promotion activities, ${c.missions} missions, ${c.boards} leaderboards, ` +
    `the rebate and referral programmes (seeded ${total(seeded)}; added: ${added.join('; ') || 'none'})`
  );
}

/** A referrer for every ten members, the rest registered with their codes; all joined where asked. */
export async function rewardMembers(db: Db, count: number): Promise<Member[]> {
  const members: Member[] = [];
  const referrers = Math.max(1, Math.floor(count / 10));
  const codes: string[] = [];
  for (let i = 0; i < referrers; i++) {
    const r = await referrer(db);
    codes.push(r.code);
    members.push(r.member);
  }
  for (let i = members.length; i < count; i++)
    members.push((await referredBy(db, codes[i % codes.length]!, freshIp())).member);
  const joinable = await db
    .selectFrom('promo_activities')
    .select('id')
    .where('merchant_id', '=', DEFAULT_MERCHANT)
    .where('status', '=', 'active')
    .where('requires_join', '=', 1)
    .execute();
  for (const member of members)
    for (const { id } of joinable)
      await joinPromotion(
        db,
        { merchantId: DEFAULT_MERCHANT, memberId: member.id, language: 'en' },
        Number(id),
        new Date(),
      ).catch(() => undefined);
  return members;
}
