import { useTranslation } from 'react-i18next';
import type { CrashBetItem } from '@arcadia/contracts';
import { BetList } from './bet-list';

/** The player's own last Crash bets; a busted round links to the verifier with its hash and salt. */
export function CrashMyBets({ list }: { list: CrashBetItem[] }) {
  const { t } = useTranslation();
  return (
    <BetList
      headingId="crash-mine"
      tagClassName="w-16"
      rows={list.map((bet) => ({
        betId: bet.betId,
        tag: `#${bet.round}`,
        summary: `${bet.cashout ? `${bet.cashout}×` : '—'} / ${bet.crash ? `${bet.crash}×` : '…'}`,
        amount: bet.amount,
        payout: bet.payout,
        win: bet.status === 'cashed_out',
        verifyUrl: bet.verifyUrl,
        unverified: <span className="text-xs text-fg-muted">{t('originals.crash.status.active')}</span>,
      }))}
    />
  );
}
