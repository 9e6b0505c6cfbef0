import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ToggleButton } from '@/components/ui/toggle-button';
import { openLoginModal } from '@/lib/auth/use-require-member';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { lobbyQuery, walletQuery, type SlipLine } from '../api/lottery-api';
import { toggleLotteryFavourite, useLotteryFavourites } from '../lib/favourites';
import { countdownText, useNow } from '../lib/use-now';
import { usePrizeMode } from '../lib/prize-mode';
import { BetBoard } from './bet-board';
import { MyLines } from './my-lines';
import { ResultView } from './result-view';
import { ResultsHistory } from './results-history';
import { Slip } from './slip';

/** One lottery game: the open issue and its countdown, the bet board and slip, my bets, the results. */
export function LotteryGamePage({
  gameCode,
  vnOnly,
  basePath,
}: {
  gameCode: string;
  vnOnly: boolean;
  basePath: string;
}) {
  const { t, i18n } = useTranslation();
  const mode = usePrizeMode();
  const token = useSessionValue('token');
  const lobby = useQuery(lobbyQuery(i18n.language, vnOnly, mode));
  const game = lobby.data?.gameMenus.flatMap((g) => g.games).find((g) => g.gameCode === gameCode);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const now = useNow();
  const favourites = useLotteryFavourites();
  if (lobby.isPending)
    return <div className="mx-auto h-96 w-full max-w-7xl animate-pulse rounded-2xl bg-surface-2/60" />;
  if (!game) return <p className="p-6 text-center text-fg-muted">{t('lottery.unknownGame')}</p>;
  const next = game.next;
  const open = next && new Date(next.closesAt).getTime() > now;
  const favourite = favourites.has(game.gameCode);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 pb-12 lg:px-8">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-surface p-4 shadow-card">
        <Link to={basePath} className="text-sm font-semibold text-brand-fg hover:underline">
          ← {t('lottery.lobby')}
        </Link>
        <h2 className="text-xl font-bold">{game.labelName}</h2>
        <ToggleButton
          pressed={favourite}
          onClick={() => toggleLotteryFavourite(game.gameCode)}
          className="text-xl leading-none text-gold"
          aria-label={favourite ? t('lottery.unfavourite') : t('lottery.favourite')}
        >
          {favourite ? '★' : '☆'}
        </ToggleButton>
        <div className="ml-auto flex items-center gap-4 text-sm">
          {next && (
            <span className="flex flex-col items-end">
              <span className="text-fg-muted">
                #{next.numero} · {open ? t('lottery.closesIn') : t('lottery.drawing')}
              </span>
              <span className="font-mono text-2xl font-bold tabular-nums text-brand-fg" aria-live="off">
                {countdownText(open ? next.closesAt : next.drawAt, now)}
              </span>
            </span>
          )}
          {token ? (
            <WalletChip token={token} />
          ) : (
            <Button onClick={() => openLoginModal()}>{t('lottery.loginToBet')}</Button>
          )}
        </div>
      </header>
      {next && (
        <p className="-mt-2 px-1 text-xs text-fg-muted" data-testid="lottery-seed-hash">
          {t('lottery.seedHash')} #{next.numero}: <code className="break-all font-mono text-fg">{next.seedHash}</code>
        </p>
      )}
      {game.last?.result && (
        <section
          aria-label={t('lottery.lastResult')}
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-surface p-4 shadow-card"
        >
          <span className="text-sm text-fg-muted">
            {t('lottery.lastResult')} #{game.last.numero}
          </span>
          <ResultView result={game.last.result} />
        </section>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <BetBoard game={game} onAdd={(added) => setLines((now) => [...now, ...added].slice(0, 50))} />
        {token ? (
          <Slip game={game} lines={lines} onChange={setLines} />
        ) : (
          <p className="rounded-2xl bg-surface p-4 text-sm text-fg-muted shadow-card">{t('lottery.loginHint')}</p>
        )}
      </div>
      {token && <MyLines token={token} gameCode={game.gameCode} />}
      <ResultsHistory gameCode={game.gameCode} />
    </div>
  );
}

function WalletChip({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const wallet = useQuery(walletQuery(token));
  if (!wallet.data) return null;
  return (
    <span className="flex flex-col items-end rounded-xl bg-surface-2 px-3 py-1.5" data-testid="lottery-wallet">
      <span className="text-xs text-fg-muted">{wallet.data.demo ? t('lottery.demoCredit') : t('lottery.wallet')}</span>
      <b className="tabular-nums">{formatMoney(wallet.data.balance, i18n.language)}</b>
    </span>
  );
}
