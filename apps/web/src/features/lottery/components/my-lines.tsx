import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/money';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { cancelLine, lotteryKeys, myLinesQuery } from '../api/lottery-api';
import { errorText } from '../lib/error-text';
import { isWord } from '../lib/pick-specs';

const STATUS_TONE: Record<string, string> = {
  won: 'text-success',
  lost: 'text-fg-muted',
  open: 'text-brand-fg',
  cancelled: 'text-fg-muted',
  refunded: 'text-fg-muted',
};

/** The member's lines in this game, newest first, with their outcome; open ones can be cancelled before the close. */
export function MyLines({ token, gameCode }: { token: string; gameCode: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useQuery(myLinesQuery(token, gameCode));
  const cancel = useMutation({
    mutationFn: cancelLine,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: lotteryKeys.all }), refreshWallet(queryClient)]),
  });
  const lines = mine.data?.list ?? [];
  return (
    <section aria-labelledby="my-lines-title" className="flex flex-col gap-2 rounded-2xl bg-surface p-4 shadow-card">
      <h2 id="my-lines-title" className="font-bold">
        {t('lottery.myBets')}
      </h2>
      {cancel.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(t, cancel.error)}
        </p>
      )}
      {lines.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('lottery.noBets')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label={t('lottery.myBets')}>
          {lines.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-mono text-xs text-fg-muted">#{line.numero}</span>
              <span className="min-w-0 flex-1">
                {t(`lottery.betType.${line.betType}`, { defaultValue: line.betType })} ·{' '}
                <b className="font-mono">{pickLabel(t, line.pick)}</b>
              </span>
              <span className="tabular-nums">{formatMoney(line.cost, i18n.language)}</span>
              <span className={`min-w-24 text-right font-semibold ${STATUS_TONE[line.status] ?? ''}`}>
                {line.status === 'won'
                  ? `+${formatMoney(line.payout, i18n.language)}`
                  : t(`lottery.status.${line.status}`)}
              </span>
              {line.cancellable && (
                <button
                  type="button"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(line.id)}
                  className="rounded-lg bg-surface-2 px-2 py-1 text-xs font-semibold hover:text-danger"
                >
                  {t('lottery.cancel')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A pick as the player chose it: "p1:small" reads "Pos. 1 · Baixo", words in the site's language,
 * numbers as they are ("07", "12 34").
 */
function pickLabel(t: TFunction, pick: string): string {
  const word = (value: string) => (isWord(value) ? t(`lottery.word.${value}`, { defaultValue: value }) : value);
  const positional = /^p(\d+):(.+)$/.exec(pick);
  if (positional) return `${t('lottery.positionN', { n: positional[1] })} · ${word(positional[2]!)}`;
  return word(pick);
}
