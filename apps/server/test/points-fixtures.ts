import type { RewardInput } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { AppError } from '../src/http/app-error.ts';
import { inTransaction } from '../src/db/unit-of-work.ts';
import { creditLot } from '../src/modules/points/points-ledger.ts';
import { pointsKeys } from '../src/modules/points/points.model.ts';
import { createReward, savePointsRule, savePointsSettings } from '../src/modules/points/points.usecases.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

/** The default brand as the points use cases take it (USD, two places). */
export const BRAND = { id: DEFAULT_MERCHANT, currency: 'USD', places: 2, defaultLanguage: 'en' };

let lotSeq = 0;

/** Points for a member as an earning would credit them: a lot earned at `earnedAt`, expiring at `expiresAt`. */
export async function grantPoints(
  db: Db,
  memberId: number,
  points: bigint,
  times: { earnedAt?: Date; expiresAt?: Date } = {},
): Promise<void> {
  const earnedAt = times.earnedAt ?? new Date();
  const expiresAt = times.expiresAt ?? new Date(earnedAt.getTime() + 365 * 86_400_000);
  const sourceKey = `test-grant:${memberId}:${++lotSeq}:${Date.now()}`;
  await inTransaction(db, (trx) =>
    creditLot(
      trx,
      {
        merchantId: DEFAULT_MERCHANT,
        memberId,
        sourceKey,
        kind: 'bet',
        ledgerKey: pointsKeys.earn(sourceKey),
        points,
        earnedAt: earnedAt.toISOString(),
        expiresAt: expiresAt.toISOString(),
        detail: {},
      },
      {},
    ),
  );
}

export const pointsSettings = (
  db: Db,
  settings: Partial<{ ratio: number; minConvert: number; expiryDays: number }> = {},
) =>
  savePointsSettings(
    db,
    BRAND,
    { enabled: true, ratio: 100, minConvert: 100, expiryDays: 30, ...settings },
    new Date(),
  );

export const betRule = (db: Db, category: string, points: number, perAmount = '1.00') =>
  savePointsRule(
    db,
    BRAND,
    { kind: 'valid_bet', category: category as never, points, perAmount, enabled: true },
    new Date(),
  );

export const depositRule = (db: Db, points: number, perAmount: string, minAmount: string) =>
  savePointsRule(db, BRAND, { kind: 'deposit', points, perAmount, minAmount, enabled: true }, new Date());

export async function reward(db: Db, spec: Partial<RewardInput> = {}) {
  return createReward(
    db,
    DEFAULT_MERCHANT,
    {
      texts: { en: { name: 'Test mug', description: 'A mug' }, pt: { name: 'Caneca', description: 'Uma caneca' } },
      imageUrl: null,
      price: 100,
      stock: 10,
      limitPerMember: null,
      kind: 'digital',
      vipLevel: 0,
      enabled: true,
      sort: 0,
      ...spec,
    },
    new Date(),
  );
}

export const ADDRESS = { recipient: 'Ana Test', address: '12 Demo Street, Testville', phone: '+55 11 91234-5678' };

/** The error code a piece of work failed with, or 'ok'. */
export async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}
