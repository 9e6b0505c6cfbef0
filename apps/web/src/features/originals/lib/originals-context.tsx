import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { originalsApi, type OriginalsApi, type OriginalsGame } from '../api/originals-api';
import { playTone } from './sound';

/** What every in-house game page shares: its calls, the wallet, the stake, sound and refreshes. */
type Originals = {
  game: OriginalsGame;
  api: OriginalsApi;
  balance: string | null;
  demo: boolean;
  minBet: string;
  maxBet: string;
  amount: string;
  setAmount: (amount: string) => void;
  sound: boolean;
  setSound: (on: boolean) => void;
  /** After every settled bet or game step: new balance, fresh history and nonce, a tone. */
  settled: (result: { balance: string; win?: boolean }) => void;
};

const OriginalsContext = createContext<Originals | null>(null);

export const originalsKeys = {
  config: (game: string, token: string | null) => ['originals', 'config', game, token] as const,
  fairness: (game: string, token: string | null) => ['originals', 'fairness', game, token] as const,
  history: (game: string, token: string | null) => ['originals', 'history', game, token] as const,
};

export function OriginalsProvider({
  game,
  launchToken,
  children,
}: {
  game: OriginalsGame;
  launchToken: string | null;
  children: ReactNode;
}) {
  const api = useMemo(() => originalsApi(launchToken), [launchToken]);
  const queryClient = useQueryClient();
  const config = useQuery({ queryKey: originalsKeys.config(game, launchToken), queryFn: () => api.config(game) });
  const [balance, setBalance] = useState<string | null>(null);
  const [amount, setAmount] = useState('1.00');
  const [sound, setSound] = useState(false);

  const settled = useCallback(
    (result: { balance: string; win?: boolean }) => {
      setBalance(result.balance);
      if (sound && result.win !== undefined) playTone(result.win ? 'win' : 'lose');
      void queryClient.invalidateQueries({ queryKey: originalsKeys.history(game, launchToken) });
      void queryClient.invalidateQueries({ queryKey: originalsKeys.fairness(game, launchToken) });
      // The /game host refreshes the site header's balance when its game posts a message.
      if (window.parent !== window) window.parent.postMessage({ type: 'arcadia:balance' }, window.location.origin);
    },
    [game, launchToken, queryClient, sound],
  );

  const value: Originals = {
    game,
    api,
    balance: balance ?? config.data?.balance ?? null,
    demo: config.data?.demo ?? false,
    minBet: config.data?.minBet ?? '0.10',
    maxBet: config.data?.maxBet ?? '1000.00',
    amount,
    setAmount,
    sound,
    setSound,
    settled,
  };
  return <OriginalsContext.Provider value={value}>{children}</OriginalsContext.Provider>;
}

export function useOriginals(): Originals {
  const value = useContext(OriginalsContext);
  if (!value) throw new Error('useOriginals outside OriginalsProvider');
  return value;
}
