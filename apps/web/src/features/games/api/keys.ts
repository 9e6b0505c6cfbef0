import type { BetStatus, GameCategory, GameClassify, ProfitLossRange } from '@arcadia/contracts';

export const GAMES_MODULE_ID = 'games';

export type LobbyFilter = {
  gameType: GameCategory;
  vassalage?: string;
  gameClassify?: GameClassify;
  gameName?: string;
};

export type BetFilter = {
  startDate: string;
  endDate: string;
  gameType: GameCategory | '';
  vassalage: string;
  status: BetStatus | '';
  pageNo: number;
};

/*
 * Query-key factory for every game query. Names come back in the Language header's language, so
 * catalogue keys carry the language; member keys carry the token (a new login never sees the
 * previous member's favourites or bets).
 */
export const gamesKeys = {
  all: ['games'] as const,
  catalogue: (language: string) => [...gamesKeys.all, 'catalogue', language] as const,
  vendors: (language: string) => [...gamesKeys.catalogue(language), 'vendors'] as const,
  hot: (language: string) => [...gamesKeys.catalogue(language), 'hot'] as const,
  rank: (language: string) => [...gamesKeys.catalogue(language), 'rank'] as const,
  classify: (language: string, gameType: GameCategory, vassalage: string | undefined) =>
    [...gamesKeys.catalogue(language), 'classify', gameType, vassalage ?? ''] as const,
  popup: (language: string, vassalage: string) => [...gamesKeys.catalogue(language), 'popup', vassalage] as const,
  /** The list marks favourites when a member asks, so it is keyed by token as well. */
  list: (language: string, token: string, filter: LobbyFilter) =>
    [...gamesKeys.catalogue(language), 'list', token, filter] as const,
  member: (token: string) => [...gamesKeys.all, 'member', token] as const,
  recent: (token: string) => [...gamesKeys.member(token), 'recent'] as const,
  favIds: (token: string) => [...gamesKeys.member(token), 'favIds'] as const,
  rooms: (token: string, nodeId: number) => [...gamesKeys.member(token), 'rooms', nodeId] as const,
  favourites: (token: string) => [...gamesKeys.member(token), 'favourites'] as const,
  bets: (token: string) => [...gamesKeys.member(token), 'bets'] as const,
  betPage: (token: string, filter: BetFilter) => [...gamesKeys.bets(token), filter] as const,
  /** Under the bets, so whatever refreshes the betting record refreshes profit and loss too. */
  profitLoss: (token: string, filter: ProfitLossFilter) => [...gamesKeys.bets(token), 'profitLoss', filter] as const,
};

export type ProfitLossFilter = { range: ProfitLossRange; startDate: string; endDate: string };
