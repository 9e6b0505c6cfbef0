import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrashLiveEvent, CrashMyBet } from '@arcadia/contracts';
import { crashMultiplier100At } from '@arcadia/fair';
import { Button } from '@/components/ui/button';
import { Field, TextInput } from '@/components/ui/form';
import { formatMoney } from '@/lib/money';
import { AutoBet } from '../components/auto-bet';
import { BetAmount } from '../components/bet-amount';
import { CrashBoard, useFrameClock } from '../components/crash-board';
import { CrashFairness, CrashPlayers } from '../components/crash-panels';
import { CrashMyBets } from '../components/crash-my-bets';
import { ErrorLine, GameLayout } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { problemText } from '../lib/problem';
import { useCrashLive } from '../lib/use-crash-live';

const TARGET = /^\d{1,7}(\.\d{1,2})?$/;
/** How long a crash stays on screen once the next round is boarding. */
const BUST_HOLD_MS = 2000;
type Outcome = { amount: string; payout: string };

/** Live Crash: one shared round for everybody; bet while it boards, cash out before it busts. */
export default function CrashGame() {
  const { t, i18n } = useTranslation();
  const { api, amount, settled } = useOriginals();
  const queryClient = useQueryClient();
  const [myBet, setMyBet] = useState<CrashMyBet | null>(null);
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({ queryKey: ['originals', 'crash', 'bets', api], queryFn: () => api.crashBets() });
  // Auto-bet waits for the next betting phase and for its bet to be over.
  const waiters = useRef<{ betting: (() => void)[]; over: ((outcome: Outcome) => void)[] }>({ betting: [], over: [] });
  const myBetRef = useRef<CrashMyBet | null>(null);
  useEffect(() => {
    myBetRef.current = myBet;
  }, [myBet]);

  const refresh = useCallback(async () => {
    const [state, bets] = await Promise.all([api.crashState(), api.crashBets()]);
    queryClient.setQueryData(['originals', 'crash', 'bets', api], bets);
    const mineNow = myBetRef.current;
    const over = mineNow ? bets.list.find((bet) => bet.betId === mineNow.betId) : undefined;
    if (over && over.status !== 'active') {
      setMyBet(over);
      settled({ balance: state.balance, win: over.status === 'cashed_out' });
      for (const resolve of waiters.current.over.splice(0)) resolve(over);
    } else settled({ balance: state.balance });
  }, [api, queryClient, settled]);

  const onEvent = useCallback(
    (event: CrashLiveEvent) => {
      if (event.type === 'betting') for (const resolve of waiters.current.betting.splice(0)) resolve();
      if (event.type === 'bust' && myBetRef.current?.round === event.number) void refresh();
    },
    [refresh],
  );
  const live = useCrashLive(onEvent);
  const now = useFrameClock(live.phase !== null);
  // Right after a crash the next round is already boarding: show the crash (and who won) a moment longer.
  const holding = live.previous !== null && now - live.previous.at < BUST_HOLD_MS;
  const shownRound = holding && live.previous ? { ...live, phase: 'busted' as const, ...live.previous } : live;

  useEffect(() => {
    void api.crashState().then(
      (state) => setMyBet(state.myBet),
      () => undefined,
    );
  }, [api]);

  const inRound = myBet !== null && myBet.round === live.number;
  const canBet = live.phase === 'betting' && !inRound && !busy;
  const canCashOut = live.phase === 'flying' && inRound && myBet.status === 'active' && !busy;

  const placeBet = async (): Promise<CrashMyBet | null> => {
    setBusy(true);
    setError(null);
    try {
      const target = auto.trim();
      if (target && !TARGET.test(target)) throw new Error('target');
      const answer = await api.crashBet({ amount: amount.trim(), autoCashout: target ? Number(target) : null });
      setMyBet(answer.bet);
      settled({ balance: answer.balance });
      return answer.bet;
    } catch (caught) {
      setError(problemText(t, caught));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const cashOut = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.crashCashOut();
      setMyBet(answer.bet);
      settled({ balance: answer.balance, win: true });
      for (const resolve of waiters.current.over.splice(0)) resolve(answer.bet);
      void queryClient.invalidateQueries({ queryKey: ['originals', 'crash', 'bets', api] });
    } catch (caught) {
      setError(problemText(t, caught));
    } finally {
      setBusy(false);
    }
  };

  /** One auto-bet round: the next betting phase, a bet, then its end (auto cash-out or bust). */
  const autoRound = async (): Promise<Outcome | null> => {
    if (live.phase !== 'betting' || inRound)
      await new Promise<void>((resolve) => waiters.current.betting.push(resolve));
    const over = new Promise<Outcome>((resolve) => waiters.current.over.push(resolve));
    const bet = await placeBet();
    return bet ? over : null;
  };

  const elapsed = live.flightAt === null ? 0 : now + live.offsetMs - live.flightAt;
  const shown = live.phase === 'flying' ? crashMultiplier100At(elapsed, live.growthPerMs) : null;
  const payoutNow = shown !== null && myBet ? ((Number(myBet.amount) * shown) / 100).toFixed(2) : null;

  const controls = (
    <>
      <BetAmount disabled={busy || inRound} />
      <Field label={t('originals.crash.autoCashout')} hint={t('originals.crash.autoHint')}>
        {({ control }) => (
          <TextInput
            {...control}
            inputMode="decimal"
            placeholder="2.00"
            value={auto}
            disabled={inRound}
            onChange={(e) => setAuto(e.target.value)}
          />
        )}
      </Field>
      {canCashOut ? (
        <Button className="w-full" size="lg" onClick={() => void cashOut()} data-testid="crash-cashout">
          {t('originals.cashOut', { payout: formatMoney(payoutNow ?? myBet.amount, i18n.language) })}
        </Button>
      ) : (
        <Button
          className="w-full"
          size="lg"
          disabled={!canBet}
          onClick={() => void placeBet()}
          data-testid="bet-button"
        >
          {inRound ? t('originals.crash.betPlaced', { amount: myBet.amount }) : t('originals.crash.placeBet')}
        </Button>
      )}
      <ErrorLine text={error} />
      <AutoBet play={autoRound} disabled={busy} />
    </>
  );

  return (
    <div className="space-y-4">
      <GameLayout
        controls={controls}
        board={
          <CrashBoard
            live={shownRound}
            shown={shown}
            now={now}
            elapsedMs={elapsed}
            myBet={inRound || holding ? myBet : null}
          />
        }
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CrashPlayers players={shownRound.players} />
        <CrashFairness chain={live.chain} last={live.history[0] ?? null} />
      </div>
      <CrashMyBets list={mine.data?.list ?? []} />
    </div>
  );
}
