import { randomUUID } from 'node:crypto';
import { formatMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { memberAccounts } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { transferBetweenWallets, type TransferResult } from './transfer.usecases.ts';
import { vendorsPort } from '../catalogue/vendors.port.ts';
import { VENDOR_PREFIX, vendorAccountKind } from './wallet.usecases.ts';
import { walletSettingsRepository, type WalletSettings } from './wallet-settings.repository.ts';

type Brand = Pick<Merchant, 'id' | 'places' | 'currency'>;
type Owner = Pick<Member, 'id'>;

export function walletSettings(db: Db, member: Owner): Promise<WalletSettings> {
  return walletSettingsRepository.find(db, member.id);
}

export async function updateWalletSettings(db: Db, member: Owner, settings: WalletSettings): Promise<WalletSettings> {
  await walletSettingsRepository.save(db, member.id, settings);
  return settings;
}

/**
 * "Move my balance automatically when I launch" (issue 24): before a real-money launch, every
 * sub-wallet comes back to main, then, when the game plays from a transfer-mode vendor's
 * sub-wallet, all of main goes there. So the money the member has is where the game bets from,
 * and a game on main (seamless) never finds it stranded in another vendor. Each move is its own
 * ledger transaction with a fresh key; off, nothing moves. A race with a bet elsewhere (main
 * spent between the read and the move) leaves the money where it is rather than fail the launch.
 */
export async function moveBalanceForLaunch(
  db: Db,
  merchant: Brand,
  member: Owner,
  vendorCode: string,
): Promise<TransferResult['moves']> {
  if (!(await walletSettingsRepository.find(db, member.id)).autoTransfer) return [];
  const launch = randomUUID();
  const vendor = await vendorsPort.findByCode(db, merchant.id, vendorCode);
  const target = vendor?.enabled && vendor.walletMode === 'transfer' ? vendor.code : null;
  const moves: TransferResult['moves'] = [];
  // Back to main only when money sits somewhere other than where this game plays.
  const stranded = (await memberAccounts(db, merchant.id, member.id)).some(
    (a) => a.kind.startsWith(VENDOR_PREFIX) && a.kind !== (target && vendorAccountKind(target)) && a.balance > 0n,
  );
  if (stranded) {
    const back = await transferBetweenWallets(db, merchant, member, {
      vendor: 'ALL',
      direction: 'out',
      clientKey: `launch-${launch}`,
    });
    moves.push(...back.moves);
  }
  if (!target) return moves;
  const main = (await memberAccounts(db, merchant.id, member.id)).find((a) => a.kind === 'main');
  if (!main || main.balance <= 0n) return moves;
  try {
    const into = await transferBetweenWallets(db, merchant, member, {
      vendor: target,
      direction: 'in',
      amount: formatMinor(main.balance, merchant.places),
      clientKey: `launch-${launch}-in`,
    });
    moves.push(...into.moves);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'wallet.insufficient_funds')) throw error;
  }
  return moves;
}
