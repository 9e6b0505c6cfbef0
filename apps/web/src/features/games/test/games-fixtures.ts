import {
  CATEGORY_PAGE,
  getBetRecord,
  getGameList,
  getGameVendors,
  type Game,
  type GameCategory,
  type VendorCard,
} from '@arcadia/contracts';

/*
 * Contract-valid answers for the game calls, with invented vendors and games (DESIGN.md: never real
 * names). Each builder parses its answer with the contract's schema, so a fixture that drifts from
 * the contract fails here rather than hiding a bug.
 */
export const ok = <T>(value: T) => ({ success: true, code: 'ok', message: 'OK', value });

export function vendor(vassalage: string, gameType: GameCategory = 'RNG', over: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    name: `${vassalage[0]}${vassalage.slice(1).toLowerCase()} Studios`,
    logoUrl: `/lgw/games/art/vendor-${vassalage.toLowerCase()}.svg`,
    gameType,
    isHot: false,
    walletMode: 'seamless',
    gameCount: 50,
    ...over,
  };
}

export function game(nodeId: number, over: Partial<Game> = {}): Game {
  return {
    nodeId,
    vassalage: 'NOVA',
    gameType: 'RNG',
    gameCode: `NOVA-${nodeId}`,
    code: `nv${nodeId}`,
    gameName: `Starfall ${nodeId}`,
    imageUrl: `/lgw/games/art/game-${nodeId}.svg`,
    vendor: 'NOVA',
    vendorName: 'Nova Studios',
    isHot: false,
    isNew: false,
    minBet: '0.20',
    minLineNum: 10,
    gameClassify: ['SLOT'],
    defaultPlayType: '',
    accountTypeName: '',
    isGame: 'GAME',
    demo: true,
    isFavorite: false,
    ...over,
  };
}

export function vendorsAnswer(categories: { gameCategory: GameCategory; vendors: VendorCard[] }[]) {
  return getGameVendors.response.parse(
    ok({
      categories: categories.map((c) => ({ ...c, page: CATEGORY_PAGE[c.gameCategory] })),
      lanes: categories.map((c) => ({
        title: c.gameCategory,
        gameType: c.gameCategory,
        gameClassify: null,
        cards: c.vendors,
      })),
    }),
  );
}

export function gameListAnswer(games: Game[], pageNo: number, totalPages: number, total: number) {
  return getGameList.response.parse(ok({ games, pageNo, pageSize: 42, totalPages, total }));
}

export function betRecordAnswer(
  list: unknown[],
  totals: { count: number; stake: string; payout: string; winLoss: string },
) {
  return getBetRecord.response.parse(ok({ list, totals, pageNo: 1, pageSize: 10, totalPages: 1, total: list.length }));
}
