import type { Trx } from '../schema.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../../modules/ledger/ledger.usecases.ts';
import { gameWallet } from '../../modules/game-wallet/game-wallet.usecases.ts';
import { membersPort } from '../../modules/members/members.port.ts';

const DAY_MS = 86_400_000;
/** A fixed sequence instead of Math.random: the demo looks the same on every fresh database. */
const pick = (i: number, spread: number) => (i * 7919 + 104_729) % spread;

/**
 * Demo data only (an empty database's demo brand): a believable team under demo_agent, so the
 * agent centre has something to show. A sub-agent (demo_team_sub, level 41) and 36 members
 * named demo_team_NN, registered over the last 30 days; most got demo funds ("demo funds"
 * adjustments) and played the in-house games through the game wallet, so every figure comes
 * from real ledger postings, bets and roll-ups. They cannot log in (no usable password).
 */
export async function seedDemoTeam(trx: Trx, merchantId: number, agentId: number, currency: string): Promise<void> {
  await trx
    .insertInto('agent_settings')
    .values({ merchant_id: merchantId, downline_transfer: 1, active_min_stake: '1000', active_min_deposits: '0' })
    .execute();
  const now = Date.now();
  const base = {
    merchant_id: merchantId,
    password_hash: 'x',
    payment_password_hash: null,
    mobile: null,
    country_dialing_code: null,
    email: null,
    contact: '{}',
    affiliate_code: null,
    referral_code: null,
    club_label_id: null,
    language: 'pt',
    first_login: 1,
    must_change_password: 0,
    trial_expires_at: null,
    register_ip: null,
    register_url: null,
  };
  const created = (daysAgo: number) => new Date(now - daysAgo * DAY_MS - pick(daysAgo, 36_000_000)).toISOString();
  const sub = await membersPort.insert(trx, {
    ...base,
    username: 'demo_team_sub',
    username_key: 'demo_team_sub',
    nickname: 'Demo sub-agent',
    is_agent: 41,
    upline_id: agentId,
    avatar_id: 'avatar-05',
    password_changed_at: created(29),
    created_at: created(29),
    last_login_at: created(1),
  });
  const house = await ensureSystemAccount(trx, merchantId, 'house', currency);
  for (let i = 1; i <= 36; i++) {
    const daysAgo = 30 - Math.floor((i * 29) / 36);
    const at = created(daysAgo);
    const name = `demo_team_${String(i).padStart(2, '0')}`;
    const member = await membersPort.insert(trx, {
      ...base,
      username: name,
      username_key: name,
      nickname: `Demo team ${i}`,
      is_agent: 0,
      // A third of the team joined through the sub-agent.
      upline_id: i % 3 === 0 ? sub.id : agentId,
      avatar_id: `avatar-${String((i % 12) + 1).padStart(2, '0')}`,
      password_changed_at: at,
      created_at: at,
      last_login_at: i % 4 === 0 ? null : created(pick(i, daysAgo + 1)),
    });
    if (i % 5 === 4) continue; // some never deposited
    const funds = BigInt(5_000 + pick(i, 20) * 1_000);
    const wallet = await ensureMemberAccount(trx, merchantId, member.id, 'main', currency);
    await postTransaction(trx, {
      merchantId,
      kind: 'adjustment',
      idempotencyKey: `demo-team-funds:${member.id}`,
      legs: [
        { accountId: house.id, amount: minor(-funds) },
        { accountId: wallet.id, amount: minor(funds) },
      ],
      metadata: { reason: 'demo funds' },
    });
    for (let round = 0; round < 2 + (i % 4); round++) {
      const stake = BigInt(200 + pick(i * 10 + round, 15) * 100);
      const vendorCode = round % 2 === 0 ? 'BGS' : 'TF';
      const id = `demo-team-${member.id}-${round}`;
      const input = { merchantId, vendorCode, memberId: member.id, round: id };
      await gameWallet.bet(trx, { ...input, transactionId: `${id}-bet`, amount: minor(stake) });
      const payout = (stake * BigInt(pick(i + round, 25))) / 10n;
      await gameWallet.win(trx, {
        ...input,
        transactionId: `${id}-win`,
        referenceTransactionId: `${id}-bet`,
        amount: minor(payout),
      });
    }
  }
}
