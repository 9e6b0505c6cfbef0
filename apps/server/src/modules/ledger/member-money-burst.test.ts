import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DbHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { useServerInstances } from '../../../test/server-instances.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { encryptForServer } from '../../../test/encrypt.ts';
import { fund, newPayingMember, operatorToken, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { DEFAULT_PAYMENT_SETTINGS, savePaymentSettings } from '../payments/payment-settings.ts';
import { addPayoutAccount } from '../withdrawals/payout-accounts.ts';
import { requestWithdrawal } from '../withdrawals/withdrawals.usecases.ts';

/*
 * The adversarial probe's burst (issue 23, hole 4): one member's money calls all at once, over two
 * server instances on one database (on SQLite, both on its one handle): transfers to and from a
 * sub-wallet, Dice bets, sweeps of every sub-wallet back to main, withdrawal requests, and an
 * operator rejecting the member's pending withdrawals. PostgreSQL answered some of them 500
 * ("deadlock detected"); each call must end as an answer (2xx or a 4xx refusal), never a 5xx, and
 * the books must agree afterwards.
 */
const servers = useServerInstances({ RATE_LIMIT_PER_MINUTE: '100000' });

const sameDatabase = async (first: DbHandle) => (process.env.DATABASE_URL ? servers.same(first) : first);
const BURSTS = 4;
/** The brand's cap of pending withdrawals, raised so that the operator has ten to reject in each burst. */
const MAX_PENDING = 10;

type Call = { app: App; method: 'POST'; url: string; headers: Record<string, string>; body: object };

async function send(call: Call): Promise<{ status: number; code: string }> {
  const { port } = call.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${call.url}`, {
    method: call.method,
    headers: { 'content-type': 'application/json', Language: 'en', ...call.headers },
    body: JSON.stringify(call.body),
  });
  const answer = (await response.json()) as { code: string };
  return { status: response.status, code: answer.code };
}

const pendingWithdrawals = async (db: Db, memberId: number) =>
  (
    await db
      .selectFrom('withdrawals')
      .select('id')
      .where('member_id', '=', memberId)
      .where('status', '=', 'pending')
      .execute()
  ).map((row) => String(row.id));

describe('one member, many money calls at once', () => {
  it(`${BURSTS} bursts of 45 concurrent money calls over two instances: no 5xx, and the books agree`, async () => {
    const database = await servers.fresh();
    const a = await servers.listen(database);
    const b = await servers.listen(await sameDatabase(database));
    const db = database.db;
    const merchant = await getMerchantByCodeOrDefault(db);
    const { member, auth } = await newPayingMember(db);
    await fund(db, member.id, 1_000_000n);
    const payout = await addPayoutAccount(db, member, {
      type: 'bank',
      holderName: 'Burst Tester',
      providerName: 'Test Bank',
      accountNumber: '55507777',
    });
    await savePaymentSettings(db, merchant.id, { ...DEFAULT_PAYMENT_SETTINGS, withdrawalMaxPending: MAX_PENDING });
    const finance = await operatorToken(db, 'finance');
    const publicKey = a.deps.keys.publicInfo();
    let seq = 0;
    const key = (what: string) => `burst-${what}-${++seq}`;

    const statuses: { status: number; code: string; what: string }[] = [];
    for (let burst = 0; burst < BURSTS; burst++) {
      // Pending withdrawals up to the cap, for the operator to reject during the burst.
      for (let open = (await pendingWithdrawals(db, member.id)).length; open < MAX_PENDING; open++) {
        await requestWithdrawal({ db, notify: notifyMember }, merchant, member, {
          payoutAccountId: String(payout.id),
          amount: '20.00',
          paymentPassword: PAYMENT_PASSWORD,
          clientKey: key('setup'),
        });
      }
      const toReject = await pendingWithdrawals(db, member.id);
      const transfer = (direction: 'in' | 'out', amount: string) => ({
        url: '/wps/relay/GCS_walletTransfer',
        headers: auth,
        body: { vendor: 'AV', direction, amount, clientKey: key('transfer') },
      });
      const calls = [
        ...Array.from({ length: 8 }, () => ({ what: 'transfer in', ...transfer('in', '5.00') })),
        ...Array.from({ length: 8 }, () => ({ what: 'transfer out', ...transfer('out', '1.00') })),
        ...Array.from({ length: 8 }, () => ({
          what: 'dice',
          url: '/bgs/dice/bet',
          headers: auth,
          body: { amount: '1.00', target: 50, direction: 'under' },
        })),
        ...Array.from({ length: 4 }, () => ({
          what: 'sweep',
          url: '/wps/relay/GCS_walletTransfer',
          headers: auth,
          body: { vendor: 'ALL', direction: 'out', clientKey: key('sweep') },
        })),
        ...Array.from({ length: 7 }, () => ({
          what: 'withdrawal',
          url: '/wps/withdrawals',
          headers: auth,
          body: encryptForServer(publicKey, {
            payoutAccountId: String(payout.id),
            amount: '20.00',
            paymentPassword: PAYMENT_PASSWORD,
            clientKey: key('withdrawal'),
          }),
        })),
        ...toReject.map((id) => ({
          what: 'reject',
          url: `/admin/api/withdrawals/${id}/reject`,
          headers: finance.auth,
          body: { reason: 'burst' },
        })),
      ];
      expect(calls).toHaveLength(45);
      const answers = await Promise.all(
        calls.map((call, i) =>
          send({ ...call, app: i % 2 === 0 ? a : b, method: 'POST' }).then((answer) => ({
            ...answer,
            what: call.what,
          })),
        ),
      );
      statuses.push(...answers);
    }

    const failures = statuses.filter((s) => s.status >= 500);
    expect(failures).toEqual([]);
    // The burst did move money: each kind of call succeeded at least once.
    for (const what of ['transfer in', 'transfer out', 'dice', 'sweep', 'withdrawal', 'reject'])
      expect(statuses.some((s) => s.what === what && s.status === 200)).toBe(true);
    await expectMoneySound(db);
  }, 180_000);
});
