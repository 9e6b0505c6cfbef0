import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { crashAtEveryStep } from '../../../test/crash-at.ts';
import { createPendingWithdrawal } from '../../../test/factories/withdrawals.ts';
import { balanceOf, inboxTemplates, JPEG_BYTES, newPayingMember } from '../../../test/payments-fixtures.ts';
import { startFreePlay, TRIAL_DEMO_CREDIT } from '../auth/freeplay.usecases.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { proofDir } from '../withdrawals/proof-storage.ts';
import {
  autoConfirmWithdrawals,
  confirmReceipt,
  reportNotReceived,
} from '../withdrawals/withdrawal-receipt.usecases.ts';
import { approveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';
import { withdrawalsRepository } from '../withdrawals/withdrawals.repository.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { handleGatewayEvent, rejectManualDeposit } from './deposit-review.usecases.ts';
import { createDeposit } from './deposits.usecases.ts';
import { depositsRepository } from './deposits.repository.ts';
import { gatewayRegistry, type PaymentGateway } from './gateways/payment-gateway.ts';

/*
 * The flows money-crash.test.ts does not cover, killed before each of their statements: the money
 * and the rows stay consistent (ledger:check's reconciliation) and a retry finishes the work once.
 */
let database: DbHandle;
let merchant: Merchant;
const dataDir = mkdtempSync(path.join(tmpdir(), 'arcadia-crash-proof-'));
beforeAll(async () => {
  database = await createTestDatabase();
  merchant = await getMerchantByCodeOrDefault(database.db);
});
afterAll(async () => database.close());

/** A gateway that answers at once (the network is what a test fakes); events are built by the test. */
const instantGateway: PaymentGateway = {
  provider: 'sandbox',
  channelKind: 'sandbox_gateway',
  createCheckout: (request) =>
    Promise.resolve({ providerRef: `chk_${request.depositId}`, checkoutUrl: 'https://pay.example/checkout' }),
  verifyWebhook: () => Promise.resolve(),
  parseEvent: () => {
    throw new Error('events are built by the test');
  },
};
const deps = (db: Db) => ({ db, notify: notifyMember, gateways: gatewayRegistry([instantGateway]) });

async function gatewayDeposit() {
  const { member } = await newPayingMember(database.db);
  const { deposit } = await createDeposit(deps(database.db), merchant, member, {
    channel: 'sandbox_card',
    amount: '80.00',
    clientKey: randomUUID(),
  });
  return { member, deposit, eventId: `evt_${randomUUID()}` };
}

const eventOf = (s: Awaited<ReturnType<typeof gatewayDeposit>>, type: 'paid' | 'failed') => ({
  eventId: s.eventId,
  type,
  depositId: s.deposit.id,
  providerRef: s.deposit.providerRef!,
  amount: s.deposit.amount,
  currency: s.deposit.currency,
});

async function disbursed(): Promise<{ member: Member; id: number }> {
  const { member, withdrawal } = await createPendingWithdrawal(database.db, { amount: '100.00' });
  await approveWithdrawal(deps(database.db), withdrawal.id, CLI_ACTOR);
  return { member, id: withdrawal.id };
}
const statusOf = async (id: number) => (await withdrawalsRepository.findById(database.db, id))!.status;

describe(
  'more money flows, killed before each statement, stay consistent and finish once on retry',
  { timeout: 180_000 },
  () => {
    const gatewayEvents = [
      {
        title: 'a gateway "paid" event: credited once with its record and notice, or nothing',
        type: 'paid',
        credited: true,
        status: 'credited',
        notice: 'deposit_credited',
      },
      {
        title: 'a gateway "failed" event closes the deposit unpaid once, with one notice',
        type: 'failed',
        credited: false,
        status: 'failed',
        notice: 'deposit_failed',
      },
    ] as const;
    for (const { title, type, credited, status, notice } of gatewayEvents) {
      it(title, async () => {
        await crashAtEveryStep(
          database.db,
          gatewayDeposit,
          (db, s) => handleGatewayEvent(deps(db), 'sandbox', 'sandbox_gateway', eventOf(s, type)),
          async (s) => {
            expect(await balanceOf(database.db, s.member.id)).toBe(credited ? s.deposit.creditAmount : 0n);
            expect((await depositsRepository.findById(database.db, s.deposit.id))!.status).toBe(status);
            expect(await inboxTemplates(database.db, s.member.id)).toEqual([notice]);
          },
        );
      });
    }

    it('a manual deposit rejected: rejected with one notice and no money, or still pending', async () => {
      await crashAtEveryStep(
        database.db,
        async () => {
          const { member } = await newPayingMember(database.db);
          const made = await createDeposit(deps(database.db), merchant, member, {
            channel: 'bank_transfer',
            amount: '50.00',
            clientKey: randomUUID(),
          });
          return { member, deposit: made.deposit };
        },
        (db, s) => rejectManualDeposit(deps(db), s.deposit.id, 'no matching transfer', CLI_ACTOR),
        async (s) => {
          expect((await depositsRepository.findById(database.db, s.deposit.id))!.status).toBe('rejected');
          expect(await balanceOf(database.db, s.member.id)).toBe(0n);
          expect(await inboxTemplates(database.db, s.member.id)).toEqual(['deposit_failed']);
        },
      );
    });

    it('free play: the trial account exists with its demo credit, or not at all', async () => {
      const facts = { ip: '203.0.113.77', captchaKey: null, origin: 'https://arcadia.test', language: 'en' as const };
      await crashAtEveryStep(
        database.db,
        () => Promise.resolve({}),
        (db) => startFreePlay(db, merchant, facts),
        async () => {
          // Every guest ever created, by this retry or an interrupted run, holds its whole credit.
          const guests = await database.db
            .selectFrom('members')
            .select('id')
            .where('username', 'like', 'guest_%')
            .execute();
          for (const guest of guests)
            expect(await balanceOf(database.db, Number(guest.id), 'demo')).toBe(TRIAL_DEMO_CREDIT);
        },
      );
    });

    it('"received": the withdrawal moves to received, or stays disbursed', async () => {
      await crashAtEveryStep(
        database.db,
        disbursed,
        (db, s) => confirmReceipt(db, s.member, s.id, { outcome: 'received' }),
        async (s) => expect(await statusOf(s.id)).toBe('received'),
      );
    });

    it('"not received" with a proof: the row and its stored image, or neither', async () => {
      await crashAtEveryStep(
        database.db,
        disbursed,
        (db, s) => reportNotReceived(db, dataDir, s.member, s.id, JPEG_BYTES),
        async (s) => {
          const w = (await withdrawalsRepository.findById(database.db, s.id))!;
          expect(w.status).toBe('not_received');
          expect(readdirSync(proofDir(dataDir))).toContain(w.proof!.file);
        },
      );
      // Interrupted attempts left no image behind: one file per not-received withdrawal.
      const reported = await database.db
        .selectFrom('withdrawals')
        .select('proof_file')
        .where('status', '=', 'not_received')
        .execute();
      expect(readdirSync(proofDir(dataDir)).sort()).toEqual(reported.map((r) => r.proof_file).sort());
    });

    it('the automatic receipt: every overdue payout ends received, whatever statement it stopped at', async () => {
      const later = new Date(Date.now() + 120 * 60_000);
      await crashAtEveryStep(
        database.db,
        disbursed,
        (db) => autoConfirmWithdrawals(db, 60, later),
        async (s) => expect(await statusOf(s.id)).toBe('auto_received'),
      );
    });
  },
);
