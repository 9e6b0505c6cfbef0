import type { BgsGameFamily } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { originalsKeys, useOriginals } from '../lib/originals-context';
import { BetList } from './bet-list';

/** The player's last bets of this game, each with its nonce and, once revealed, a verifier link. */
export function RecentBets({ game, launchToken }: { game: BgsGameFamily; launchToken: string | null }) {
  const { t } = useTranslation();
  const { api } = useOriginals();
  const history = useQuery({ queryKey: originalsKeys.history(game, launchToken), queryFn: () => api.history(game) });
  return (
    <BetList
      headingId="recent-bets"
      tagClassName="w-14"
      rows={(history.data?.list ?? []).map((bet) => ({
        betId: bet.betId,
        tag: `#${bet.nonce}`,
        summary: bet.summary,
        amount: bet.amount,
        payout: bet.payout,
        win: bet.win,
        verifyUrl: bet.verifyUrl,
        unverified: (
          <span className="text-xs text-fg-muted" title={t('originals.sealed')}>
            {t('originals.sealedShort')}
          </span>
        ),
      }))}
    />
  );
}
