import { queryOptions } from '@tanstack/react-query';
import {
  cancelLotteryLine,
  getLotteryLobby,
  getLotteryResults,
  getLotteryWallet,
  getMyLotteryLines,
  getOpenedNumero,
  getPopularLottery,
  getVnGameMenu,
  placeLotterySlip,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import type { PrizeMode } from '../lib/prize-mode';

export const LOTTERY_MODULE_ID = 'lottery';
export type { LotteryGame, LotteryIssue, LotteryDrawResult } from '@arcadia/contracts';

export const lotteryKeys = {
  all: ['lottery'] as const,
  lobby: (language: string, vnOnly: boolean, mode: string) =>
    [...lotteryKeys.all, 'lobby', language, vnOnly, mode] as const,
  popular: (language: string, mode: string) => [...lotteryKeys.all, 'popular', language, mode] as const,
  results: (gameCode: string) => [...lotteryKeys.all, 'results', gameCode] as const,
  mine: (token: string, gameCode: string) => [...lotteryKeys.all, 'mine', token, gameCode] as const,
  wallet: (token: string) => [...lotteryKeys.all, 'wallet', token] as const,
  opened: (token: string, gameCode: string) => [...lotteryKeys.all, 'opened', token, gameCode] as const,
};

const options = (signal?: AbortSignal) => ({ moduleId: LOTTERY_MODULE_ID, ...(signal ? { signal } : {}) });

/** Every game by group (/lottery) or the VN games only (/vnlottery), with odds in `mode`, refreshed as issues roll over. */
export const lobbyQuery = (language: string, vnOnly: boolean, mode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.lobby(language, vnOnly, mode),
    queryFn: ({ signal }) =>
      apiValue(vnOnly ? getVnGameMenu : getLotteryLobby, {
        ...options(signal),
        query: { prizeMode: mode, device: 'WEB', language },
      }),
    // Countdowns roll over to the next issue within a few seconds of a close or a draw.
    refetchInterval: 5_000,
  });

/** The games most bet on lately (the spec's count of 20), best first. */
export const popularQuery = (language: string, mode: PrizeMode) =>
  queryOptions({
    queryKey: lotteryKeys.popular(language, mode),
    queryFn: ({ signal }) =>
      apiValue(getPopularLottery, {
        ...options(signal),
        query: { count: 20, prizeMode: mode, device: 'WEB', language },
      }),
    // The ranking moves slowly; the countdowns come from the lobby's own refresh.
    refetchInterval: 60_000,
  });

export const resultsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.results(gameCode),
    queryFn: ({ signal }) =>
      apiValue(getLotteryResults, { ...options(signal), query: { gameCode, pageNo: 1, pageSize: 30 } }),
    refetchInterval: 10_000,
  });

export const myLinesQuery = (token: string, gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.mine(token, gameCode),
    queryFn: ({ signal }) =>
      apiValue(getMyLotteryLines, { ...options(signal), query: { gameCode, pageNo: 1, pageSize: 20 } }),
    refetchInterval: 10_000,
  });

export const walletQuery = (token: string) =>
  queryOptions({
    queryKey: lotteryKeys.wallet(token),
    queryFn: ({ signal }) => apiValue(getLotteryWallet, options(signal)),
    refetchInterval: 10_000,
  });

export const openedQuery = (token: string, gameCode: string) =>
  queryOptions({
    queryKey: lotteryKeys.opened(token, gameCode),
    queryFn: ({ signal }) => apiValue(getOpenedNumero, { ...options(signal), query: { gameCode } }),
    refetchInterval: 5_000,
  });

export type SlipLine = { betType: string; pick: string; stake: string };

/** A slip in the page's prize mode: the odds the board showed are the odds it is priced at. */
export const placeSlip = (body: {
  gameCode: string;
  prizeMode: PrizeMode;
  lines: SlipLine[];
  chase?: { issues: number; stopOnWin: boolean } | undefined;
}) => apiValue(placeLotterySlip, { ...options(), body });

export const cancelLine = (lineId: number) => apiValue(cancelLotteryLine, { ...options(), body: { lineId } });
