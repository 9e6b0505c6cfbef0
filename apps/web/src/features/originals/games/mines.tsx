import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MinesGame as MinesState } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { LabelledSelect, plainOptions } from '@/components/ui/labelled-controls';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { AutoBet } from '../components/auto-bet';
import { BetAmount } from '../components/bet-amount';
import { ErrorLine, GameLayout } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { problemText } from '../lib/problem';

const COUNTS = plainOptions(Array.from({ length: 24 }, (_, i) => i + 1));
/** The 25 tiles in a random order (the player's picks, made for them). */
function shuffledTiles(): number[] {
  const tiles = Array.from({ length: 25 }, (_, i) => i);
  const random = crypto.getRandomValues(new Uint32Array(25));
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = random[i]! % (i + 1);
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  return tiles;
}

/** Mines: 25 tiles, 1–24 mines; each gem raises the multiplier, a mine loses the stake, cash out any time. */
export default function MinesGame() {
  const { t, i18n } = useTranslation();
  const { api, settled, amount } = useOriginals();
  const [mines, setMines] = useState(3);
  const [autoGems, setAutoGems] = useState(3);
  const [game, setGame] = useState<MinesState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // A game left open (reload, another device) carries on here.
  useEffect(() => {
    void api.minesOpen().then(
      (open) => open && setGame(open),
      () => undefined,
    );
  }, [api]);

  const step = async (work: () => Promise<MinesState>) => {
    setBusy(true);
    setError(null);
    try {
      const next = await work();
      setGame(next);
      settled({ balance: next.balance, ...(next.status === 'open' ? {} : { win: next.status === 'cashed_out' }) });
    } catch (caught) {
      setError(problemText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const open = game?.status === 'open';

  /**
   * One auto-bet game: start, reveal `autoGems` tiles in a random order (which tiles are opened
   * does not change the odds: the layout was fixed by the seeds at the start), cash out if no mine
   * was hit. Answers the stake and payout for the stop conditions, or null when refused.
   */
  const autoGame = async () => {
    setError(null);
    try {
      let current = await api.minesStart({ amount: amount.trim(), mines });
      setGame(current);
      settled({ balance: current.balance });
      const order = shuffledTiles();
      const wanted = Math.min(autoGems, 25 - mines);
      while (current.status === 'open' && current.revealed.length < wanted) {
        const tile = order.find((candidate) => !current.revealed.includes(candidate))!;
        current = await api.minesReveal(tile);
        setGame(current);
      }
      if (current.status === 'open') current = await api.minesCashOut();
      setGame(current);
      settled({ balance: current.balance, win: current.status === 'cashed_out' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { amount: current.amount, payout: current.payout };
    } catch (caught) {
      setError(problemText(t, caught));
      return null;
    }
  };

  const controls = (
    <>
      <BetAmount disabled={busy || open} />
      <LabelledSelect
        label={t('fair.fields.mines')}
        value={mines}
        disabled={open}
        options={COUNTS}
        onChange={(value) => setMines(Number(value))}
      />
      {open ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-fg-muted">{t('originals.multiplier')}</dt>
              <dd className="font-semibold tabular-nums" data-testid="mines-multiplier">
                {game.multiplier}×
              </dd>
            </div>
            <div>
              <dt className="text-fg-muted">{t('originals.next')}</dt>
              <dd className="font-semibold tabular-nums">{game.nextMultiplier ?? '—'}×</dd>
            </div>
          </dl>
          <Button
            className="w-full"
            size="lg"
            variant="gold"
            disabled={busy || game.revealed.length === 0}
            onClick={() => void step(api.minesCashOut)}
            data-testid="cash-out"
          >
            {t('originals.cashOut', { payout: formatMoney(game.payout, i18n.language) })}
          </Button>
        </>
      ) : (
        <Button
          className="w-full"
          size="lg"
          disabled={busy}
          onClick={() => void step(() => api.minesStart({ amount: amount.trim(), mines }))}
          data-testid="bet-button"
        >
          {t('originals.bet')}
        </Button>
      )}
      <ErrorLine text={error} />
      <LabelledSelect
        label={t('originals.autoGems')}
        value={Math.min(autoGems, 25 - mines)}
        disabled={open}
        options={COUNTS.slice(0, 25 - mines)}
        onChange={(value) => setAutoGems(Number(value))}
      />
      <AutoBet play={autoGame} disabled={busy || open} />
    </>
  );
  const board = (
    <div className="w-full max-w-md space-y-3">
      <div className="grid grid-cols-5 gap-2" data-testid="mines-grid">
        {Array.from({ length: 25 }, (_, tile) => {
          const gem = game?.revealed.includes(tile) && !game.minePositions?.includes(tile);
          const mine = game?.minePositions?.includes(tile);
          const hit = mine && game?.revealed.includes(tile);
          return (
            <button
              key={tile}
              type="button"
              disabled={!open || busy || game.revealed.includes(tile)}
              onClick={() => void step(() => api.minesReveal(tile))}
              aria-label={t('originals.tile', { n: tile + 1 })}
              data-state={gem ? 'gem' : mine ? 'mine' : 'hidden'}
              className={cn(
                'grid aspect-square place-items-center rounded-xl text-2xl font-black transition focus-visible:outline-2 focus-visible:outline-ring',
                gem
                  ? 'bg-success-soft text-success'
                  : mine
                    ? hit
                      ? 'bg-danger text-on-brand'
                      : 'bg-danger-soft text-danger'
                    : 'bg-surface-2 hover:bg-surface-3 disabled:hover:bg-surface-2',
              )}
            >
              {gem ? '◆' : mine ? '✸' : ''}
            </button>
          );
        })}
      </div>
      {game && !open ? (
        <p className="text-center text-sm font-semibold" aria-live="polite" data-testid="mines-result">
          {game.status === 'cashed_out'
            ? t('originals.won', { payout: formatMoney(game.payout, i18n.language) })
            : t('originals.lost')}
        </p>
      ) : null}
    </div>
  );
  return <GameLayout controls={controls} board={board} />;
}
