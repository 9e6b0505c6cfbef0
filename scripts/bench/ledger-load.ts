import { minor } from '../../apps/server/src/lib/money.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.usecases.ts';
import {
  ensureMemberAccount,
  ensureSystemAccount,
  postTransaction,
} from '../../apps/server/src/modules/ledger/ledger.usecases.ts';
import { membersRepository } from '../../apps/server/src/modules/members/members.repository.ts';

/** `cpuMs`: CPU time of this process per transfer (the database server's own CPU not included). */
export type LedgerFigures = {
  sequential: number[];
  concurrent: number[];
  workers: number;
  transfers: number;
  cpuMs: number;
  ok: boolean;
};

const MERCHANT = 1;
let runSeq = 0;

/** A new member with 10,000,000.00 in main and an empty `vendor` sub-wallet. */
export async function fundedMember(db: Db, label: string, vendor = 'AV') {
  const name = `bench_${label}_${Date.now().toString(36)}_${++runSeq}`;
  const member = await membersRepository.insert(db, {
    merchant_id: MERCHANT,
    username: name,
    username_key: name,
    password_hash: 'x',
    payment_password_hash: null,
    nickname: name,
    mobile: null,
    country_dialing_code: null,
    email: null,
    contact: '{}',
    is_agent: 0,
    upline_id: null,
    affiliate_code: null,
    referral_code: null,
    club_label_id: null,
    avatar_id: 'avatar-01',
    language: 'en',
    first_login: 0,
    must_change_password: 0,
    password_changed_at: '',
    trial_expires_at: null,
    register_ip: null,
    register_url: null,
    created_at: new Date().toISOString(),
    last_login_at: null,
  });
  const main = await ensureMemberAccount(db, MERCHANT, member.id, 'main', 'USD');
  const sub = await ensureMemberAccount(db, MERCHANT, member.id, `vendor:${vendor}`, 'USD');
  const house = await ensureSystemAccount(db, MERCHANT, 'house', 'USD');
  await postTransaction(db, {
    merchantId: MERCHANT,
    kind: 'adjustment',
    idempotencyKey: `bench-fund:${name}`,
    legs: [
      { accountId: house.id, amount: minor(-1_000_000_000n) },
      { accountId: main.id, amount: minor(1_000_000_000n) },
    ],
  });
  return { id: Number(member.id), name, main, sub };
}

/** One worker: main → vendor sub-wallet transfers of 1.00, each its own ledger transaction, until the deadline. */
async function transferLoop(db: Db, label: string, deadline: number): Promise<number> {
  const { name, main, sub } = await fundedMember(db, label);
  let done = 0;
  while (Date.now() < deadline) {
    await postTransaction(db, {
      merchantId: MERCHANT,
      kind: 'transfer_in',
      idempotencyKey: `bench:${name}:${done}`,
      legs: [
        { accountId: main.id, amount: minor(-100n) },
        { accountId: sub.id, amount: minor(100n) },
      ],
      metadata: { vendor: 'AV', direction: 'in', amount: '1.00' },
    });
    done++;
  }
  return done;
}

/** Ledger transfers per second, one caller at a time and with `workers` callers at once, `runs` times each. */
export async function measureLedger(db: Db, seconds: number, workers: number, runs: number): Promise<LedgerFigures> {
  const figures: LedgerFigures = { sequential: [], concurrent: [], workers, transfers: 0, cpuMs: 0, ok: false };
  const cpu = process.cpuUsage();
  for (let run = 0; run < runs; run++) {
    const seqStart = Date.now();
    const sequentialCount = await transferLoop(db, 'seq', seqStart + seconds * 1000);
    figures.sequential.push(sequentialCount / ((Date.now() - seqStart) / 1000));

    const conStart = Date.now();
    const counts = await Promise.all(
      Array.from({ length: workers }, (_, i) => transferLoop(db, `w${i}`, conStart + seconds * 1000)),
    );
    const concurrentCount = counts.reduce((a, b) => a + b, 0);
    figures.concurrent.push(concurrentCount / ((Date.now() - conStart) / 1000));
    figures.transfers += sequentialCount + concurrentCount;
  }
  const { user, system } = process.cpuUsage(cpu);
  figures.cpuMs = (user + system) / 1000 / Math.max(1, figures.transfers);
  figures.ok = (await checkLedger(db)).ok;
  return figures;
}
