import { formatMinor, type ConvertInput } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import { accountIdsFor, memberAccounts, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { lockMember } from '../members/members.port.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { pointsErrors } from './points.errors.ts';
import { convertStep, moneyForPoints, pointsKeys, useKeys } from './points.model.ts';
import { pointsRepository } from './points.repository.ts';
import { pointsBalance, spendPoints } from './points-ledger.ts';

type Brand = Pick<Merchant, 'id' | 'currency' | 'places'>;

/**
 * CONVERSION of points to money at the brand's ratio and minimum, with the payment password
 * checked as the other passwordCheck calls check it. One unit of work: the conversion row, the
 * points posting (member → issuer, PTS) and the money posting (the brand's bonus account → the
 * member's main wallet): two postings because a posting never mixes currencies. Idempotent on the
 * member's client key; refused while the member is excluded (money would reach a closed account).
 */
export async function convertPoints(
  db: Db,
  merchant: Brand,
  member: Member,
  input: ConvertInput,
  source: string | null,
) {
  const settings = await pointsRepository.settings(db, merchant.id);
  if (!settings.enabled) throw pointsErrors.disabled();
  const points = BigInt(input.points);
  if (input.points < settings.minConvert) throw pointsErrors.belowMinimum(settings.minConvert);
  const step = convertStep(settings.ratio, merchant.places);
  if (input.points % step !== 0) throw pointsErrors.notWholeStep(step);
  await checkPaymentPassword(db, member, input.paymentPassword, source);

  return inRetryingTransaction(db, async (trx) => {
    await responsibleGamingPort.assertNotExcluded(trx, member.id);
    await lockMember(trx, member.id);
    const earlier = await trx
      .selectFrom('points_conversions')
      .selectAll()
      .where('member_id', '=', member.id)
      .where('client_key', '=', input.clientKey)
      .executeTakeFirst();
    if (earlier) {
      if (BigInt(earlier.points) !== points) throw pointsErrors.idempotencyConflict();
      return answer(trx, merchant, member, {
        replayed: true,
        points,
        ratio: Number(earlier.ratio),
        amount: BigInt(earlier.amount),
      });
    }
    const amount = moneyForPoints(points, settings.ratio, merchant.places);
    const createdAt = new Date().toISOString();
    const row = await trx
      .insertInto('points_conversions')
      .values({
        merchant_id: merchant.id,
        member_id: member.id,
        client_key: input.clientKey,
        points,
        ratio: settings.ratio,
        amount,
        currency: merchant.currency,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await spendPoints(
      trx,
      {
        merchantId: merchant.id,
        memberId: member.id,
        points,
        kind: 'convert',
        ledgerKey: pointsKeys.convert(id),
        useKey: useKeys.convert(id),
      },
      { conversionId: id },
    );
    const money = await accountIdsFor(
      trx,
      merchant.id,
      { memberId: member.id, kind: 'main' },
      'bonus',
      merchant.currency,
    );
    await postTransaction(trx, {
      merchantId: merchant.id,
      kind: 'points_conversion',
      idempotencyKey: pointsKeys.convertPay(id),
      legs: [
        { accountId: money.systemAccountId, amount: minor(-amount) },
        { accountId: money.memberAccountId, amount: minor(amount) },
      ],
      metadata: { conversionId: id, points: Number(points), ratio: settings.ratio },
    });
    // Money for points is a bonus (the brand's bonus account pays it, for points given for play):
    // counted now, when it becomes money; points earned, expired or spent on rewards cost no money.
    const paid = { merchantId: merchant.id, memberId: member.id, amount: minor(amount) };
    await recordBonusPaid(trx, { ...paid, at: createdAt });
    return answer(trx, merchant, member, { replayed: false, points, ratio: settings.ratio, amount });
  });
}

async function answer(
  db: Parameters<typeof memberAccounts>[0],
  merchant: Brand,
  member: Member,
  done: { replayed: boolean; points: bigint; ratio: number; amount: bigint },
) {
  const main = (await memberAccounts(db, merchant.id, member.id)).find((a) => a.kind === 'main');
  return {
    replayed: done.replayed,
    changedPoints: Number(done.points),
    ratio: done.ratio,
    amount: formatMinor(done.amount, merchant.places),
    balance: formatMinor(main?.balance ?? 0n, merchant.places),
    currentPoints: Number(await pointsBalance(db, merchant.id, member.id)),
  };
}
