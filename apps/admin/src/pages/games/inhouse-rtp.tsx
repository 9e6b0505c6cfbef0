import type { InhouseGames } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The RTP measured from the play-record roll-ups: they keep in-house play by vendor, so this is one
 * figure for every in-house game together, over the last business days.
 */
export function InhouseRtp({ measured }: { measured: InhouseGames['measured'] }) {
  const { t } = useTranslation();
  return (
    <section className="space-y-1 border-t border-line pt-3" aria-labelledby="inhouse-measured">
      <h3 id="inhouse-measured" className="font-bold">
        {t('games.inhouse.measuredTitle')}
      </h3>
      <p>
        {measured.rtp === null
          ? t('games.inhouse.noPlay', { from: measured.from, to: measured.to })
          : t('games.inhouse.measured', {
              rtp: measured.rtp,
              from: measured.from,
              to: measured.to,
              bets: measured.bets,
              stake: measured.stake,
              payout: measured.payout,
            })}
      </p>
      <p className="text-sm text-fg-muted">{t('games.inhouse.measuredNote')}</p>
    </section>
  );
}
