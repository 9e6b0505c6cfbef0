import { randomBytes } from 'node:crypto';
import type { LoginValue } from '@arcadia/contracts';
import type { Db, Trx } from '../../db/schema.ts';
import { afterCommit, inTransaction } from '../../db/unit-of-work.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { minor } from '../../lib/money.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { isFlagEnabled } from '../flags/flags.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { AVATAR_IDS } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { buildLoginValue } from './login-value.ts';
import type { RequestFacts } from './ports.ts';
import { startSession } from './sessions.usecases.ts';
import { authErrors } from './auth.errors.ts';

/** Trial accounts live this long, then the clean-up job removes them. */
export const TRIAL_HOURS = 24;

/** Free play: a throw-away trial account (isAgent 4) that can look around but not touch real money. */
export async function startFreePlay(db: Db, merchant: Merchant, facts: RequestFacts): Promise<LoginValue> {
  if (!(await isFlagEnabled(db, merchant.id, 'FREEPLAY3'))) throw authErrors.freeplayDisabled();
  const now = new Date();
  const suffix = randomBytes(5).toString('hex');
  // Nobody knows this password: a trial account is reached only through its session.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  // The account and its demo credit exist together or not at all.
  const member = await inTransaction(db, async (trx) => {
    const created = await membersPort.insert(trx, {
      merchant_id: merchant.id,
      username: `guest_${suffix}`,
      username_key: `guest_${suffix}`,
      password_hash: passwordHash,
      payment_password_hash: null,
      nickname: `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      mobile: null,
      country_dialing_code: null,
      email: null,
      contact: '{}',
      is_agent: 4,
      upline_id: null,
      affiliate_code: null,
      referral_code: null,
      club_label_id: null,
      avatar_id: AVATAR_IDS[0]!,
      language: facts.language,
      first_login: 0,
      must_change_password: 0,
      password_changed_at: now.toISOString(),
      trial_expires_at: new Date(now.getTime() + TRIAL_HOURS * 3_600_000).toISOString(),
      register_ip: facts.ip,
      register_url: null,
      created_at: now.toISOString(),
      last_login_at: now.toISOString(),
    });
    await grantDemoCredit(trx, merchant, created.id);
    return created;
  });
  const { token } = await startSession(db, member.id, facts.ip);
  return buildLoginValue(db, merchant, member, token, null, facts.language);
}

/**
 * Closes trial accounts past their expiry: their sessions end and their demo credit goes back to
 * the issuer. The rows stay — ledger history is never deleted — but the account cannot be used.
 */
export async function closeExpiredTrials(db: Db, now = new Date()): Promise<number> {
  const expired = await membersPort.listExpiredTrials(db, now.toISOString());
  let closed = 0;
  for (const member of expired) {
    // Sessions end and the credit returns in one transaction: a crash leaves the trial open or closed.
    const returned = await inTransaction(db, async (trx) => {
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('member_id', '=', member.id)
        .where('revoked_at', 'is', null)
        .execute();
      afterCommit(trx, () => changeFeed.emit({ kind: 'sessions', memberIds: [member.id] }));
      const demo = await ensureMemberAccount(trx, member.merchantId, member.id, 'demo', member.currency);
      if (demo.balance <= 0n) return false;
      const issuer = await ensureSystemAccount(trx, member.merchantId, 'demo_issuer', member.currency);
      await postTransaction(trx, {
        merchantId: member.merchantId,
        kind: 'demo_expiry',
        idempotencyKey: `demo-expiry:${member.id}`,
        legs: [
          { accountId: demo.id, amount: minor(-demo.balance) },
          { accountId: issuer.id, amount: demo.balance },
        ],
      });
      return true;
    });
    if (returned) closed++;
  }
  return closed;
}

/** Demo credit a trial account starts with: play money, kept in its own accounts. */
export const TRIAL_DEMO_CREDIT = minor(2_000_00n);

async function grantDemoCredit(db: Trx, merchant: Merchant, memberId: number): Promise<void> {
  const demo = await ensureMemberAccount(db, merchant.id, memberId, 'demo', merchant.currency);
  const issuer = await ensureSystemAccount(db, merchant.id, 'demo_issuer', merchant.currency);
  await postTransaction(db, {
    merchantId: merchant.id,
    kind: 'demo_credit',
    idempotencyKey: `demo-credit:${memberId}`,
    legs: [
      { accountId: issuer.id, amount: minor(-TRIAL_DEMO_CREDIT) },
      { accountId: demo.id, amount: TRIAL_DEMO_CREDIT },
    ],
  });
}
