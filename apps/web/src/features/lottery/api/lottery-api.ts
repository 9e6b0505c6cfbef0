import { queryOptions } from '@tanstack/react-query';
import {
  cancelLotteryLine,
  getLotteryLobby,
  getLotteryResults,
  getLotteryWallet,
  getMyLotteryLines,
  getOpenedNumero,
  getVnGameMenu,
  placeLotterySlip,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';

export const LOTTERY_MODULE_ID = 'lottery';
export type { LotteryGame, LotteryIssue, LotteryDrawResult } from '@arcadia/contracts';

export const lotteryKeys = {
  all: ['lottery'] as const,
  lobby: (language: string, vnOnly: boolean) => [...lotteryKeys.all, 'lobby', language, vnOnly] as const,
  results: (gameCode: string) => [...lotteryKeys.all, 'results', gameCode] as const,
  mine: (token: string, gameCode: string) => [...lotteryKeys.all, 'mine', token, gameCode] as const,
  wallet: (token: string) => [...lotteryKeys.all, 'wallet', token] as const,
  opened: (token: string, gameCode: string) => [...lotteryKeys.all, 'opened', token, gameCode] as const,
};

const options = (signal?: AbortSignal) => ({ moduleId: LOTTERY_MODULE_ID, ...(signal ? { signal } : {}) });

/** Every game by group (/lottery) or the VN games only (/vnlottery), refreshed as issues roll over. */
export const lobbyQuery = (language: string, vnOnly: boolean) =>
  queryOptions({
    queryKey: lotteryKeys.lobby(language, vnOnly),
    queryFn: ({ signal }) =>
      apiValue(vnOnly ? getVnGameMenu : getLotteryLobby, {
        ...options(signal),
        query: { prizeMode: 'Lott', device: 'WEB', language },
      }),
    // Countdowns roll over to the next issue within a few seconds of a close or a draw.
    refetchInterval: 5_000,
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

export const placeSlip = (body: {
  gameCode: string;
  lines: SlipLine[];
  chase?: { issues: number; stopOnWin: boolean } | undefined;
}) => apiValue(placeLotterySlip, { ...options(), body: { prizeMode: 'Lott', ...body } });

export const cancelLine = (lineId: number) => apiValue(cancelLotteryLine, { ...options(), body: { lineId } });
