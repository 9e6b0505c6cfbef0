import { randomSeedHex, sha256Hex } from '@arcadia/fair';
import { formatMinor, type AdminRaffle, type AdminRaffleDetail, type RaffleInput } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { amountIn } from '../../lib/money.ts';
import { membersPort } from '../members/members.port.ts';
import { insertPublishedActivity, promotionErrors } from '../promotions/promotions.port.ts';
import { brandPlaces, titleIn } from './raffle-brand.ts';
import type { Raffle } from './raffles.model.ts';
import { activityTitles, rafflesRepository } from './raffles.repository.ts';

/** The console's and the CLI's raffle work: the same use cases for both. */

const invalid = (field: string) => errors.invalid([{ field, key: 'validation.invalid' }]);

async function checkInput(db: DbOrTrx, merchantId: number, input: RaffleInput): Promise<void> {
  const places = await brandPlaces(db, merchantId);
  const t = (iso: string) => Date.parse(iso);
  if (t(input.endsAt) <= t(input.startsAt)) throw invalid('endsAt');
  if (t(input.drawAt) < t(input.endsAt)) throw invalid('drawAt');
  if (t(input.claimUntil) <= t(input.drawAt)) throw invalid('claimUntil');
  for (const field of ['perTurnover', 'perDeposit'] as const) {
    const text = input.tickets[field];
    if (text !== null && amountIn(text, places, `tickets.${field}`) <= 0n) throw invalid(`tickets.${field}`);
  }
  input.prizes.forEach((line, i) => {
    if (line.kind !== 'points' && amountIn(line.amount, places, `prizes.${i}.amount`) <= 0n)
      throw invalid(`prizes.${i}.amount`);
  });
}

/** The promotion's headline reward: the first prize (points, or its money). */
const headline = (input: RaffleInput) => {
  const first = input.prizes[0]!;
  return first.kind === 'points'
    ? { kind: 'points' as const, points: first.points }
    : { kind: 'fixed' as const, amount: first.amount };
};

/**
 * Creates and schedules a raffle: its promotion (category raffle, published, running from startsAt
 * to endsAt) and the raffle itself, whose secret seed is chosen now and its SHA-256 published from
 * now on, so nobody — operators included — can pick the winners once tickets exist.
 */
export async function createRaffle(db: Db, merchantId: number, input: RaffleInput, actor: string, now: Date) {
  await checkInput(db, merchantId, input);
  const places = await brandPlaces(db, merchantId);
  const id = await inTransaction(db, async (trx) => {
    const activityId = await insertPublishedActivity(
      trx,
      merchantId,
      {
        category: 'raffle',
        content: input.content,
        languages: [],
        startsAt: input.startsAt,
        endsAt: input.endsAt,
        audience: { newMemberDays: null, vipLevels: [], labels: [], agentIds: [] },
        trigger: { kind: 'raffle' },
        reward: headline(input),
        wagering: { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, expiryDays: 30, maxConversion: null },
        requiresJoin: false,
        autoClaim: false,
        repeat: 'once',
        sortOrder: 0,
      },
      actor,
    );
    const seed = randomSeedHex();
    return rafflesRepository.insertRaffle(trx, {
      merchant_id: merchantId,
      activity_id: activityId,
      draw_at: new Date(input.drawAt).toISOString(),
      claim_until: new Date(input.claimUntil).toISOString(),
      per_turnover: input.tickets.perTurnover === null ? null : amountIn(input.tickets.perTurnover, places).toString(),
      per_deposit: input.tickets.perDeposit === null ? null : amountIn(input.tickets.perDeposit, places).toString(),
      max_per_member: input.tickets.maxPerMember,
      prizes: JSON.stringify(input.prizes),
      seed,
      seed_hash: sha256Hex(seed),
      status: 'open',
      created_at: now.toISOString(),
    });
  });
  return (await listRaffles(db, merchantId)).list.find((r) => r.id === id)!;
}

function adminView(
  r: Raffle,
  activity: { starts_at: string; ends_at: string | null; status: string },
  title: string,
): AdminRaffle {
  return {
    id: r.id,
    activityId: r.activityId,
    title,
    status: r.status,
    activityStatus: activity.status,
    startsAt: activity.starts_at,
    endsAt: activity.ends_at ?? r.drawAt,
    drawAt: r.drawAt,
    claimUntil: r.claimUntil,
    hash: r.seedHash,
    seed: r.status === 'drawn' ? r.seed : null,
    ticketsIssued: r.ticketsIssued,
    tickets: { perTurnover: null, perDeposit: null, maxPerMember: r.maxPerMember },
    prizes: r.prizes,
    drawnAt: r.drawnAt,
  };
}

export async function listRaffles(db: DbOrTrx, merchantId: number): Promise<{ list: AdminRaffle[] }> {
  const raffles = await rafflesRepository.raffles(db, merchantId);
  const places = await brandPlaces(db, merchantId);
  const titles = await activityTitles(
    db,
    raffles.map((r) => r.activityId),
  );
  const activities = raffles.length
    ? await db
        .selectFrom('promo_activities')
        .select(['id', 'starts_at', 'ends_at', 'status'])
        .where(
          'id',
          'in',
          raffles.map((r) => r.activityId),
        )
        .execute()
    : [];
  const byId = new Map(activities.map((a) => [Number(a.id), a]));
  const money = (v: bigint | null) => (v === null ? null : formatMinor(v, places));
  return {
    list: raffles.map((r) => ({
      ...adminView(r, byId.get(r.activityId)!, titleIn(titles.get(r.activityId), 'en')),
      tickets: { perTurnover: money(r.perTurnover), perDeposit: money(r.perDeposit), maxPerMember: r.maxPerMember },
    })),
  };
}

/** A raffle with its ticket holders and, once drawn, the winners (with the seed to check them). */
export async function raffleAdminDetail(db: DbOrTrx, merchantId: number, id: number): Promise<AdminRaffleDetail> {
  const summary = (await listRaffles(db, merchantId)).list.find((r) => r.id === id);
  if (!summary) throw promotionErrors.notFound();
  const places = await brandPlaces(db, merchantId);
  const prizes = await rafflesRepository.prizes(db, id);
  const names = await membersPort.usernamesOf(
    db,
    prizes.map((p) => p.memberId),
  );
  return {
    ...summary,
    holders: (await rafflesRepository.entries(db, id)).map((e) => ({
      member: e.username,
      tickets: e.tickets,
      first: e.first,
    })),
    winners: prizes.map((p) => ({
      rank: p.rank,
      ticket: p.ticket,
      member: names.get(p.memberId) ?? '',
      state: p.state,
      amount: p.kind === 'points' ? null : formatMinor(p.amount, places),
      points: p.kind === 'points' ? p.points : null,
    })),
  };
}
