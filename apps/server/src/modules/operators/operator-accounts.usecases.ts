import type { OperatorRole } from '@arcadia/contracts';
import type { Db, Trx } from '../../db/schema.ts';
import { afterCommit, inTransaction } from '../../db/unit-of-work.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import type { Operator } from './operator.model.ts';
import { operatorErrors } from './operators.errors.ts';
import { operatorAccountsRepository, type OperatorAccount } from './operator-accounts.repository.ts';
import { createOperator, generateOperatorPassword } from './operators.usecases.ts';
import { resetTwoFactor } from './two-factor.usecases.ts';

export type { OperatorAccount } from './operator-accounts.repository.ts';

/*
 * Operator accounts as an admin manages them from the console: the same accounts the CLI creates.
 * An admin bound to a brand reaches that brand's accounts only; an admin of every brand, all.
 */

const reaches = (admin: Pick<Operator, 'merchantId'>, target: Pick<Operator, 'merchantId'>) =>
  admin.merchantId === null || admin.merchantId === target.merchantId;

async function reachable(db: Db, admin: Operator, id: number): Promise<OperatorAccount> {
  const target = await operatorAccountsRepository.find(db, id);
  // Another brand's account is as good as absent to a brand's admin.
  if (!target || !reaches(admin, target)) throw operatorErrors.notFound();
  return target;
}

export const listOperatorAccounts = (db: Db, admin: Operator) => operatorAccountsRepository.list(db, admin.merchantId);

/** A new account with a generated password, answered this once (only its hash is kept). */
export async function createOperatorAccount(
  db: Db,
  admin: Operator,
  input: { username: string; role: OperatorRole; merchantId: number | null },
): Promise<{ account: OperatorAccount; password: string }> {
  if (!reaches(admin, input)) throw operatorErrors.forbidden();
  const password = generateOperatorPassword();
  const created = await createOperator(db, { ...input, password });
  return { account: { ...created, twoFactor: false }, password };
}

/**
 * Demoting or locking an admin must leave an active admin who reaches the same brands: one of
 * every brand for an admin of every brand, one of every brand or of that brand for a brand's.
 * Checked against the admins locked in the same transaction, so two such changes at once cannot
 * both pass.
 */
async function keepingAnAdmin(db: Db, target: OperatorAccount, change: (trx: Trx) => Promise<void>) {
  await inTransaction(db, async (trx) => {
    if (target.role === 'admin' && !target.disabled) {
      const others = (await operatorAccountsRepository.lockActiveAdmins(trx)).filter((a) => a.id !== target.id);
      if (!others.some((other) => reaches(other, target))) throw operatorErrors.lastAdmin();
    }
    await change(trx);
    // Open sockets of the account re-check what it may do.
    afterCommit(trx, () => changeFeed.emit({ kind: 'operator-sessions', operatorIds: [target.id] }));
  });
}

/** A new role, in force on the account's next call; the last admin of some brands keeps theirs. Answers the account before and after. */
export async function changeOperatorRole(db: Db, admin: Operator, id: number, role: OperatorRole) {
  const target = await reachable(db, admin, id);
  if (target.role !== role)
    await keepingAnAdmin(db, target, (trx) => operatorAccountsRepository.setRole(trx, target.id, role));
  return { before: target, account: (await operatorAccountsRepository.find(db, id))! };
}

/** Locks (no sign-in; open sessions stop at once) or unlocks an account; never one's own. */
export async function setOperatorLocked(db: Db, admin: Operator, id: number, locked: boolean) {
  const target = await reachable(db, admin, id);
  if (locked && target.id === admin.id) throw operatorErrors.selfLock();
  if (target.disabled !== locked) {
    if (!locked) await operatorAccountsRepository.setDisabled(db, target.id, false);
    else
      await keepingAnAdmin(db, target, async (trx) => {
        await operatorAccountsRepository.setDisabled(trx, target.id, true);
        // Unlocking later must not bring the old sessions back.
        await operatorAccountsRepository.revokeSessions(trx, target.id, new Date().toISOString());
      });
  }
  return { before: target, account: (await operatorAccountsRepository.find(db, id))! };
}

/** A lost authenticator and recovery codes: the account's next sign-in enrols a new one. */
export async function resetOperatorTwoFactor(db: Db, admin: Operator, id: number) {
  const target = await reachable(db, admin, id);
  await resetTwoFactor(db, target.username);
  return { before: target, account: (await operatorAccountsRepository.find(db, id))! };
}
